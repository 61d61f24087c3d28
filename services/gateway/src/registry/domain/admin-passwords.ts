// Campaign managers' passwords: the user service's approach (scrypt from node:crypto, 16-byte
// salt, `scrypt$N$r$p$salt$hash`), kept here because services share no code but service-common.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** 2^15: a login near 50-100 ms and 32 MB, as the visitors' accounts. */
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashAdminPassword(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: PasswordCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!sane(cost.N, 2 ** 20) || !sane(cost.r, 32) || !sane(cost.p, 16)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** True when `password` matches; an unknown account still costs one derivation (no timing tell). */
export async function verifyAdminPassword(
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
