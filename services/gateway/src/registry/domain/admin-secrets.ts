// Admin session tokens: 32 random bytes in the cookie, only their SHA-256 in the table (a stolen
// table opens nothing); an unguessable token needs no signature on top.
import { createHash, randomBytes } from 'node:crypto';

export const newAdminToken = (): string => randomBytes(32).toString('base64url');
export const newAdminSessionId = (): string => randomBytes(16).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Campaign managers' sessions are short: a working day. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
