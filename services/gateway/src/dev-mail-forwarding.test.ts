// /dev/mail through the gateway's one forwarder (issue 39 "one proxy"), seen from a plain
// node:http order service that records what reaches it: exactly the two pages, the path and query
// as asked, X-Forwarded-* as on /api; the answer as given with X-Frame-Options from its CSP; a
// 502 envelope when no order instance answers; an instance that refuses is passed over.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '@iq/service-common';
import { request, startServer } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';

describe('/dev/mail through the forwarder', () => {
  let tmp: string;
  let order: http.Server;
  let orderUrl: string;
  /** A port nothing listens on: connections to it are refused. */
  let refusingUrl: string;
  const gateways: RunningServer[] = [];
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

  const gatewayFor = async (orderUrls: string) => {
    const gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: orderUrl, order: orderUrls, user: orderUrl },
        shellDir: path.join(tmp, 'shell'),
        remotesDir: path.join(tmp, 'remotes'),
        manifestFile: path.join(tmp, 'manifest.json'),
        proxyTimeoutMs: 1500,
        devMail: true,
      }),
    );
    gateways.push(gateway);
    return gateway.url;
  };

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-dev-mail-'));
    mkdirSync(path.join(tmp, 'shell'));
    writeFileSync(path.join(tmp, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ remotes: {} }));
    order = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      const json = req.url?.startsWith('/dev/mail.json');
      res.writeHead(200, {
        'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'SAMEORIGIN',
      });
      res.end(json ? '[]' : '<!doctype html><h1>Outbox</h1>');
    });
    await new Promise<void>((resolve) => order.listen(0, '127.0.0.1', resolve));
    orderUrl = `http://127.0.0.1:${(order.address() as AddressInfo).port}`;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    refusingUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
  });

  beforeEach(() => {
    seen.length = 0;
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    order?.closeAllConnections();
    await new Promise((resolve) => order?.close(resolve));
    rmSync(tmp, { recursive: true, force: true });
  });

  test('the two pages reach the order service as asked, with X-Forwarded-* as /api calls have them', async () => {
    const gateway = await gatewayFor(orderUrl);
    const page = await request(`${gateway}/dev/mail?to=a%40example.com`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Outbox</h1>');
    const list = await request(`${gateway}/dev/mail.json`);
    expect(list).toMatchObject({ status: 200, body: [] });
    expect(seen.map((s) => s.url)).toEqual(['/dev/mail?to=a%40example.com', '/dev/mail.json']);
    expect(seen[0]!.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('http');
    expect(seen[0]!.headers['x-forwarded-host']).toBe(new URL(gateway).host);
    // Other paths under /dev are never forwarded.
    expect((await request(`${gateway}/dev/mail/1`)).status).toBe(404);
    expect((await request(`${gateway}/dev/other`)).status).toBe(404);
    expect(seen).toHaveLength(2);
  });

  test("X-Frame-Options says what the page's CSP says (DENY for frame-ancestors 'none')", async () => {
    const page = await request(`${await gatewayFor(orderUrl)}/dev/mail`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  test('no order instance answers: a 502 envelope', async () => {
    const res = await request(`${await gatewayFor(refusingUrl)}/dev/mail.json`);
    expect(res).toMatchObject({
      status: 502,
      body: { result: 502, message: 'The order service is unavailable' },
    });
  });

  test('an order instance that refuses the connection is passed over for the next one', async () => {
    const gateway = await gatewayFor(`${refusingUrl},${orderUrl}`);
    for (let i = 0; i < 2; i += 1) expect((await request(`${gateway}/dev/mail.json`)).status).toBe(200);
    expect(seen).toHaveLength(2);
  });
});
