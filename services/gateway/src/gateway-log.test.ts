// The gateway's request lines (issue 15, load): a call a service answered well is logged by that
// service alone, with the same logid; the gateway writes its own line when it answered itself,
// when the answer is an error or the client left, when the call was slow, and for every page; an
// accepted page-view beacon has none (issue 41).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import { createLogger, type RunningServer } from '@iq/service-common';
import { request, startServer } from '@iq/service-common/src/testing';
import { createGatewayApp, SLOW_CALL_MS } from './app';

type Line = {
  logid?: string;
  msg?: string;
  level?: number;
  responseTime?: number;
  res?: { statusCode: number };
};

describe("the gateway's request lines", () => {
  const lines: Line[] = [];
  let dir: string;
  let service: RunningServer;
  let gateway: RunningServer;

  beforeAll(async () => {
    const stub = express();
    stub.get('/exam/category/list', (_req, res) => void res.json({ code: 0, data: [] }));
    stub.get('/exam/info/missing', (_req, res) => void res.status(404).json({ code: 404 }));
    stub.get('/exam/info/broken', (_req, res) => void res.status(500).json({ code: 500 }));
    stub.get('/exam/info/slow', (_req, res) => {
      setTimeout(() => res.json({ code: 0, data: 'late' }), SLOW_CALL_MS + 100);
    });
    service = await startServer(stub);

    dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-log-'));
    mkdirSync(path.join(dir, 'shell'));
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ remotes: {} }));
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    gateway = await startServer(
      createGatewayApp({
        // The order service's instance refuses connections: its calls get the gateway's 502.
        serviceUrls: { exam: service.url, order: 'http://127.0.0.1:9', user: service.url },
        shellDir: path.join(dir, 'shell'),
        remotesDir: path.join(dir, 'remotes'),
        manifestFile: path.join(dir, 'manifest.json'),
        logger: createLogger('gateway', { destination }),
      }),
    );
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The gateway's line for the call made with `logid` (after the answer has been read). */
  const lineOf = async (pathname: string, logid: string) => {
    const res = await request(`${gateway.url}${pathname}`, { headers: { logid } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { status: res.status, line: lines.filter((line) => line.logid === logid) };
  };

  test('a call a service answered well: no line of the gateway (the service writes it)', async () => {
    const { status, line } = await lineOf('/api/exam/category/list', 'fine_1');
    expect(status).toBe(200);
    expect(line).toEqual([]);
  });

  test("a service's 4xx and 5xx: the gateway's line too, a warning and an error", async () => {
    const missing = await lineOf('/api/exam/info/missing', 'missing_1');
    expect(missing.status).toBe(404);
    expect(missing.line).toMatchObject([{ msg: 'request completed', level: 40, res: { statusCode: 404 } }]);
    const broken = await lineOf('/api/exam/info/broken', 'broken_1');
    expect(broken.status).toBe(500);
    expect(broken.line).toMatchObject([{ msg: 'request errored', level: 50, res: { statusCode: 500 } }]);
  });

  test('what the gateway answered itself: an unknown API path, a service that is down', async () => {
    const unknown = await lineOf('/api/nowhere/at/all', 'unknown_1');
    expect(unknown.status).toBe(404);
    expect(unknown.line).toMatchObject([{ res: { statusCode: 404 } }]);
    const down = await lineOf('/api/exam/sku/list/1/US/en', 'down_1');
    expect(down.status).toBe(502);
    expect(down.line.filter((line) => line.msg === 'request errored')).toHaveLength(1);
  });

  test('a slow call answered well: the gateway’s line, with its time', async () => {
    const { status, line } = await lineOf('/api/exam/info/slow', 'slow_1');
    expect(status).toBe(200);
    expect(line).toMatchObject([{ msg: 'request completed', level: 30, res: { statusCode: 200 } }]);
    expect(line[0]!.responseTime).toBeGreaterThanOrEqual(SLOW_CALL_MS);
  }, 10_000);

  test('an answer of its own below 400 (the manifest): the gateway’s line', async () => {
    // The page below is a 404, whose line no rule leaves out: this is the 200 that shows only
    // proxied calls are left to the services.
    const { status, line } = await lineOf('/mf/manifest', 'manifest_1');
    expect(status).toBe(200);
    expect(line).toMatchObject([{ msg: 'request completed', level: 30, res: { statusCode: 200 } }]);
  });

  test('an accepted page-view beacon: no line of its own (the recorder sums them up); a refused one: a warning', async () => {
    const beacon = async (body: string, logid: string) => {
      const res = await request(`${gateway.url}/api/rum`, {
        method: 'POST',
        headers: { logid, 'content-type': 'text/plain;charset=UTF-8' },
        body,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: res.status, line: lines.filter((line) => line.logid === logid) };
    };
    const view = { route: 'home', remote: 'landing', locale: 'en-US', builds: {} };
    const accepted = await beacon(JSON.stringify({ v: 2, views: [view] }), 'beacon_1');
    expect(accepted.status).toBe(202);
    expect(accepted.line).toEqual([]);
    const refused = await beacon('{"v":2,', 'beacon_2');
    expect(refused.status).toBe(400);
    expect(refused.line).toMatchObject([{ msg: 'request completed', level: 40, res: { statusCode: 400 } }]);
  });

  test('a page is always the gateway’s line', async () => {
    // The shell page (a 404 page here: no remote declares '/'), answered by the gateway itself.
    const { status, line } = await lineOf('/', 'page_1');
    expect(line).toMatchObject([{ msg: 'request completed', res: { statusCode: status } }]);
  });
});
