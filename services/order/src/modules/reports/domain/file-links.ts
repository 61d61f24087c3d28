// Signed, expiring download links of report files (issue 8): /api/exam/order/file/{token}, the
// token being base64url(JSON { k, e }) + "." + base64url(HMAC-SHA256). `k` is the file's cache
// key (a hash: the link names no order, no code and no person); `e` its expiry in Unix seconds.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link works (issue 8: about 10 minutes). */
export const FILE_LINK_TTL_SECONDS = 600;
const PART = /^[A-Za-z0-9_-]{16,400}$/;

export function fileLinkPath(token: string): string {
  return `/api/exam/order/file/${token}`;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update('report-file-link\n').update(payload).digest('base64url');

export function signFileLink(secret: string, key: string, now: Date, ttlSeconds = FILE_LINK_TTL_SECONDS) {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ k: key, e: expires })).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = { ok: true; key: string } | { ok: false; problem: 'invalid' | 'expired' };

/** The cache key of a genuine, unexpired link; a tampered token is `invalid`, an old one `expired`. */
export function checkFileLink(secret: string, token: string, now: Date): LinkCheck {
  const [payload, signature, extra] = token.split('.');
  if (extra !== undefined || !payload || !signature || !PART.test(payload) || !PART.test(signature))
    return { ok: false, problem: 'invalid' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, problem: 'invalid' };
  let body: { k?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof body.k !== 'string' || typeof body.e !== 'number') return { ok: false, problem: 'invalid' };
  if (body.e * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, key: body.k };
}
