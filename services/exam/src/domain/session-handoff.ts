// Session hand-over codes (issue 13): what is handed out, what is kept, and until when.
import { createHash } from 'node:crypto';
import { SESSION_HANDOFF } from '@iq/contracts';
import { cryptoRandom, type SessionRandom } from './exam-session';

/** 256 random bits in base64url (43 characters), the session id's strength. */
export function newHandoffCode(random: SessionRandom = cryptoRandom): string {
  return random.id(32);
}

/** What the table keeps: the code's SHA-256 (hex). A full-entropy code needs no salt or slow hash. */
export function handoffCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** The moment a code issued at `at` stops working. */
export function handoffExpiry(at: Date): Date {
  return new Date(at.getTime() + SESSION_HANDOFF.ttlSeconds * 1000);
}
