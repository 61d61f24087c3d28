// bench/gateway's two servers of this checkout, as the stack runs them (tsx): `service <port>`, a
// service made by createServiceApp (its log line, security headers, guards, JSON body parser)
// whose one route answers an exam answer's envelope; `gateway <port> <service URL>`, the gateway
// app with every service at that URL. Logs at info to standard output (the bench discards it), as
// in production. Each tells its parent when it listens.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createLogger, createServiceApp, listen, ok } from '@iq/service-common';
import { createGatewayApp } from '../../services/gateway/src/app';

async function main(): Promise<void> {
  const [role, port, serviceUrl] = process.argv.slice(2);
  if (role === 'service') {
    const routes = express.Router();
    routes.post('/exam/session/answer', (req, res) => {
      ok(res, { saved: true, answered: 12, itemId: (req.body as { itemId?: string }).itemId });
    });
    const logger = createLogger('exam');
    await listen(createServiceApp({ name: 'exam', routes, logger }), Number(port));
  } else if (role === 'gateway' && serviceUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iq-bench-gateway-'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ remotes: {} }));
    const app = createGatewayApp({
      serviceUrls: { exam: serviceUrl, order: serviceUrl, user: serviceUrl },
      shellDir: path.join(dir, 'shell'),
      remotesDir: path.join(dir, 'remotes'),
      manifestFile: path.join(dir, 'manifest.json'),
      logger: createLogger('gateway'),
    });
    await listen(app, Number(port));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  } else throw new Error('usage: servers.ts service <port> | gateway <port> <service URL>');
  process.send?.('listening');
  process.on('SIGTERM', () => process.exit(0));
}

void main();
