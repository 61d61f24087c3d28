// Requests refused before any route sees them, with the envelope (used by every service and the
// gateway, mounted first).
import type { PlainHandler } from './plain-http';
import { sendError } from './http-errors';

/**
 * OPTIONS is offered nowhere (no CORS: the site is same-origin). Express's router answers an
 * OPTIONS on a known path itself, `200 text/plain` listing the path's methods; that answer becomes
 * `405` with the envelope, the list kept in `Allow`. An OPTIONS no route knows gets the 404
 * envelope as any other method would, and one a proxy forwards gets the service's own 405.
 */
export function refuseOptions(): PlainHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const end = res.end;
    // The router's answer sets Allow and Content-Type text/plain, then calls end(allow) once.
    res.end = function (this: typeof res, ...args: unknown[]) {
      res.end = end;
      const allow = res.getHeader('Allow');
      const type = String(res.getHeader('Content-Type') ?? '');
      if (
        res.statusCode === 200 &&
        !res.headersSent &&
        allow !== undefined &&
        type.startsWith('text/plain')
      ) {
        res.removeHeader('Content-Length');
        res.removeHeader('Content-Type');
        sendError(res, 405, `Method Not Allowed: OPTIONS (allowed: ${String(allow)})`);
        return res;
      }
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    next();
  };
}

/**
 * A request naming its Host twice is refused (400): Node keeps the first and drops the other, so
 * a proxy in front of us and this server could each route it by a different one. Counted in the
 * raw headers, where both copies are still there.
 */
export function refuseDuplicateHost(): PlainHandler {
  return (req, res, next) => {
    const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
    if (hosts > 1) return sendError(res, 400, 'Bad Request: more than one Host header');
    next();
  };
}
