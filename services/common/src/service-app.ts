// The Express app every service starts from: request metrics, logging, security headers, the
// request guards (one Host, no OPTIONS), JSON bodies up to 1 MB, /healthz and /metrics, the
// routes, then the 404 and error envelopes.
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { fixedHeaders } from './fixed-headers';
import { createHttpLogger } from './http-logger';
import { errorHandler, notFoundHandler, ok, sendError } from './http-errors';
import { refuseDuplicateHost, refuseOptions } from './http-guards';
import { createLogger, type Logger } from './logger';
import { metricsHandler, METRICS_PATH } from './metrics/metrics-route';
import {
  createProcessMetrics,
  registerPoolGauges,
  type PoolStats,
  type ProcessMetrics,
} from './metrics/process-metrics';
import { requestMetrics } from './metrics/request-metrics';

export const BODY_LIMIT = '1mb';

export interface ServiceAppOptions {
  name: string;
  /** Routes mounted at the root (an express.Router). */
  routes: RequestHandler;
  /**
   * Routes that read their own body, mounted before the JSON parser: signed webhooks, whose
   * signature covers the exact bytes (they parse with express.raw and the same 1 MB limit).
   */
  rawBodyRoutes?: RequestHandler;
  /** /healthz answers 200 only when this answers `select 1`; its pool's counts are metrics. */
  database?: { ping(): Promise<boolean>; poolStats?(): PoolStats };
  logger?: Logger;
  /** The process's metrics (issue 42); a registry of the app's own when absent. */
  metrics?: ProcessMetrics;
  /** INTERNAL_TOKEN: GET /metrics answers only a caller presenting it; without it, no /metrics. */
  internalToken?: string;
}

export function createServiceApp(options: ServiceAppOptions): Express {
  const logger = options.logger ?? createLogger(options.name, { level: 'silent' });
  const metrics = options.metrics ?? createProcessMetrics(options.name);
  const database = options.database;
  if (database?.poolStats) registerPoolGauges(metrics, () => database.poolStats!());
  const app = express();
  app.disable('x-powered-by');
  // Every answer reaches visitors as no-store (the gateway's default; no service asks otherwise),
  // so nothing revalidates: an ETag would only hash each body, a cost on every question list
  // (docs/decisions/2026-11-26-session-start-one-statement.md).
  app.disable('etag');
  // First, so every answer is timed, the refusals below included.
  app.use(requestMetrics(metrics));
  app.use(createHttpLogger(logger));
  // JSON only: nothing here may run or frame anything. The same headers on every answer, set in
  // one step (fixed-headers.ts).
  app.use(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
        // As the CSP says, for browsers before frame-ancestors (helmet's default is SAMEORIGIN).
        frameguard: { action: 'deny' },
      }),
    ),
  );
  // One Host per request; OPTIONS answered 405 with the envelope (http-guards.ts).
  app.use(refuseDuplicateHost(), refuseOptions());
  if (options.rawBodyRoutes) app.use(options.rawBodyRoutes);
  app.use(express.json({ limit: BODY_LIMIT }));

  // In a router of its own: a router lists a path's methods for OPTIONS (then 405, http-guards.ts);
  // the app's own router never does, its 404 handler answers first.
  const ownRoutes = express.Router().get('/healthz', async (_req, res) => {
    const ready = options.database ? await options.database.ping() : true;
    if (ready) ok(res, { service: options.name, status: 'ok' });
    else sendError(res, 503, `${options.name}: database not ready`);
  });
  if (options.internalToken !== undefined)
    ownRoutes.get(METRICS_PATH, metricsHandler(metrics, options.internalToken));
  app.use(ownRoutes);
  app.use(options.routes);

  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}
