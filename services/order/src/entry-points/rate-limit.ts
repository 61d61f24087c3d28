// Who a request comes from, for the per-client limits (data-access/attempt-limits.ts).
import type { Request } from 'express';

/**
 * The client: `req.ip`, which the app derives from X-Forwarded-For under its `trust proxy`
 * setting (app.ts TRUSTED_PROXIES: the gateway proxies with xfwd), so a client's own
 * X-Forwarded-For entries never make it a new client; the socket's peer without one.
 */
export function clientOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
