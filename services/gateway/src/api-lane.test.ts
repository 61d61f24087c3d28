// The API calls' lane in front of the Express app (api-front.ts; issue 15 load, issue 39 without
// patched internals). A call whose target is absolute-form (`GET http://host/api/…`, which
// HTTP/1.1 servers must accept) is left to the app, so each case is sent both ways and the two
// answers must be the same: the lane adds no behaviour of its own and drops none of the app's.
// Which way a request went shows in its answer object: Express gives the ones it handles its own
// prototype (app.response), the lane leaves node:http's as they are.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { FrontedApp, PlainErrorHandler, PlainHandler, RunningServer } from '@iq/service-common';
import { startServer, wireRequest, type WireAnswer } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';
import { runHandlers, underMount } from './entry-points/http/api-front';

/** One request as sent on the wire: `target` is the request line's, origin- or absolute-form. */
const send = (
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  wireRequest(base, target, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (req) =>
    req.end(init.body),
  );

// Per request, whatever the path: when it was answered, the logid, the connection's own.
const VARYING = new Set(['date', 'logid', 'connection', 'keep-alive']);
const comparable = ({ status, headers, text }: WireAnswer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name))),
  body: text.replace(/"logid":"[^"]*"/g, '"logid":"…"'),
});

describe('the API lane answers as the router does', () => {
  let dir: string;
  let service: RunningServer;
  let gateway: RunningServer;
  let app: FrontedApp;
  /** Per answer: its target's form and 'lane' (node:http's own objects) or 'app' (Express's prototypes). */
  const ways: string[] = [];
  const wayOf = (req: IncomingMessage, res: ServerResponse) => {
    const plain =
      Object.getPrototypeOf(req) === http.IncomingMessage.prototype &&
      Object.getPrototypeOf(res) === http.ServerResponse.prototype;
    const express5 =
      Object.getPrototypeOf(req) === app.expressApp.request &&
      Object.getPrototypeOf(res) === app.expressApp.response;
    return plain ? 'lane' : express5 ? 'app' : 'mixed';
  };

  beforeAll(async () => {
    const stub = express();
    stub.use(express.json());
    stub.get('/exam/category/list', (req, res) => {
      res.setHeader('Cache-Control', 'private, max-age=5');
      // The path and query, not req.url: the router passes an absolute-form target on as it came.
      const { path, query } = req;
      res.json({ code: 0, data: { path, query, forwardedFor: req.get('x-forwarded-for') ?? null } });
    });
    stub.post('/exam/session/answer', (req, res) => void res.json({ code: 0, data: req.body as unknown }));
    stub.get('/exam/big', (_req, res) => void res.json({ code: 0, data: 'x'.repeat(5000) }));
    service = await startServer(stub);
    dir = mkdtempSync(path.join(os.tmpdir(), 'api-lane-'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ remotes: {} }));
    app = createGatewayApp({
      serviceUrls: { exam: service.url, order: 'http://127.0.0.1:9', user: service.url },
      shellDir: path.join(dir, 'shell'),
      remotesDir: path.join(dir, 'remotes'),
      manifestFile: path.join(dir, 'manifest.json'),
    });
    gateway = await startServer(app);
    // Looked at once the answer is done (Express changes the objects' prototypes as it starts).
    gateway.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const form = req.url?.startsWith('/') ? 'origin-form' : 'absolute-form';
      res.once('close', () => ways.push(`${form} ${wayOf(req, res)}`));
    });
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const json = { 'content-type': 'application/json' };
  const cases: [string, string, Parameters<typeof send>[2]][] = [
    ['a read, its query and the service headers', '/api/exam/category/list?hl=en', {}],
    ['the mount in another case', '/API/exam/category/list', {}],
    ['a write with its body', '/api/exam/session/answer', { method: 'POST', headers: json, body: '{"a":1}' }],
    ['an answer compressed on the way', '/api/exam/big', { headers: { 'accept-encoding': 'gzip' } }],
    ['no service under the path', '/api/nothing/here', {}],
    ['the mount alone', '/api', {}],
    ['the mount with a query', '/api?x=1', {}],
    ['a refused instance (502)', '/api/order/sku/list', {}],
    [
      'a body past 1 MB (413)',
      '/api/exam/session/answer',
      { method: 'POST', headers: { ...json, 'content-length': String(2 * 1024 * 1024) } },
    ],
    [
      "another site's cookie-carrying write (403)",
      '/api/exam/session/answer',
      {
        method: 'POST',
        headers: { ...json, cookie: 'a=b', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      },
    ],
    ['OPTIONS, answered by the service', '/api/exam/category/list', { method: 'OPTIONS' }],
    ['a forged X-Forwarded-For', '/api/exam/category/list', { headers: { 'x-forwarded-for': '6.6.6.6' } }],
  ];

  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  test.each(cases)('%s', async (_name, target, init) => {
    ways.length = 0;
    const viaLane = await send(gateway.url, target, init);
    const viaRouter = await send(gateway.url, `${gateway.url}${target}`, init);
    await settled();
    // node:http's objects untouched on the lane
    expect(ways.sort()).toEqual(['absolute-form app', 'origin-form lane']);
    expect(comparable(viaLane)).toEqual(comparable(viaRouter));
    expect(viaLane.status).toBeGreaterThanOrEqual(200);
  });

  test('every other request goes to the Express app', async () => {
    ways.length = 0;
    expect((await send(gateway.url, '/apis/exam')).status).toBe(404);
    expect((await send(gateway.url, '/mf/manifest')).status).toBe(200);
    expect((await send(gateway.url, '/healthz')).status).toBeGreaterThanOrEqual(200);
    await settled();
    expect(ways).toEqual(['origin-form app', 'origin-form app', 'origin-form app']);
  });
});

test('underMount: origin-form targets at or below the mount, in any case', () => {
  for (const url of ['/api', '/API', '/api/', '/Api/exam/x', '/api?x=1'])
    expect([url, underMount(url, '/api')]).toEqual([url, true]);
  for (const url of ['/apis', '/ap', '/', 'http://host/api/x', '*', '/x/api'])
    expect([url, underMount(url, '/api')]).toEqual([url, false]);
});

describe('runHandlers', () => {
  const outcome = (handlers: Parameters<typeof runHandlers>[0]) =>
    new Promise<{ seen: string[]; error?: unknown }>((resolve) => {
      const seen: string[] = [];
      const onError: PlainErrorHandler = (err) => resolve({ seen, error: err });
      const req = { url: '/x', socket: { destroy: () => undefined } } as unknown as IncomingMessage;
      const res = { seen } as unknown as ServerResponse;
      runHandlers(handlers, onError)(req, res);
      setTimeout(() => resolve({ seen }), 50);
    });

  test('runs the handlers in order while each calls next, and stops where one answers', async () => {
    const result = await outcome([
      (_req, res, next) => ((res as unknown as { seen: string[] }).seen.push('a'), next()),
      (_req, res) => void (res as unknown as { seen: string[] }).seen.push('b'),
      (_req, res) => void (res as unknown as { seen: string[] }).seen.push('c'),
    ]);
    expect(result).toEqual({ seen: ['a', 'b'] });
  });

  test('an error passed on, thrown or rejected goes to the error handler, and nothing after it runs', async () => {
    const boom = new Error('boom');
    const after: PlainHandler = (_req, res) => void (res as unknown as { seen: string[] }).seen.push('after');
    expect(await outcome([(_req, _res, next) => next(boom), after])).toEqual({ seen: [], error: boom });
    expect(
      await outcome([
        () => {
          throw boom;
        },
        after,
      ]),
    ).toEqual({ seen: [], error: boom });
    expect(await outcome([() => Promise.reject(boom) as never, after])).toEqual({ seen: [], error: boom });
  });

  test('past the last handler, a 404 as the app would give', async () => {
    const result = await outcome([(_req, _res, next) => next()]);
    expect(result.error).toMatchObject({ status: 404 });
  });
});
