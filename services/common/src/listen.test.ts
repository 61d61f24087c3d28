// listen() serves requests as node:http makes them: no prototype of node:http's or of Express is
// rewritten (issue 39), whether it serves an Express app or a plain listener in front of one.
import http from 'node:http';
import express from 'express';
import { createHttpLogger, requestLog } from './http-logger';
import { createLogger } from './logger';
import { listen } from './run-service';
import type { FrontedApp } from './plain-http';

const ownKeys = (object: object) => Reflect.ownKeys(object).map(String).sort();

test("node:http's prototypes are as Node made them (no `log` getter on the request's)", () => {
  expect(Object.getOwnPropertyDescriptor(http.IncomingMessage.prototype, 'log')).toBeUndefined();
});

test("an Express app gets node:http's own objects from the server and works as before", async () => {
  const app = express();
  const requestKeys = ownKeys(app.request);
  const responseKeys = ownKeys(app.response);
  const logger = createLogger('test', { level: 'silent' });
  app.use(createHttpLogger(logger));
  app.get('/hello', (req, res) => {
    res.set('X-Logged', String(requestLog(req) !== undefined));
    res.set('X-Seen', req.get('x-probe') ?? 'none').json({ path: req.path, query: req.query });
  });
  const running = await listen(app, 0);
  const seen: boolean[] = [];
  running.server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.push(
      Object.getPrototypeOf(req) === http.IncomingMessage.prototype &&
        Object.getPrototypeOf(res) === http.ServerResponse.prototype,
    );
  });
  try {
    const answer = await fetch(`${running.url}/hello?a=1`, { headers: { 'X-Probe': 'yes' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(answer.headers.get('x-logged')).toBe('true');
    expect(await answer.json()).toEqual({ path: '/hello', query: { a: '1' } });
    expect(seen).toEqual([true]);
    // Express's own prototypes stay as Express made them.
    expect(ownKeys(app.request)).toEqual(requestKeys);
    expect(ownKeys(app.response)).toEqual(responseKeys);
  } finally {
    await running.close();
  }
});

test('a plain listener in front of an Express app: its requests stay plain, the others reach the app', async () => {
  const app = express();
  app.get('/inner', (_req, res) => void res.json({ from: 'express' }));
  const kinds: string[] = [];
  const front = Object.assign(
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url !== '/front') return app(req, res);
      kinds.push(Object.getPrototypeOf(req) === http.IncomingMessage.prototype ? 'plain' : 'other');
      res.end('front');
    },
    { expressApp: app },
  ) satisfies FrontedApp;
  const running = await listen(front, 0);
  try {
    expect(await (await fetch(`${running.url}/front`)).text()).toBe('front');
    expect(await (await fetch(`${running.url}/inner`)).json()).toEqual({ from: 'express' });
    expect(kinds).toEqual(['plain']);
  } finally {
    await running.close();
  }
});
