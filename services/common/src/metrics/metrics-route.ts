// GET /metrics (issue 42): the process's series in Prometheus text, for a caller presenting the
// internal token, in the Internal-Token header the services use between themselves or as a bearer
// token (Prometheus's own `authorization` setting). Without it the path looks like any unknown
// one: the 404 envelope notFoundHandler gives, as the services' /internal/* routes answer a wrong
// token.
import { INTERNAL_TOKEN_HEADER } from '@iq/contracts';
import { sendError } from '../http-errors';
import { internalTokenMatches } from '../internal-token';
import { headerOf, type PlainHandler } from '../plain-http';
import type { ProcessMetrics } from './process-metrics';

export const METRICS_PATH = '/metrics';

/** The token a request presents: Internal-Token, else `Authorization: Bearer <token>`. */
function presentedToken(authorization: string | undefined, internal: string | undefined) {
  if (internal !== undefined) return internal;
  if (authorization === undefined || !/^bearer /i.test(authorization)) return undefined;
  return authorization.slice(7).trim();
}

/** The handler of GET (and HEAD) METRICS_PATH, mounted as a route (its template is its label). */
export function metricsHandler(metrics: ProcessMetrics, internalToken: string): PlainHandler {
  return (req, res, next) => {
    const token = presentedToken(headerOf(req, 'authorization'), headerOf(req, INTERNAL_TOKEN_HEADER));
    if (!internalTokenMatches(token, internalToken)) return sendError(res, 404, `Not Found: ${METRICS_PATH}`);
    metrics.scrape().then(
      (text) => {
        res.statusCode = 200;
        res.setHeader('Content-Type', metrics.registry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Length', Buffer.byteLength(text));
        res.end(text);
      },
      (err: unknown) => next(err),
    );
  };
}
