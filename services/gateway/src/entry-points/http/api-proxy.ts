// /api/* → exam | order | user by the prefix table, bodies capped at 1 MB; `beforeProxy` (the
// session identity) runs on every call that is proxied. Upstream answers pass as they are, their
// Set-Cookie headers included (no cookie rewriting configured).
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import express, { Router, type Request, type RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { BODY_LIMIT, NotFoundError, sendError, type ServiceName } from '@iq/service-common';
import { serviceForApiPath } from '../../domain/api-routes';

export function apiProxy(
  serviceUrls: Record<ServiceName, string>,
  proxyTimeoutMs: number,
  beforeProxy: RequestHandler[] = [],
): Router {
  // Without an agent http-proxy opens a connection per call and passes `Connection: close` on.
  const agent = new Agent({ keepAlive: true });
  const proxies = Object.fromEntries(
    (Object.keys(serviceUrls) as ServiceName[]).map((service) => [
      service,
      createProxyMiddleware<Request, ServerResponse>({
        target: serviceUrls[service],
        agent,
        xfwd: true,
        proxyTimeout: proxyTimeoutMs,
        ejectPlugins: true, // hpm's default error page is plain text; ours is the envelope
        plugins: [envelopeErrors(service), forwardBufferedBody],
      }),
    ]),
  ) as Record<ServiceName, ReturnType<typeof createProxyMiddleware<Request, ServerResponse>>>;

  const router = Router();
  router.use((req, res, next) => {
    const service = serviceForApiPath(req.path); // mounted at /api: the path has /api stripped
    if (!service) return next(new NotFoundError(`Not Found: /api${req.path.slice(0, 200)}`));
    res.locals.service = service;
    next();
  });
  // Reading the body here enforces the 1 MB limit on Content-Length AND on streamed bytes
  // (raw-body counts); `inflate: false` keeps the bytes exactly as the client sent them.
  router.use(express.raw({ limit: BODY_LIMIT, type: () => true, inflate: false }));
  if (beforeProxy.length) router.use(beforeProxy);
  router.use((req, res, next) => proxies[res.locals.service as ServiceName](req, res, next));
  return router;
}

/** The body was consumed above: write it to the upstream request before http-proxy ends it. */
const forwardBufferedBody: Plugin<Request, ServerResponse> = (proxyServer) => {
  proxyServer.on('proxyReq', (proxyReq, req) => {
    if (!Buffer.isBuffer(req.body)) return;
    proxyReq.removeHeader('transfer-encoding');
    proxyReq.setHeader('content-length', req.body.length);
    proxyReq.write(req.body);
  });
};

function envelopeErrors(service: ServiceName): Plugin<Request, ServerResponse> {
  return (proxyServer) => {
    proxyServer.on('error', (err, req, res) => {
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
