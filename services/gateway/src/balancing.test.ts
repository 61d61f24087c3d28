// Two instances of a service behind the gateway (issue 15, scale-out): calls go to them in turn;
// when one stops, calls without a body are answered by the other at once, and after that refusal
// writes go to the live one only; /healthz stays 200 while one instance of each service answers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createServiceApp, ok, type RunningServer } from '@iq/service-common';
import { startServer } from '@iq/service-common/src/testing';
import { createGatewayApp } from './app';

/** An exam stand-in that says which instance answered; /healthz comes from createServiceApp. */
function instance(name: string) {
  const routes = express.Router();
  routes.get('/exam/category/list', (_req, res) => ok(res, name));
  routes.post('/exam/session/start', (_req, res) => ok(res, name));
  return createServiceApp({ name: 'exam', routes });
}

describe('gateway over two instances of a service (issue 15)', () => {
  let tmp: string;
  let a: RunningServer;
  let b: RunningServer;
  let other: RunningServer;
  let gateway: RunningServer;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-gateway-balancing-'));
    mkdirSync(path.join(tmp, 'shell'));
    writeFileSync(path.join(tmp, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ remotes: {} }));
    a = await startServer(instance('a'));
    b = await startServer(instance('b'));
    other = await startServer(createServiceApp({ name: 'order', routes: express.Router() }));
    gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: `${a.url},${b.url}`, order: other.url, user: other.url },
        shellDir: path.join(tmp, 'shell'),
        remotesDir: path.join(tmp, 'remotes'),
        manifestFile: path.join(tmp, 'manifest.json'),
      }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await a?.close();
    await other?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const answer = async (method: string) => {
    const res = await fetch(
      `${gateway.url}/api/exam/${method === 'GET' ? 'category/list' : 'session/start'}`,
      {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      },
    );
    const body = (await res.json()) as { data?: unknown };
    return `${res.status} ${String(body.data ?? '')}`;
  };

  test('in turn; one stopped: reads answered by the other at once, then writes go there only; health holds until both are gone', async () => {
    const first = [await answer('GET'), await answer('GET'), await answer('POST'), await answer('POST')];
    expect(first.sort()).toEqual(['200 a', '200 a', '200 b', '200 b']);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    await b.close();
    const reads = [];
    for (let i = 0; i < 4; i++) reads.push(await answer('GET'));
    expect(reads).toEqual(['200 a', '200 a', '200 a', '200 a']);
    const writes = [];
    for (let i = 0; i < 4; i++) writes.push(await answer('POST'));
    expect(writes).toEqual(['200 a', '200 a', '200 a', '200 a']);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    await a.close();
    const none = await fetch(`${gateway.url}/api/exam/category/list`);
    expect(none.status).toBe(502);
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { message: string }).message).toMatch(/exam/);
  });
});
