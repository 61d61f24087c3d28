// /api/* → exam | order | user by the prefix table; `beforeProxy` (the session identity) runs on
// every call that is proxied. Bodies stream through, capped at 1 MB: a Content-Length above it is
// refused before anything is forwarded, and a body that passes it while streaming is cut off
// there (the upstream request aborted) and answered 413. Upstream answers pass as they are, their
// Set-Cookie headers included (no cookie rewriting configured), with two headers made safe:
// Cache-Control is `no-store` unless the service chose its own (answers carry session data), and
// X-Frame-Options says what the answer's CSP says (frame-options.ts). A service given as several
// instances (EXAM_URL=http://a,http://b; issue 15) is called in turn; an instance that refuses the
// connection is passed over for a while, and a call without a body goes to the next one at once
// (a call with a body was already read into the refused request: its caller gets the 502).
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import express, { Router, type Request, type RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import {
  createUpstream,
  isConnectionRefused,
  NotFoundError,
  sendError,
  type ServiceName,
  type Upstream,
} from '@iq/service-common';
import { serviceForApiPath } from '../../domain/api-routes';
import { frameOptionsFor } from '../../domain/frame-options';

/** The largest body forwarded (the services' own BODY_LIMIT, 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = 'Request body too large (limit 1 MB)';

/** Set on a request whose body passed the limit: the upstream's abort is ours, not its failure. */
const cutOff = new WeakSet<IncomingMessage>();

/** A bodyless call refused by one instance: sends it to the next instance (once per instance). */
const retries = new WeakMap<IncomingMessage, () => boolean>();

export function apiProxy(
  serviceUrls: Record<ServiceName, string>,
  proxyTimeoutMs: number,
  beforeProxy: RequestHandler[] = [],
): Router {
  // Without an agent http-proxy opens a connection per call and passes `Connection: close` on.
  const agent = new Agent({ keepAlive: true });
  const proxies = Object.fromEntries(
    (Object.keys(serviceUrls) as ServiceName[]).map((service) => {
      const upstream = createUpstream(serviceUrls[service]);
      const middleware = createProxyMiddleware<Request, ServerResponse>({
        target: upstream.bases[0],
        router: () => upstream.next(),
        agent,
        xfwd: true,
        proxyTimeout: proxyTimeoutMs,
        ejectPlugins: true, // hpm's default error page is plain text; ours is the envelope
        plugins: [envelopeErrors(service, upstream), capStreamedBody, safeResponseHeaders],
      });
      return [service, { upstream, middleware }];
    }),
  ) as Record<
    ServiceName,
    { upstream: Upstream; middleware: ReturnType<typeof createProxyMiddleware<Request, ServerResponse>> }
  >;

  const router = Router();
  router.use((req, res, next) => {
    // Every answer from here on, the gateway's own envelopes included; a service's own
    // Cache-Control replaces it (http-proxy copies the upstream's headers over ours).
    res.setHeader('Cache-Control', 'no-store');

    const service = serviceForApiPath(req.path); // mounted at /api: the path has /api stripped
    if (!service) return next(new NotFoundError(`Not Found: /api${req.path.slice(0, 200)}`));
    // Refused before anything is read or forwarded; the connection closes rather than read the rest.
    if (Number(req.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      res.setHeader('Connection', 'close');
      return sendError(res, 413, TOO_LARGE);
    }
    res.locals.service = service;
    next();
  });
  if (beforeProxy.length) router.use(beforeProxy);
  router.use((req, res, next) => {
    const { upstream, middleware } = proxies[res.locals.service as ServiceName];
    if (upstream.bases.length > 1 && (req.method === 'GET' || req.method === 'HEAD')) {
      let left = upstream.bases.length - 1;
      retries.set(req, () => left-- > 0 && (void middleware(req, res, next), true));
    }
    void middleware(req, res, next);
  });
  return router;
}

/**
 * Counts the body's bytes as http-proxy pipes them upstream. The counter runs before the pipe's
 * own listener, so the chunk that passes 1 MB is never written: the upstream request is destroyed
 * first, and the client gets the 413 envelope (the connection then closes: the rest is not read).
 */
const capStreamedBody: Plugin<Request, ServerResponse> = (proxyServer) => {
  proxyServer.on('proxyReq', (proxyReq, req, res) => {
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES) return;
      req.off('data', count);
      cutOff.add(req);
      req.unpipe(proxyReq);
      proxyReq.destroy();
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        sendError(res as express.Response, 413, TOO_LARGE);
      } else res.destroy();
    };
    req.prependListener('data', count);
  });
};

/** X-Frame-Options from the answer's CSP (the service's helmet says SAMEORIGIN whatever its CSP). */
const safeResponseHeaders: Plugin<Request, ServerResponse> = (proxyServer) => {
  // 'proxyRes' comes before http-proxy copies the upstream's headers onto the answer.
  proxyServer.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-frame-options'] = frameOptionsFor(proxyRes.headers['content-security-policy']);
  });
};

function envelopeErrors(service: ServiceName, upstream: Upstream): Plugin<Request, ServerResponse> {
  return (proxyServer) => {
    proxyServer.on('error', (err, req, res, target) => {
      if (cutOff.has(req)) return; // we aborted it: the 413 is already on its way
      if (isConnectionRefused(err)) {
        upstream.markDown(
          String(typeof target === 'object' && target && 'href' in target ? target.href : target).replace(
            /\/+$/,
            '',
          ),
        );
        if (!('headersSent' in res && res.headersSent) && retries.get(req)?.()) return;
      }
      const log = (req as IncomingMessage & { log?: Request['log'] }).log;
      log?.warn({ err, service }, 'upstream error');
      if (!('writeHead' in res)) return void res.destroy(); // a socket (upgrade): nothing to answer
      if (res.headersSent) return void res.destroy();
      sendError(res as express.Response, 502, `The ${service} service is unavailable`);
    });
    // A client that goes away mid-response must not leave the upstream response streaming.
    proxyServer.on('proxyRes', (proxyRes, _req, res) => {
      res.on('close', () => {
        if (!res.writableEnded) proxyRes.destroy();
      });
    });
  };
}
