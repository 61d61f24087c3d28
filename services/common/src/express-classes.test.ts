// listen() makes requests and answers that already have Express's prototypes, so Express's own
// Object.setPrototypeOf on each of them changes nothing (run-service.ts, expressClasses). Read
// before Express runs: a 'request' listener put ahead of the app's.
import http from 'node:http';
import express from 'express';
import { bornWith, listen } from './run-service';

test("a request and its answer reach the app already of Express's prototypes, and work as before", async () => {
  const app = express();
  app.get('/hello', (req, res) => {
    res.set('X-Seen', req.get('x-probe') ?? 'none').json({ path: req.path, query: req.query });
  });
  const server = await listen(app, 0);
  const seen: { request: boolean; response: boolean; node: boolean }[] = [];
  server.server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    seen.push({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
      node: req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
    });
  });
  try {
    const answer = await fetch(`${server.url}/hello?a=1`, { headers: { 'X-Probe': 'yes' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-seen')).toBe('yes');
    expect(await answer.json()).toEqual({ path: '/hello', query: { a: '1' } });
    expect(seen).toEqual([{ request: true, response: true, node: true }]);
  } finally {
    await server.close();
  }
});

describe('bornWith', () => {
  test("makes instances with the given prototype, the base's constructor run on them", () => {
    function Base(this: { value?: number }, value: number) {
      this.value = value;
    }
    const prototype = Object.create(Base.prototype as object) as object;
    const Born = bornWith(Base, prototype) as new (value: number) => { value: number };
    const made = new Born(7);
    expect(Object.getPrototypeOf(made)).toBe(prototype);
    expect(made.value).toBe(7);
  });

  test('gives nothing for a class, which cannot be called without new', () => {
    class Base {}
    expect(bornWith(Base, {})).toBeUndefined();
  });
});
