// The random secrets of accounts: session and link tokens (32 bytes, base64url) and 6-digit
// codes, and the SHA-256 under which they are stored (a stolen table opens nothing).
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
/** A session's name in the signed identity: unguessable too, though it grants nothing alone. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** spec §5 verification code: six digits, uniformly drawn. */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A code is only meaningful with its account: two accounts may draw the same digits. */
export const codeHash = (userId: number, code: string): string => sha256(`reset-code:${userId}:${code}`);
