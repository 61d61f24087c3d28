// The API proxy's forwarding (issue 15, load: node:http in place of http-proxy), seen from a
// plain node:http service that records what reaches it: the request as the client sent it less
// the hop-by-hop headers, with X-Forwarded-* as http-proxy's xfwd made them; the answer as the
// service gave it, with the gateway's two safe headers; a timeout and a client that goes away.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '@iq/service-common';
import { startServer, wireRequest } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('API forwarding (issue 15)', () => {
  let tmp: string;
  let service: http.Server;
  let serviceUrl: string;
  let gateway: RunningServer;
  const seen: Seen[] = [];
  /** What the service does with the next request (default: a small JSON answer). */
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const aborted: string[] = [];

  const plainAnswer = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(201, 'Made Here', {
      'content-type': 'application/json',
      'x-service-note': 'kept',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'keep-alive': 'timeout=99',
    });
    res.end('{"result":0,"message":"ok","data":1}');
  };

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-forwarding-'));
    mkdirSync(path.join(tmp, 'shell'));
    writeFileSync(path.join(tmp, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ remotes: {} }));
    service = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      // The answer closes unfinished only when the gateway dropped the connection.
      res.on('close', () => {
        if (!res.writableFinished) aborted.push(req.url ?? '');
      });
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        answer(req, res);
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: serviceUrl, order: serviceUrl, user: serviceUrl },
        shellDir: path.join(tmp, 'shell'),
        remotesDir: path.join(tmp, 'remotes'),
        manifestFile: path.join(tmp, 'manifest.json'),
        proxyTimeoutMs: 1500,
      }),
    );
  });

  beforeEach(() => {
    seen.length = 0;
    aborted.length = 0;
    answer = plainAnswer;
  });

  afterAll(async () => {
    await gateway?.close();
    service?.closeAllConnections();
    await new Promise((resolve) => service?.close(resolve));
    rmSync(tmp, { recursive: true, force: true });
  });

  /** A raw HTTP/1.1 request (fetch would add and drop headers of its own). */
  const send = (method: string, target: string, headers: Record<string, string>, body = '') =>
    wireRequest(gateway.url, target, { method, headers }, (req) => req.end(body));

  test('the request reaches the service as sent, less hop-by-hop headers, with X-Forwarded-*', async () => {
    const body = JSON.stringify({ itemId: 'q1', optionId: 'o2', note: 'é✓' });
    await send(
      'POST',
      '/api/exam/session/answer?lang=en&x=%2F',
      {
        host: 'iq.example:8443',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-custom': 'kept',
        'x-drop-me': 'named in Connection',
        connection: 'keep-alive, x-drop-me',
        'keep-alive': 'timeout=5',
        'x-forwarded-for': '203.0.113.9', // a client's own claim: not believed (no trusted proxy)
      },
      body,
    );
    expect(seen).toHaveLength(1);
    const request = seen[0] as Seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/exam/session/answer?lang=en&x=%2F');
    expect(request.body).toBe(body);
    expect(request.headers['x-custom']).toBe('kept');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.host).toBe('iq.example:8443');
    expect(request.headers['x-drop-me']).toBeUndefined();
    expect(request.headers['keep-alive']).toBeUndefined();
    expect(request.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(request.headers['x-forwarded-port']).toBe('8443');
    expect(request.headers['x-forwarded-proto']).toBe('http');
    expect(request.headers['x-forwarded-host']).toBe('iq.example:8443');
  });

  test("the service's answer comes back as given, with no-store by default and its CSP's frame rule", async () => {
    const res = await send('GET', '/api/exam/category/list', {});
    expect([res.status, res.message]).toEqual([201, 'Made Here']);
    expect(res.text).toBe('{"result":0,"message":"ok","data":1}');
    expect(res.headers['x-service-note']).toBe('kept');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['keep-alive']).not.toBe('timeout=99');

    answer = (_req, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=60' });
      response.end('{"result":0}');
    };
    const own = await send('GET', '/api/exam/category/list', {});
    expect(own.headers['cache-control']).toBe('private, max-age=60');
  });

  test('a service that does not answer in time: 502 envelope', async () => {
    answer = () => undefined; // never answers
    const started = Date.now();
    const res = await send('GET', '/api/exam/category/list', {});
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toEqual({ result: 502, message: 'The exam service is unavailable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  test('a client that goes away: the request to the service is dropped too', async () => {
    answer = () => undefined; // holds the request open
    const { hostname, port } = new URL(gateway.url);
    // A path of its own: the timeout test's dropped request may be reported after it ended.
    const req = http.request({ hostname, port, method: 'GET', path: '/api/exam/session/state?gone=1' });
    req.on('error', () => undefined);
    req.end();
    for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(seen).toHaveLength(1);
    req.destroy();
    const dropped = () => aborted.includes('/exam/session/state?gone=1');
    for (let i = 0; i < 50 && !dropped(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(dropped()).toBe(true);
  });

  test("a client that goes away while the answer streams: the service's answer is dropped too", async () => {
    answer = (_req, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"result":0,"data":['); // and never the rest
    };
    const { hostname, port } = new URL(gateway.url);
    const req = http.request({ hostname, port, method: 'GET', path: '/api/exam/session/state?midway=1' });
    req.on('error', () => undefined);
    const head = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    req.end();
    const res = await head;
    res.on('error', () => undefined);
    expect(res.statusCode).toBe(200);
    req.destroy();
    const dropped = () => aborted.includes('/exam/session/state?midway=1');
    for (let i = 0; i < 50 && !dropped(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(dropped()).toBe(true);
  });
});
