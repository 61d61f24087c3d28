// Security headers set once per answer by one loop (issue 15, load). helmet runs a dozen small
// middlewares per request, one per header, though with static options every answer gets the same
// headers: a visible share of the gateway's CPU for a proxied answer
// (docs/decisions/2026-11-26-gateway-api-path-lean.md). Here a middleware
// that only sets and removes fixed headers is run once against a recorder, and its record is
// replayed on each answer.
import type { Request, RequestHandler, Response } from 'express';
import type { PlainHandler } from './plain-http';

type HeaderValue = string | number | readonly string[];

/**
 * The headers `middleware` sets (helmet with static options), set on every answer. Throws at once
 * if the middleware reads the request, does anything to the answer but set and remove headers,
 * or does not pass the request on before returning: its headers would not be fixed.
 */
export function fixedHeaders(middleware: RequestHandler): PlainHandler {
  const set: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const refuse = (what: string) => {
    throw new Error(`fixedHeaders: the middleware ${what}; its headers may depend on the request`);
  };
  const request = new Proxy({}, { get: (_target, key) => refuse(`reads the request's ${String(key)}`) });
  const recorder = new Proxy(
    {
      setHeader(name: string, value: HeaderValue) {
        set.push([name, value]);
        return recorder;
      },
      removeHeader(name: string) {
        removed.push(name);
      },
    },
    {
      get: (target, key) =>
        key === 'setHeader' || key === 'removeHeader'
          ? target[key]
          : refuse(`uses the answer's ${String(key)}`),
    },
  );
  let passed = false;
  middleware(request as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    passed = true;
  });
  if (!passed) refuse('did not pass the request on at once');

  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
