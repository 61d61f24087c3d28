// Issue 15 at the gateway, against stub services: OPTIONS, two Host headers, malformed requests,
// Cache-Control on /api answers, X-Frame-Options matching the CSP, and the body streamed upstream
// with the 1 MB cap enforced while it streams.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createServiceApp, ok, type RunningServer } from '@iq/service-common';
import { startServer, wireRequest } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';
import { MAX_BODY_BYTES } from './entry-points/http/api-proxy';

jest.setTimeout(20_000);

/** What the stub exam service saw of each POST /exam/session/start: bytes, and how it ended. */
interface Upload {
  bytes: number;
  ended: 'complete' | 'aborted' | 'open';
}
const uploads: Upload[] = [];
let onUploadBytes: (() => void) | undefined;

function examStub() {
  const routes = express.Router();
  routes.get('/exam/category/list', (_req, res) => ok(res, ['plain JSON, no cache header']));
  routes.get('/exam/info/1', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    ok(res, 'static content');
  });
  routes.get('/exam/question/framable', (_req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
    res.type('html').send('<p>framable by our origin</p>');
  });
  // Reads the body itself (streamed, uncapped) so the test sees exactly what the gateway forwards.
  const raw = express.Router().post('/exam/session/start', (req, res) => {
    const upload: Upload = { bytes: 0, ended: 'open' };
    uploads.push(upload);
    req.on('data', (c: Buffer) => {
      upload.bytes += c.length;
      onUploadBytes?.();
    });
    req.on('end', () => {
      upload.ended = 'complete';
      ok(res, { received: upload.bytes });
    });
    req.on('aborted', () => (upload.ended = 'aborted'));
    req.on('close', () => {
      if (upload.ended === 'open') upload.ended = 'aborted';
    });
  });
  return createServiceApp({ name: 'exam', routes, rawBodyRoutes: raw });
}

/** Raw bytes, read until the server closes (fetch and http.request refuse to send such requests). */
function raw(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('latin1').on('data', (c: string) => (text += c));
    socket.on('error', reject).on('close', () => resolve(text));
    socket.end(bytes, 'latin1');
  });
}

const statusOf = (text: string) => Number(text.split(' ')[1]);
const bodyOf = (text: string): unknown => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('gateway hardening (issue 15)', () => {
  let tmp: string;
  let exam: RunningServer;
  let gateway: RunningServer;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-hardening-'));
    const shellDir = path.join(tmp, 'shell');
    mkdirSync(shellDir);
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    const manifestFile = path.join(tmp, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ remotes: {} }));
    exam = await startServer(examStub());
    gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: exam.url, order: 'http://127.0.0.1:9', user: 'http://127.0.0.1:9' },
        shellDir,
        remotesDir: path.join(tmp, 'remotes'),
        manifestFile,
      }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await exam?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(() => {
    uploads.length = 0;
    onUploadBytes = undefined;
  });

  test("OPTIONS: the gateway's own paths → 405 envelope, Allow: GET, HEAD; /api → the service's 405", async () => {
    for (const p of ['/', '/paying/check/web-1', '/healthz', '/nope.js', '/admin']) {
      const res = await fetch(`${gateway.url}${p}`, { method: 'OPTIONS' });
      expect([p, res.status, res.headers.get('allow')]).toEqual([p, 405, 'GET, HEAD']);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ result: 405 });
    }
    const api = await fetch(`${gateway.url}/api/exam/category/list`, { method: 'OPTIONS' });
    expect(api.status).toBe(405);
    expect(api.headers.get('allow')).toBe('GET, HEAD');
    expect(await api.json()).toMatchObject({ result: 405 });
    const unknown = await fetch(`${gateway.url}/api/exam/category/nope`, { method: 'OPTIONS' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ result: 404 });
  });

  test('two Host headers → 400 envelope; malformed requests → the envelope, Connection: close', async () => {
    const twice = await raw(
      gateway.url,
      'GET /api/exam/category/list HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
    );
    expect(statusOf(twice)).toBe(400);
    expect(bodyOf(twice)).toEqual({ result: 400, message: 'Bad Request: more than one Host header' });
    const big = await raw(
      gateway.url,
      `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`,
    );
    expect(statusOf(big)).toBe(431);
    expect(big).toContain('\r\nConnection: close\r\n');
    expect(bodyOf(big)).toMatchObject({ result: 431 });
    const nul = await raw(gateway.url, 'GET / HTTP/1.1\r\nHost: a\r\nX-A: a\u0000b\r\n\r\n');
    expect(statusOf(nul)).toBe(400);
    expect(bodyOf(nul)).toMatchObject({ result: 400 });
  });

  test('/api answers are Cache-Control: no-store unless the service set its own', async () => {
    const json = await fetch(`${gateway.url}/api/exam/category/list`);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const own = await fetch(`${gateway.url}/api/exam/info/1`);
    expect(own.headers.get('cache-control')).toBe('public, max-age=60');
    const missing = await fetch(`${gateway.url}/api/nope/x`); // the gateway's own 404 envelope
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  test("X-Frame-Options says what the CSP says: DENY, SAMEORIGIN only for frame-ancestors 'self'", async () => {
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const json = await fetch(`${gateway.url}/api/exam/category/list`);
    expect(json.headers.get('x-frame-options')).toBe('DENY'); // the service's helmet said SAMEORIGIN
    const framable = await fetch(`${gateway.url}/api/exam/question/framable`);
    expect(framable.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('a body streams upstream as it comes (the service reads it before the client has finished)', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const res = await wireRequest(
      gateway.url,
      '/api/exam/session/start',
      {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      },
      (req) => {
        req.write(chunk);
        // The rest only once the service has bytes: a gateway that buffers would wait for ever.
        onUploadBytes = () => {
          onUploadBytes = undefined;
          req.end(chunk);
        };
      },
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ data: { received: 2 * chunk.length } });
    expect(uploads).toEqual([{ bytes: 2 * chunk.length, ended: 'complete' }]);
  });

  test('a body of exactly 1 MB is forwarded', async () => {
    const body = Buffer.alloc(MAX_BODY_BYTES, 'x');
    const res = await wireRequest(gateway.url, '/api/exam/session/start', { method: 'POST' }, (req) =>
      req.end(body),
    );
    expect(res.status).toBe(200);
    expect(uploads).toEqual([{ bytes: MAX_BODY_BYTES, ended: 'complete' }]);
  });

  test('a Content-Length above 1 MB → 413 envelope, nothing forwarded', async () => {
    const res = await wireRequest(
      gateway.url,
      '/api/exam/session/start',
      { method: 'POST', headers: { 'content-length': String(MAX_BODY_BYTES + 1) } },
      (req) => {
        req.on('error', () => undefined); // the gateway may close before the body is sent
        req.write('x');
      },
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.text)).toEqual({ result: 413, message: 'Request body too large (limit 1 MB)' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uploads).toEqual([]);
  });

  test('a chunked body passing 1 MB → 413 envelope; the service got at most 1 MB and its request was aborted', async () => {
    const chunk = Buffer.alloc(64 * 1024 + 7, 'x'); // not a divisor of 1 MB: one chunk straddles it
    const res = await wireRequest(
      gateway.url,
      '/api/exam/session/start',
      { method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
      (req) => {
        let sent = 0;
        const pump = () => {
          while (sent < 40) {
            sent += 1;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.on('error', () => undefined); // the gateway closes early; the answer is what counts
        pump();
      },
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ result: 413, message: 'Request body too large (limit 1 MB)' });
    await waitFor(() => uploads[0]?.ended === 'aborted');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });
});

// Issue 37: any Host was accepted, and with PUBLIC_URL set an Origin equal to the Host passed the
// cross-site check (a rebinding page names its own host in both).
describe('Host allow-list from PUBLIC_URL', () => {
  let exam: RunningServer;
  let gateway: RunningServer;

  beforeAll(async () => {
    exam = await startServer(examStub());
    gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: exam.url, order: 'http://127.0.0.1:9', user: 'http://127.0.0.1:9' },
        shellDir: '/nonexistent',
        remotesDir: '/nonexistent',
        manifestFile: '/nonexistent/manifest.json',
        ownOrigins: ['https://iq.example'],
      }),
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await exam?.close();
  });
  beforeEach(() => {
    uploads.length = 0;
  });

  /** A GET naming `host` (http.request keeps a Host header it is given); status and parsed body. */
  const get = (host: string, path = '/api/exam/category/list') =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const req = http.request(`${gateway.url}${path}`, { headers: { Host: host }, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }),
        );
      });
      req.on('error', reject).end();
    });

  test('another Host gets 421 in the envelope; the site, loopback and the health probe are answered', async () => {
    const refused = await get('rebound.evil.example');
    expect(refused.status).toBe(421);
    expect(refused.body).toMatchObject({ result: 421, message: expect.stringMatching(/Misdirected/) });
    expect((await get('iq.example')).status).toBe(200);
    expect((await get('IQ.example:80')).status).toBe(200); // the default port of the request's scheme
    expect((await get('iq.example:8443')).status).toBe(421);
    expect((await get('127.0.0.1:8080')).status).toBe(200);
    expect((await get('10.0.0.7:8080', '/healthz')).status).not.toBe(421);
  });

  test('a cookie-carrying write whose Origin equals a foreign Host is refused, nothing forwarded', async () => {
    const body = '{}';
    const answer = await raw(
      gateway.url,
      `POST /api/exam/session/start HTTP/1.1\r\nHost: rebound.evil.example\r\nOrigin: http://rebound.evil.example\r\n` +
        `Cookie: iq_session=x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect([403, 421]).toContain(statusOf(answer));
    expect(uploads).toHaveLength(0);
  });
});
