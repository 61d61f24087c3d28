// Issue 15: what an outside probe found on every server (the services' app and listen(), which
// the gateway uses too): OPTIONS, malformed requests, two Host headers, slow clients, limits.
import { execFile } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { ok } from './http-errors';
import { listen, type RunningServer } from './run-service';
import { createServiceApp } from './service-app';
import { DEFAULT_SERVER_LIMITS, GATEWAY_CONNECTIONS_PER_CLIENT, serverLimitsFromEnv } from './server-limits';
import { ConfigError } from './config';

jest.setTimeout(15_000);

interface RawAnswer {
  text: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ms from the first byte sent to the server closing the socket. */
  closedAfterMs: number;
}

/** Sends bytes as they are (fetch refuses to send such requests) and reads until the server closes. */
function raw(url: string, bytes: string | Buffer, { end = true } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({
        text,
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body,
        closedAfterMs: Date.now() - started,
      });
    });
    socket.write(bytes);
    if (end) socket.end();
  });
}

const app = () =>
  createServiceApp({
    name: 'probe',
    routes: express.Router().post('/things', (_req, res) => ok(res, 'made')),
  });

describe('the service app and its server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await listen(app(), 0);
  });
  afterAll(() => server.close());

  test('OPTIONS on a known path → 405 envelope with Allow; on an unknown one → 404 envelope', async () => {
    const known = await fetch(`${server.url}/things`, { method: 'OPTIONS' });
    expect(known.status).toBe(405);
    expect(known.headers.get('allow')).toBe('POST');
    expect(known.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await known.json()).toEqual({
      result: 405,
      message: 'Method Not Allowed: OPTIONS (allowed: POST)',
    });
    const health = await fetch(`${server.url}/healthz`, { method: 'OPTIONS' });
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toBe('GET, HEAD');
    const unknown = await fetch(`${server.url}/nope`, { method: 'OPTIONS' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ result: 404 });
    // Other methods are untouched.
    expect((await fetch(`${server.url}/things`, { method: 'POST' })).status).toBe(200);
  });

  test('two Host headers → 400 envelope', async () => {
    const res = await raw(server.url, 'GET /healthz HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ result: 400, message: 'Bad Request: more than one Host header' });
    const one = await raw(
      server.url,
      'GET /healthz HTTP/1.1\r\nHost: a.example\r\nConnection: close\r\n\r\n',
    );
    expect(one.status).toBe(200);
  });

  test.each([
    [
      'duplicate Content-Length',
      'POST /things HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      400,
    ],
    ['a NUL in a header value', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Probe: a\u0000b\r\n\r\n', 400],
    ['a 70 KB header', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`, 431],
    ['garbage', 'NOT HTTP AT ALL\r\n\r\n', 400],
    // Issue 37: a bare 417 and a silent close.
    [
      'an Expect other than 100-continue',
      'POST /things HTTP/1.1\r\nHost: x\r\nExpect: 999-nope\r\nContent-Length: 2\r\n\r\n',
      417,
    ],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  ])('%s → envelope, Connection: close', async (_name, bytes, status) => {
    const res = await raw(server.url, Buffer.from(bytes, 'latin1'));
    expect(res.status).toBe(status);
    expect(res.headers['connection']).toBe('close');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toMatchObject({ result: status });
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  test('the limits are set on the server', () => {
    const s = server.server;
    expect(s.keepAliveTimeout).toBe(65_000);
    expect(s.headersTimeout).toBe(DEFAULT_SERVER_LIMITS.headersTimeoutMs);
    expect(s.requestTimeout).toBe(DEFAULT_SERVER_LIMITS.requestTimeoutMs);
    expect(s.maxHeadersCount).toBe(DEFAULT_SERVER_LIMITS.maxHeadersCount);
    expect(s.maxConnections).toBe(1000);
  });
});

test('a client that sends half a request head and stalls is answered 408 and closed within the header timeout', async () => {
  const server = await listen(app(), 0, '127.0.0.1', {
    headersTimeoutMs: 300,
    requestTimeoutMs: 1000,
    connectionsCheckingIntervalMs: 50,
  });
  try {
    const res = await raw(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: a', { end: false });
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ result: 408, message: 'Request Timeout' });
    expect(res.closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(res.closedAfterMs).toBeLessThan(1500);
  } finally {
    await server.close();
  }
});

test('connections past maxConnections are closed at once', async () => {
  const server = await listen(app(), 0, '127.0.0.1', { maxConnections: 1 });
  const { port } = new URL(server.url);
  const first = net.connect(Number(port), '127.0.0.1');
  try {
    await new Promise((resolve) => first.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await raw(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(second.text).toBe(''); // dropped without an answer
  } finally {
    first.destroy();
    await server.close();
  }
});

test('MAX_CONNECTIONS sets the cap; anything but a positive integer stops the start', () => {
  expect(serverLimitsFromEnv({}).maxConnections).toBe(1000);
  expect(serverLimitsFromEnv({ MAX_CONNECTIONS: '250' })).toEqual({
    ...DEFAULT_SERVER_LIMITS,
    maxConnections: 250,
  });
  for (const bad of ['0', '-1', '1.5', 'many'])
    expect(() => serverLimitsFromEnv({ MAX_CONNECTIONS: bad })).toThrow(ConfigError);
});

// Issue 37 (3): 1 100 sockets from one address, each with half a request, took the server's whole
// connection cap; another client's requests failed 5 of 5. The flood comes from a child process
// (its own CPU, as another machine's would be) that reopens every socket the server closes a
// second later: it holds its sockets, as the probe did (a connection-rate flood is the firewall's).
const FLOOD_SECONDS = Number(process.env.CONNECTION_FLOOD_SECONDS ?? 8);

function holdHalfRequests(port: number, from: string, sockets: number, seconds: number) {
  const script = `
    const net = require('node:net');
    const [port, from, sockets, seconds] = process.argv.slice(1).map((v, i) => (i === 1 ? v : Number(v)));
    const until = Date.now() + seconds * 1000;
    let opened = 0, dropped = 0;
    const open = () => {
      if (Date.now() > until) return;
      opened += 1;
      const s = net.connect({ port, host: '127.0.0.1', localAddress: from });
      s.on('connect', () => s.write('GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: a'));
      s.on('error', () => {});
      s.on('close', () => { dropped += 1; setTimeout(open, 1000); });
    };
    for (let i = 0; i < sockets; i += 1) open();
    setTimeout(() => { process.stdout.write(JSON.stringify({ opened, dropped })); process.exit(0); }, seconds * 1000 + 200);`;
  return new Promise<{ opened: number; dropped: number }>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script, String(port), from, String(sockets), String(seconds)],
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout) as { opened: number; dropped: number }),
    );
  });
}

/** One GET on a connection of its own from `from`: its status (0 when dropped) and time. */
function getFrom(port: number, from: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { port, host: '127.0.0.1', path: '/healthz', localAddress: from, agent: false },
      (res) => {
        res
          .resume()
          .on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

test(`one address holding 1 100 half-sent requests for ${FLOOD_SECONDS} s: another client gets every answer, p99 < 200 ms or 5 × its idle p99`, async () => {
  // As the gateway serves: no proxy trusted, the shipped per-client cap and timeouts.
  const probe = app().set('trust proxy', false);
  const server = await listen(probe, 0, '127.0.0.1', {
    maxConnectionsPerClient: GATEWAY_CONNECTIONS_PER_CLIENT,
  });
  const port = Number(new URL(server.url).port);
  try {
    // Up to three windows: the other Jest worker shares the 2 cores, and one busy window can
    // break the p99 on its own; every request must be answered in every window. The bound is
    // 200 ms, or five times the other client's p99 without the flood just before, when the
    // machine is that busy (a full npm test run: 60–70 ms idle): the flood must not starve it.
    const p99Of = (answers: { ms: number }[]) => {
      const times = answers.map((a) => a.ms).sort((a, b) => a - b);
      return times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
    };
    const outcomes: { p99: number; bound: number }[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const idle: { status: number; ms: number }[] = [];
      for (const until = performance.now() + 1500; performance.now() < until;) {
        idle.push(await getFrom(port, '127.0.0.59'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const bound = Math.max(200, 5 * p99Of(idle));
      const flooding = holdHalfRequests(port, `127.0.0.${60 + attempt}`, 1100, FLOOD_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the flood is in place
      const answers: { status: number; ms: number }[] = [];
      let done = false;
      void flooding.finally(() => (done = true));
      while (!done) {
        answers.push(await getFrom(port, '127.0.0.59'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const flood = await flooding;
      const p99 = p99Of(answers);
      const answered = answers.filter((a) => a.status === 200).length;
      console.info(
        `connection flood: ${flood.opened} sockets opened from one address (${flood.dropped} closed by the server); ` +
          `another client: ${answered} of ${answers.length} answered, p99 ${p99.toFixed(1)} ms (idle before: p99 ${p99Of(idle).toFixed(1)} ms of ${idle.length}; bound ${bound.toFixed(0)} ms)`,
      );
      expect(answers.length).toBeGreaterThan(20);
      expect(answered).toBe(answers.length);
      outcomes.push({ p99, bound });
      if (p99 < bound) break;
    }
    expect(outcomes.some(({ p99, bound }) => p99 < bound)).toBe(true);
  } finally {
    await server.close();
  }
}, 120_000);
