// The gateway's identity header (issue 11): what a service receives is only ever the gateway's
// own signed identity of the session cookie, resolved on every call. The services behind the
// gateway are small HTTP servers at its edge that record what reached them; the user service's
// POST /internal/session/resolve is one of them (it knows the sessions of this test).
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IDENTITY_HEADER, SESSION_COOKIE, type Identity } from '@iq/contracts';
import {
  DEV_INTERNAL_TOKEN,
  identityKey,
  signIdentity,
  verifyIdentity,
  type RunningServer,
  type ServiceName,
} from '@iq/service-common';
import { request, startServer } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';

const TOKEN = 'internal-token-of-the-gateway-identity-test-0123456789';
const KEY = identityKey(TOKEN);
const ADA: Identity = { sessionId: 'sess-ada', userId: 7, email: 'ada@example.com' };
const GRACE: Identity = { sessionId: 'sess-grace', userId: 8, email: 'grace@example.com' };
const SET_COOKIES = [
  `${SESSION_COOKIE}=new-token_abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
  'IQ-other=1; Path=/; Secure',
];

interface Hit {
  service: ServiceName;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A service at the gateway's edge: records every request, answers a success envelope. */
async function edgeService(
  service: ServiceName,
  hits: Hit[],
  extra?: (
    url: string,
    body: string,
    headers: IncomingHttpHeaders,
  ) => { status: number; body: unknown } | null,
) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      hits.push({ service, method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const special = extra?.(req.url ?? '', body, req.headers);
      if (special) {
        res
          .writeHead(special.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(special.body));
        return;
      }
      if (req.url === '/user/login') res.setHeader('Set-Cookie', SET_COOKIES);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":200,"data":{}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw request: fetch would normalise `..` away before it ever reached the gateway. */
function rawRequest(url: string, rawPath: string, method = 'GET') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = httpRequest({ hostname, port, path: rawPath, method }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway: the session identity header', () => {
  const hits: Hit[] = [];
  /** The user service's live sessions: cookie token → identity (a logout deletes one). */
  const sessions = new Map<string, Identity>([
    ['ada-token', ADA],
    ['grace-token', GRACE],
  ]);
  let userAnswers: 'normal' | 'broken' = 'normal';
  const edges: { close(): Promise<void> }[] = [];
  let gateway: RunningServer;
  let gatewayWithoutUser: RunningServer;
  let tmp: string;

  const resolves = () => hits.filter((h) => h.url === '/internal/session/resolve');
  const upstream = () => hits.filter((h) => h.url !== '/internal/session/resolve');

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-identity-'));
    writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(tmp, 'manifest.json'), '{"remotes":{}}');
    const exam = await edgeService('exam', hits);
    const order = await edgeService('order', hits);
    const user = await edgeService('user', hits, (url, body, headers) => {
      if (url !== '/internal/session/resolve') return null;
      if (userAnswers === 'broken') return { status: 500, body: { result: 500, message: 'Internal error' } };
      if (headers['internal-token'] !== TOKEN)
        return { status: 404, body: { result: 404, message: 'Not Found' } };
      const identity = sessions.get((JSON.parse(body) as { token: string }).token);
      return identity
        ? { status: 200, body: { result: 200, data: identity } }
        : { status: 404, body: { result: 404, message: 'Session not found' } };
    });
    edges.push(exam, order, user);
    const common = {
      shellDir: tmp,
      remotesDir: path.join(tmp, 'remotes'),
      manifestFile: path.join(tmp, 'manifest.json'),
      internalToken: TOKEN,
    };
    gateway = await startServer(
      createGatewayApp({ ...common, serviceUrls: { exam: exam.url, order: order.url, user: user.url } }),
    );
    // The same with the user service gone: an address nobody listens on any more.
    const gone = await edgeService('user', []);
    await gone.close();
    gatewayWithoutUser = await startServer(
      createGatewayApp({ ...common, serviceUrls: { exam: exam.url, order: order.url, user: gone.url } }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await gatewayWithoutUser?.close();
    for (const edge of edges) await edge.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  beforeEach(() => {
    hits.length = 0;
    userAnswers = 'normal';
  });

  const call = (p: string, headers: Record<string, string> = {}, base = gateway.url) =>
    request(`${base}${p}`, { headers });
  /** The identity header the one upstream call received. */
  const received = () => {
    const calls = upstream();
    expect(calls).toHaveLength(1);
    return calls[0]!.headers[IDENTITY_HEADER.toLowerCase()] as string | undefined;
  };

  test('an identity header from outside never reaches a service', async () => {
    const forged = [
      signIdentity(ADA, KEY), // even one correctly signed (a replayed or leaked header)
      signIdentity(ADA, identityKey(DEV_INTERNAL_TOKEN)),
      'eyJ1c2VySWQiOjF9.bm90LWEtbWFj',
    ];
    for (const p of ['/api/user/get', '/api/exam/category/list', '/api/exam/order/info/1']) {
      for (const header of forged) {
        hits.length = 0;
        expect((await call(p, { [IDENTITY_HEADER]: header })).status).toBe(200);
        expect(received()).toBeUndefined();
      }
    }
    // Any spelling of the name, several copies: all dropped.
    hits.length = 0;
    await call('/api/user/get', { 'x-iq-identity': forged[0]!, 'X-Iq-IDENTITY': forged[1]! });
    expect(received()).toBeUndefined();
    expect(resolves()).toHaveLength(0); // no cookie: the user service is not asked
  });

  test("a live session's cookie: every service gets the gateway's signed identity, which verifies", async () => {
    for (const [p, service] of [
      ['/api/user/get', 'user'],
      ['/api/exam/category/list', 'exam'],
      ['/api/pay/pay/order/create', 'order'],
    ] as const) {
      hits.length = 0;
      const res = await call(p, { cookie: `theme=dark; ${SESSION_COOKIE}=ada-token; other=x` });
      expect(res.status).toBe(200);
      expect(upstream()[0]!.service).toBe(service);
      const header = received();
      expect(verifyIdentity(header, KEY)).toEqual(ADA);
      // Signed with the key of THIS internal token only.
      expect(verifyIdentity(header, identityKey(DEV_INTERNAL_TOKEN))).toBeNull();
      // The resolve call carried the internal token and the cookie's token, nothing else.
      expect(resolves()).toHaveLength(1);
      expect(resolves()[0]!.headers['internal-token']).toBe(TOKEN);
      expect(resolves()[0]!.headers.cookie).toBeUndefined();
    }
  });

  test("a forged header beside a real cookie is replaced by the cookie's identity; uid changes nothing", async () => {
    await call('/api/user/get', {
      cookie: `${SESSION_COOKIE}=ada-token`,
      [IDENTITY_HEADER]: signIdentity(GRACE, KEY),
      uid: String(GRACE.userId),
    });
    expect(verifyIdentity(received(), KEY)).toEqual(ADA);
    // The spec's uid header passes unchanged (informational).
    expect(upstream()[0]!.headers.uid).toBe(String(GRACE.userId));
  });

  test('an unknown, empty or oversized session cookie: no identity', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=no-such-token`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=${'a'.repeat(301)}`,
      `not-${SESSION_COOKIE}=ada-token`,
      `${SESSION_COOKIE}x=ada-token`,
    ]) {
      hits.length = 0;
      expect((await call('/api/user/get', { cookie })).status).toBe(200);
      expect(received()).toBeUndefined();
    }
  });

  test('nothing cached: a logout counts from the next call', async () => {
    sessions.set('short-lived', GRACE);
    const cookie = { cookie: `${SESSION_COOKIE}=short-lived` };
    await call('/api/user/get', cookie);
    expect(verifyIdentity(received(), KEY)).toEqual(GRACE);
    sessions.delete('short-lived'); // the user service ended it
    hits.length = 0;
    await call('/api/user/get', cookie);
    expect(received()).toBeUndefined();
    expect(resolves()).toHaveLength(1); // asked again, not remembered
  });

  test('a user service that is down or broken: the call goes on without identity', async () => {
    const cookie = { cookie: `${SESSION_COOKIE}=ada-token`, [IDENTITY_HEADER]: signIdentity(ADA, KEY) };
    const res = await call('/api/exam/category/list', cookie, gatewayWithoutUser.url);
    expect(res).toMatchObject({ status: 200, body: { result: 200 } });
    expect(received()).toBeUndefined();

    hits.length = 0;
    userAnswers = 'broken';
    expect((await call('/api/pay/pay/order/create', cookie)).status).toBe(200);
    expect(received()).toBeUndefined();
  });

  test("the user service's Set-Cookie headers reach the browser unchanged", async () => {
    const res = await fetch(`${gateway.url}/api/user/login`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(SET_COOKIES);
  });

  test('/internal/* is never routed to a service, whatever the spelling', async () => {
    for (const [p, method] of [
      ['/api/internal/session/resolve', 'POST'],
      ['/api/internal/orders?email=ada%40example.com', 'GET'],
      ['/api/internal/mail', 'POST'],
      ['/api/INTERNAL/session/resolve', 'POST'],
      ['/api/user/../internal/session/resolve', 'POST'],
      ['/api/user/%2e%2e/internal/session/resolve', 'POST'],
      ['/api/user/..%2finternal/session/resolve', 'POST'],
      ['/api/pay/%2e%2e/%2e%2e/internal/orders', 'GET'],
      ['/internal/session/resolve', 'POST'],
      ['/internal/orders?email=ada%40example.com', 'GET'],
    ] as const) {
      const res = await rawRequest(gateway.url, p, method);
      expect([p, res.status]).toEqual([p, 404]);
    }
    expect(hits).toEqual([]);
  });
});
