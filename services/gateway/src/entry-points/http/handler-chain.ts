// The /api calls' own lane past Express's router (issue 15, load). Most of the gateway's requests
// are API calls, and each went through the app's router: a dozen layers matched one by one, the
// /api mount's prefix trimmed and restored, the router's bookkeeping per layer. bench:gateway: the
// gateway's CPU per proxied answer 0.288 → 0.242 ms with this lane (bare node:http proxy 0.172).
// The lane runs the same handlers, in the same order, as the app's router would for such a path
// (app.ts passes it the very arrays it mounts), with the request prepared as Express prepares it;
// any other request, and any API call the lane does not recognise, goes to the app as before.
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { notFoundHandler } from '@iq/service-common';

/**
 * Runs `handlers` one after another as Express would: each calls `next()` for the next one; an
 * error (passed to `next`, thrown, or a rejected promise) goes to `onError`. An error left over
 * after `onError` (it calls its own `next`, e.g. when the answer had already started) closes the
 * connection, as Express's final handler does.
 */
export function runHandlers(
  handlers: readonly RequestHandler[],
  onError: ErrorRequestHandler,
): (req: Request, res: Response) => void {
  const notFound = notFoundHandler();
  return (req, res) => {
    let index = 0;
    // Methods, not functions bound to names: tsx (keepNames) would give each its `name` with
    // Object.defineProperty on every request (≈ 0.3 µs each).
    const chain = {
      fail(err: unknown) {
        try {
          onError(err, req, res, () => req.socket.destroy());
        } catch {
          req.socket.destroy();
        }
      },
      next(err?: unknown): void {
        if (err !== undefined && err !== null) return chain.fail(err);
        const handler = handlers[index++];
        // The last one answers (the proxy); past it, the app's own end: its 404 envelope.
        if (!handler) return void notFound(req, res, chain.fail);
        try {
          const result: unknown = handler(req, res, chain.next);
          if (result instanceof Promise)
            result.catch((rejected: unknown) => chain.next(rejected ?? new Error('Rejected promise')));
        } catch (thrown) {
          chain.next(thrown ?? new Error('a handler threw nothing'));
        }
      },
    };
    chain.next();
  };
}

/**
 * The app with a lane of its own for requests whose target is an origin-form path under `mount`
 * (whatever its case, as Express matches mounts): `before` runs on them as the app's own
 * middlewares would, then `below` as handlers mounted at `mount` (runHandlers). The request is
 * prepared as app.handle prepares it (Express's prototypes, `req.res` and `res.req`, `res.locals`)
 * and, between the two, as the mount would (`req.originalUrl`, `req.baseUrl`, `req.params`,
 * `req.url` below the mount). The app's own path for such requests stays as it was, for the
 * targets the lane leaves alone (absolute-form).
 */
export function withLane(
  app: Express,
  mount: string,
  before: readonly RequestHandler[],
  below: readonly RequestHandler[],
  onError: ErrorRequestHandler,
): Express {
  const lower = mount.toLowerCase();
  const ownPath = (url: string) => {
    if (url.length < mount.length || url.slice(0, mount.length).toLowerCase() !== lower) return false;
    const after = url.charAt(mount.length);
    return after === '' || after === '/' || after === '?';
  };
  const enterMount: RequestHandler = (req, _res, next) => {
    const url = req.url;
    req.baseUrl = url.slice(0, mount.length);
    req.params = {};
    const rest = url.slice(mount.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    next();
  };
  const run = runHandlers([...before, enterMount, ...below], onError);
  type Handle = (req: Request, res: Response, done?: unknown) => void;
  const handled = app as unknown as { handle: Handle };
  const viaRouter = handled.handle.bind(app);
  const lane: Handle = (req, res, done) => {
    if (!ownPath(req.url)) return viaRouter(req, res, done);
    if (app.enabled('x-powered-by')) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    // No change when the server made them so already (run-service.ts, expressClasses).
    if (Object.getPrototypeOf(req) !== app.request) Object.setPrototypeOf(req, app.request);
    if (Object.getPrototypeOf(res) !== app.response) Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null) as Response['locals'];
    req.originalUrl = req.url;
    req.baseUrl = '';
    run(req, res);
  };
  handled.handle = lane; // app(req, res) calls app.handle(req, res)
  return app;
}
