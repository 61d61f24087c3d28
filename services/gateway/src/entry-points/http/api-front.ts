// The gateway's request listener: a plain node:http handler in front of the Express app (issue
// 39). Most of the gateway's requests are API calls; those whose target is an origin-form path
// under /api (in any letter case, as Express matches mounts) run the API pipeline here, on
// node:http's own request and answer, with no framework's state or prototypes touched. Every
// other request, absolute-form API targets included, goes to the app (`app(req, res)`, Express's
// supported way to serve a request), which mounts the same handlers at /api.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import {
  notFoundHandler,
  type FrontedApp,
  type PlainErrorHandler,
  type PlainHandler,
} from '@iq/service-common';

/**
 * Runs `handlers` one after another, connect-style: each calls `next()` for the next one; an
 * error (passed to `next`, thrown, or a rejected promise) goes to `onError`. Past the last one,
 * the 404 envelope. An error left over after `onError` (it calls its own `next`, e.g. when the
 * answer had already started) closes the connection, as Express's final handler does.
 */
export function runHandlers(
  handlers: readonly PlainHandler[],
  onError: PlainErrorHandler,
): (req: IncomingMessage, res: ServerResponse) => void {
  const notFound = notFoundHandler();
  return (req, res) => {
    let index = 0;
    // Methods, not functions bound to names: tsx (keepNames) would name each of them with
    // Object.defineProperty on every request.
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
        if (!handler) return void notFound(req, res, chain.fail);
        try {
          const result = handler(req, res, chain.next);
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
 * True for an origin-form target whose path is `mount` or below it, whatever its case
 * (`/api`, `/API/x`, `/api?x=1`; not `/apis`, not `http://host/api`).
 */
export function underMount(url: string, mount: string): boolean {
  if (url.length < mount.length || url.slice(0, mount.length).toLowerCase() !== mount) return false;
  const after = url.charAt(mount.length);
  return after === '' || after === '/' || after === '?';
}

/**
 * The listener: a request under `mount` (origin-form, underMount) runs `before`, then `below` with
 * `req.url` below the mount (as a mounted router sees it), then the 404 envelope; an error goes to
 * `onError`. Anything else goes to `app`.
 */
export function apiFront(
  app: Express,
  mount: string,
  before: readonly PlainHandler[],
  below: readonly PlainHandler[],
  onError: PlainErrorHandler,
): FrontedApp {
  const lower = mount.toLowerCase();
  const enterMount: PlainHandler = (req, _res, next) => {
    const rest = (req.url ?? '').slice(mount.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    next();
  };
  const run = runHandlers([...before, enterMount, ...below], onError);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (underMount(req.url ?? '', lower)) run(req, res);
    else app(req, res);
  };
  return Object.assign(listener, { expressApp: app });
}
