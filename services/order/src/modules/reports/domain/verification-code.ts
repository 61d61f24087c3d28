// Certificate verification codes (issue 8): short enough to type from paper, unguessable
// enough that a made-up one is not ours: 12 characters of Crockford base32 = 60 random bits
// (one valid code among 2^60 / issued; lookups are rate limited besides).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U
export const CODE_LENGTH = 12;
const CANONICAL = /^[0-9A-HJKMNP-TV-Z]{12}$/;

export function newVerificationCode(): string {
  const bytes = randomBytes(8); // 64 bits, of which the first 60 are used
  let bits = bytes.readBigUInt64BE(0) >> 4n;
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) {
    code = ALPHABET[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return code;
}

/**
 * A typed code as stored, or null when it cannot be one: case and the hyphens or spaces of
 * the printed groups do not matter, and O, I, L read as 0, 1, 1 (Crockford's rule for hand copies).
 */
export function canonicalCode(typed: string): string | null {
  if (typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CANONICAL.test(code) ? code : null;
}

/** As printed: three groups of four (ABCD-EFGH-JKMN). */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}
