// The signed identity the gateway passes to the services (IDENTITY_HEADER of @iq/contracts): it
// resolves the session cookie once, then signs who it is for this one call. Services believe only
// a header whose signature holds and whose short lifetime has not run out; the gateway removes any
// such header that came from outside. HMAC-SHA256 from node:crypto, key derived from INTERNAL_TOKEN.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { identitySchema, type Identity } from '@iq/contracts';

/** A signed identity is good for one call: a minute covers clock skew, not replay from a log. */
export const IDENTITY_TTL_MS = 60_000;

/** The signing key: derived, so a leaked identity key is not the internal token itself. */
export function identityKey(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('iq-identity-v1').digest();
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** `<base64url JSON>.<base64url HMAC>` carrying the identity and its expiry. */
export function signIdentity(identity: Identity, key: Buffer, now: Date = new Date()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, exp: now.getTime() + IDENTITY_TTL_MS })).toString(
    'base64url',
  );
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The identity if the header is ours, intact and unexpired; otherwise null. */
export function verifyIdentity(
  header: string | undefined,
  key: Buffer,
  now: Date = new Date(),
): Identity | null {
  if (!header || header.length > 2000) return null;
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const presented = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const exp = (parsed as { exp?: unknown } | null)?.exp;
  if (typeof exp !== 'number' || exp < now.getTime()) return null;
  const identity = identitySchema.safeParse(parsed);
  return identity.success
    ? { sessionId: identity.data.sessionId, userId: identity.data.userId, email: identity.data.email }
    : null;
}
