// An idle keep-alive connection must outlive Node's default 5 s: a client reusing it just after
// (the e2e's request context did, between two payments) got ECONNRESET from the gateway.
import http from 'node:http';
import express from 'express';
import { KEEP_ALIVE_TIMEOUT_MS, listen } from './run-service';

jest.setTimeout(20_000);

test('a connection left idle for 6 s is still served, on the same socket', async () => {
  const server = await listen(
    express().get('/', (req, res) => res.send(String(req.socket.remotePort))),
    0,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<string>((resolve, reject) => {
      http
        .get(server.url, { agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  try {
    expect(server.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await get()).toBe(first); // the same client port: the socket was kept, not reopened
  } finally {
    agent.destroy();
    await server.close();
  }
});
