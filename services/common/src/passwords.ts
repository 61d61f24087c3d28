// Password hashing (issue 11; the visitors' accounts and the registry's admins): scrypt from node:crypto, a 16-byte salt per password, stored as
// `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum is N=2^17 r=8 p=1; 2^15 keeps a login quick and within Node's default
 * memory cap (docs/decisions/2026-11-25-reset-codes-and-passwords.md).
 */
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that (Node's default cap is 32 MB).
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parses a stored hash; null when it is not one of ours (never throws on bad data). */
function parse(stored: string): { cost: PasswordCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!sane(cost.N, 2 ** 20) || !sane(cost.r, 32) || !sane(cost.p, 16)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * True when `password` matches `stored`. With no stored hash (unknown account, password-less
 * account) it still derives a key, so the answer takes as long as a real check.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(password, randomBytes(SALT_LENGTH), cost);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
