// The gateway's one forwarder (issue 39 "one proxy"): every call it passes on to a service, /api/*
// (api-proxy.ts) and the dev mail pages (dev-mail-proxy.ts), goes through here. node:http's own
// request over a keep-alive agent per service (docs/decisions/2026-11-26-gateway-api-path-lean.md);
// what http-proxy did is kept: the request's headers less the hop-by-hop ones, X-Forwarded-For/
// -Port/-Proto appended and X-Forwarded-Host set, the path under the instance's base, a response
// timeout (502), the upstream request dropped when the client goes away. Bodies stream through,
// capped at 1 MB (a body that passes it while streaming is cut off there and answered 413).
// Upstream answers pass as they are, Set-Cookie included, with X-Frame-Options saying what the
// answer's CSP says (frame-options.ts). A service given as several instances (EXAM_URL=
// http://a,http://b; issue 15) is called in turn; an instance that refuses the connection is
// passed over for a while, and a call without a body goes to the next one at once (a call with a
// body was already read into the refused request: its caller gets the 502). A traced request's
// call has a client span (forwardedCallSpan; node:http's client is not instrumented).
import http, { Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  createUpstream,
  isConnectionRefused,
  requestLog,
  sendError,
  type PlainHandler,
  type Upstream,
} from '@iq/service-common';
import { forwardedCallSpan, type ForwardedCallEnd } from '@iq/service-common/src/tracing';
import { frameOptionsFor } from '../../domain/frame-options';

/** The largest body forwarded (the services' own BODY_LIMIT, 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const TOO_LARGE = 'Request body too large (limit 1 MB)';

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1), either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

/** An instance's base URL, parsed once. */
interface Target {
  base: string;
  hostname: string;
  port: string;
  path: string;
}

const parseTarget = (base: string): Target => {
  const url = new URL(base);
  return {
    base,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || '80',
    path: url.pathname.replace(/\/+$/, ''),
  };
};

/** Compression for answers that may be large (app.ts): the middleware, and the size it starts at. */
export interface Compression {
  compress: PlainHandler;
  threshold: number;
}

/**
 * Sends a request on to `service` (its name says who is unavailable in the 502) at `req.url`
 * under the instance's base, and its answer back.
 */
export type Forwarder = (req: IncomingMessage, res: ServerResponse, compression?: Compression) => void;

export function createForwarder(service: string, urls: string, proxyTimeoutMs: number): Forwarder {
  // The response timeout is the agent's: its sockets keep it from their start (connecting
  // included) and the agent drops an idle one after as long, rather than each call setting it on
  // its socket and the agent taking it off again when the answer is in.
  const agent = new Agent({ keepAlive: true, timeout: proxyTimeoutMs });
  const upstream = createUpstream(urls);
  const targets = new Map(upstream.bases.map((base) => [base, parseTarget(base)]));
  return (req, res, compression) => {
    const headers = forwardedHeaders(req);
    // A read without a body may go to each instance once while they refuse the connection.
    const retriable = (req.method === 'GET' || req.method === 'HEAD') && !hasBody(req);
    const tries = retriable ? upstream.bases.length : 1;
    forward({ req, res, service, upstream, targets, headers, agent, compression }, tries);
  };
}

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  service: string;
  upstream: Upstream;
  targets: Map<string, Target>;
  headers: IncomingHttpHeaders;
  agent: Agent;
  compression?: Compression;
}

/** Sends the call to the next instance; `tries` instances left while they refuse the connection. */
function forward(call: Call, tries: number): void {
  const { req, res, upstream, targets } = call;
  const target = targets.get(upstream.next()) as Target;
  // A traced request's call gets a span of its own, and the service its traceparent.
  const traced = forwardedCallSpan(req, call.service, call.headers);
  const proxyReq = http.request({
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: target.path + (req.url ?? '/'), // below a mount, req.url is the path below it
    headers: call.headers,
    agent: call.agent,
  });
  let cutOff = false;
  let answered = false;
  let received = 0;
  // The listeners that are also taken off again, as methods: tsx (keepNames) gives every function
  // bound to a name its `name` with Object.defineProperty on every request.
  const listeners = {
    // The client went away before the answer was written: nothing more is asked or sent (the
    // service's answer, if it was streaming, ends with the request's socket).
    clientGone() {
      if (!res.writableFinished) proxyReq.destroy();
    },
    timedOut() {
      proxyReq.destroy(new Error('upstream response timeout'));
    },
    // The body, counted as it streams: the chunk that passes 1 MB is never written.
    count(chunk: Buffer) {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES) return;
      req.off('data', listeners.count);
      cutOff = true;
      req.unpipe(proxyReq);
      proxyReq.destroy();
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        sendError(res, 413, TOO_LARGE);
      } else res.destroy();
    },
  };
  if (traced) endSpanWith(proxyReq, traced);
  // The agent's socket timeout (createForwarder), passed on to the request by node:http.
  proxyReq.on('timeout', listeners.timedOut);
  res.on('close', listeners.clientGone);

  proxyReq.on('error', (err) => {
    if (cutOff || answered) return; // the 413 is on its way, or the answer is already streaming
    res.off('close', listeners.clientGone);
    if (isConnectionRefused(err)) {
      upstream.markDown(target.base);
      if (tries > 1 && !res.headersSent) return forward(call, tries - 1);
    }
    if (res.destroyed) return;
    requestLog(req)?.warn({ err, service: call.service }, 'upstream error');
    if (res.headersSent) return void res.destroy();
    sendError(res, 502, `The ${call.service} service is unavailable`);
  });

  proxyReq.on('response', (proxyRes) => {
    answered = true;
    writeHead(res, proxyRes);
    proxyRes.on('error', () => res.destroy());
    // Set up before the head is written (the middleware decides then), only for an answer that
    // may reach the threshold and is not encoded yet; it does the rest (Accept-Encoding, type,
    // Cache-Control no-transform, Vary).
    const length = proxyRes.headers['content-length'];
    const small = length !== undefined && Number(length) < (call.compression?.threshold ?? 0);
    if (call.compression && !small && !proxyRes.headers['content-encoding'])
      call.compression.compress(req, res, () => proxyRes.pipe(res));
    else proxyRes.pipe(res);
  });

  if (!hasBody(req)) {
    proxyReq.end();
    return;
  }
  req.prependListener('data', listeners.count);
  req.pipe(proxyReq);
}

/** Ends the call's span once: when the answer has come (its status), failed, or was dropped. */
function endSpanWith(proxyReq: http.ClientRequest, end: ForwardedCallEnd): void {
  let ended = false;
  let status: number | undefined;
  const once = (error?: Error) => {
    if (ended) return;
    ended = true;
    end(status, error);
  };
  proxyReq.once('error', (error) => once(error));
  proxyReq.once('response', (proxyRes) => {
    status = proxyRes.statusCode;
    proxyRes.once('end', () => once());
    proxyRes.once('close', () => once());
  });
  proxyReq.once('close', () => once());
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The request's headers for the service: hop-by-hop ones (and those the Connection header names)
 * dropped; X-Forwarded-For, -Port and -Proto get this hop appended and X-Forwarded-Host the Host,
 * as http-proxy's `xfwd` did (the services' `trust proxy` reads them).
 */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  const named =
    req.headers.connection
      ?.toLowerCase()
      .split(',')
      .map((token) => token.trim()) ?? [];
  for (const name in req.headers) {
    if (!HOP_BY_HOP.has(name) && !named.includes(name)) headers[name] = req.headers[name];
  }
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const port = req.headers.host?.match(/:(\d+)/)?.[1] ?? (encrypted ? '443' : '80');
  appendHeader(headers, 'x-forwarded-for', req.socket.remoteAddress);
  appendHeader(headers, 'x-forwarded-port', port);
  appendHeader(headers, 'x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  return headers;
}

/** `value` after the header's own, comma-separated (or as the header when it has none). */
function appendHeader(headers: IncomingHttpHeaders, name: string, value: string | undefined): void {
  const before = headers[name];
  headers[name] = before ? `${String(before)},${value ?? ''}` : (value ?? '');
}

/**
 * The service's status and headers onto the answer (over the gateway's own, such as the
 * no-store default), less the hop-by-hop ones (Node frames the body itself), with the
 * X-Frame-Options its CSP implies (the service's helmet says SAMEORIGIN whatever its CSP).
 */
function writeHead(res: ServerResponse, proxyRes: IncomingMessage): void {
  res.statusCode = proxyRes.statusCode ?? 502;
  if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
  for (const name in proxyRes.headers) {
    if (HOP_BY_HOP.has(name) || name === 'transfer-encoding') continue;
    const value = proxyRes.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
  res.setHeader('X-Frame-Options', frameOptionsFor(proxyRes.headers['content-security-policy']));
}
