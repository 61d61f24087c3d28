// /dev/mail and /dev/mail.json → the order service's outbox pages (ARCHITECTURE.md "Mail":
// development and embedded mode only; never mounted when NODE_ENV=production).
import type { ServerResponse } from 'node:http';
import { Router, type Request, type Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { sendError, upstreamBases } from '@iq/service-common';
import { frameOptionsFor } from '../../domain/frame-options';

const envelopeOnError: Plugin<Request, ServerResponse> = (proxyServer) => {
  proxyServer.on('error', (_err, _req, res) => {
    if (!('writeHead' in res) || res.headersSent) return void res.destroy();
    sendError(res as Response, 502, 'The order service is unavailable');
  });
};

/** X-Frame-Options as the page's CSP says (the order service's helmet says SAMEORIGIN whatever it). */
const frameOptionsFromCsp: Plugin<Request, ServerResponse> = (proxyServer) => {
  proxyServer.on('proxyRes', (proxyRes) => {
    proxyRes.headers['x-frame-options'] = frameOptionsFor(proxyRes.headers['content-security-policy']);
  });
};

export function devMailProxy(orderUrl: string, proxyTimeoutMs: number): Router {
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target: upstreamBases(orderUrl)[0], // development only: any order instance has the outbox
    proxyTimeout: proxyTimeoutMs,
    ejectPlugins: true,
    plugins: [envelopeOnError, frameOptionsFromCsp],
  });
  // Exactly these two paths (router.get keeps the full path for the upstream).
  return Router().get(['/dev/mail', '/dev/mail.json'], proxy);
}
