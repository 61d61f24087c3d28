// listen() makes requests and answers that already have Express's prototypes, so Express's own
// Object.setPrototypeOf on each of them changes nothing (run-service.ts, expressClasses). Read
// before Express runs: a 'request' listener put ahead of the app's.
import http from 'node:http';
import express from 'express';
import { listen, subclassInPlaceOf } from './run-service';

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

describe('subclassInPlaceOf', () => {
  function Base(this: { value?: number }, value: number) {
    this.value = value;
  }

  test("makes instances of the holder's prototype, the base's constructor run on them", () => {
    const holder = {
      proto: Object.create(Base.prototype as object, {
        app: { value: 'the app', enumerable: true },
      }) as object,
    };
    const before = holder.proto;
    const Made = subclassInPlaceOf(
      Base as unknown as new (value: number) => { value: number },
      holder,
      'proto',
    );
    const made = new Made(7);
    expect(Object.getPrototypeOf(made)).toBe(holder.proto);
    expect(made.value).toBe(7);
    expect(made).toBeInstanceOf(Base);
    // The new prototype stands where the old one stood: its properties and its own prototype.
    expect(holder.proto).not.toBe(before);
    expect(Object.getPrototypeOf(holder.proto)).toBe(Base.prototype);
    expect((made as unknown as { app: string }).app).toBe('the app');
  });

  test('takes a class as its base too', () => {
    class Named {
      constructor(readonly name: string) {}
    }
    const holder = { proto: Object.create(Named.prototype) as object };
    const Made = subclassInPlaceOf(Named, holder, 'proto');
    const made = new Made('x');
    expect(Object.getPrototypeOf(made)).toBe(holder.proto);
    expect(made.name).toBe('x');
  });
});
