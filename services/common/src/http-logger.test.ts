import { Writable } from 'node:stream';
import express from 'express';
import { createHttpLogger, requestLog } from './http-logger';
import { createLogger } from './logger';
import { request, startServer } from './testing';
import type { RunningServer } from './run-service';

type Line = Record<string, unknown> & { req?: { method?: string; url?: string }; msg?: string };

const lines: Line[] = [];
/** The response times leaveToOthers was asked about. */
const asked: number[] = [];
let server: RunningServer;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = createLogger('test', { destination });
  const app = express();
  app.use(
    createHttpLogger(logger, {
      responseProps: (res) => ({ served: res.getHeader('x-served') }),
      // Answers marked x-leave are another process's to log, when it would be an info line.
      leaveToOthers: (res, ms) => {
        asked.push(ms);
        return res.getHeader('x-leave') === 'yes';
      },
    }),
  );
  const leave: express.RequestHandler = (_req, res, next) => {
    res.setHeader('x-leave', 'yes');
    next();
  };
  app.get('/left', leave, (_req, res) => void res.json({}));
  app.get('/left-missing', leave, (_req, res) => void res.status(404).json({}));
  app.get('/left-broken', leave, (_req, res) => void res.status(500).json({}));
  app.get('/left-hang', leave, (_req, res) => void res.write('partial'));
  const api = express.Router();
  api.get('/fine', (req, res) => {
    requestLog(req)?.info({ step: 'inside' }, 'handler line');
    res.setHeader('x-served', 'landing=1');
    res.json({ ok: true });
  });
  app.use('/api', api);
  app.get('/missing', (_req, res) => void res.status(404).json({}));
  app.get('/broken', (_req, res) => {
    res.err = new Error('database gone');
    res.status(500).json({});
  });
  app.get('/healthz', (_req, res) => void res.json({}));
  app.get('/hang', (_req, res) => void res.write('partial'));
  server = await startServer(app);
});

afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const lineFor = (url: string, msg?: string) =>
  lines.find((line) => line.req?.url === url && line.res && (!msg || line.msg === msg));

describe('request log line', () => {
  test('one line when the response ends: method, masked URL, logid, status, time; the handler’s own lines carry the request', async () => {
    const token = 'A'.repeat(24);
    const res = await request(`${server.url}/api/fine?x=1&token=${token}`, { headers: { logid: 'kept_1' } });
    expect(res.headers.get('logid')).toBe('kept_1');
    await settle();
    const own = lines.filter((line) => line.logid === 'kept_1');
    // The handler's line and the request's line, nothing else (no line when the request starts).
    expect(own.map((line) => line.msg).sort()).toEqual(['handler line', 'request completed']);
    const line = own.find((l) => l.msg === 'request completed')!;
    expect(line).toMatchObject({
      level: 30,
      service: 'test',
      req: { method: 'GET', url: '/api/fine?x=1&token=%5Bredacted%5D' },
      res: { statusCode: 200 },
      served: 'landing=1',
    });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(token);
    const handler = own.find((l) => l.msg === 'handler line')!;
    // As the request arrived, not as the mounted router saw it.
    expect(handler).toMatchObject({ step: 'inside', req: { method: 'GET', url: line.req?.url } });
  });

  test('a 4xx is a warning, a 5xx an error with its cause; probes are not logged', async () => {
    await request(`${server.url}/missing`);
    await request(`${server.url}/broken`);
    await request(`${server.url}/healthz`);
    await settle();
    expect(lineFor('/missing')).toMatchObject({
      level: 40,
      msg: 'request completed',
      res: { statusCode: 404 },
    });
    expect(lineFor('/broken')).toMatchObject({
      level: 50,
      msg: 'request errored',
      err: { message: 'database gone' },
    });
    expect(lines.some((line) => line.req?.url === '/healthz')).toBe(false);
  });

  test('a client that goes away before the end: "request aborted", once', async () => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}/hang`, { signal: controller.signal });
    expect(res.status).toBe(200);
    controller.abort();
    for (let i = 0; i < 40 && !lineFor('/hang'); i++) await settle();
    expect(lines.filter((line) => line.req?.url === '/hang' && line.res).map((line) => line.msg)).toEqual([
      'request aborted',
    ]);
  });

  test('a line left to another process is only ever a completed one below 400', async () => {
    asked.length = 0;
    await request(`${server.url}/left`);
    await request(`${server.url}/left-missing`);
    await request(`${server.url}/left-broken`);
    const controller = new AbortController();
    await fetch(`${server.url}/left-hang`, { signal: controller.signal });
    controller.abort();
    for (let i = 0; i < 40 && !lineFor('/left-hang'); i++) await settle();
    expect(lineFor('/left')).toBeUndefined();
    expect(lineFor('/left-missing')).toMatchObject({ level: 40, res: { statusCode: 404 } });
    expect(lineFor('/left-broken')).toMatchObject({ level: 50, msg: 'request errored' });
    expect(lineFor('/left-hang')).toMatchObject({ msg: 'request aborted' });
    // Asked once, for the completed 200, with its response time.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThanOrEqual(0);
  });
});
