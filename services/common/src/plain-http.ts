// What a handler needs of a request and its answer, with node:http's own objects: such a handler
// runs under Express (whose requests are node:http's) and in front of it (the gateway's API lane)
// alike, and never relies on Express's additions to them.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Express's `next`, as a plain handler calls it: nothing to go on, or the error. */
export type Next = (err?: unknown) => void;

/** A connect-style middleware on node:http's request and answer (Express takes it as it is). */
export type PlainHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => unknown;

/** An error middleware on node:http's request and answer. */
export type PlainErrorHandler = (err: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;

/**
 * A plain request listener in front of an Express app (the gateway): it answers some requests
 * itself and hands the others to `expressApp`, whose settings (`trust proxy`) it shares.
 */
export type FrontedApp = RequestListener & { readonly expressApp: Express };

/** What listen() serves: an Express app, or a request listener in front of one. */
export type ServedApp = Express | FrontedApp;

/** The Express app behind `app` (itself when it is one). */
export const expressAppOf = (app: ServedApp): Express => ('expressApp' in app ? app.expressApp : app);

/**
 * The request target's path, without its query (Express's `req.path`): for an absolute-form
 * target (`GET http://host/api/x`, which HTTP/1.1 servers must accept) its URL's path.
 */
export function requestPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (url.charCodeAt(0) === 0x2f /* '/' */) {
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  }
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** One request header as a string (the first of repeats that Node keeps as a list), or undefined. */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A JSON answer with its status, as Express's res.status(status).json(body) writes it (no ETag). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text); // node:http drops the body of an answer to HEAD
}
