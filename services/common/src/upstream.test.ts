// The instances of one service as a caller sees them (issue 15): in turn, a refused connection
// passed over at once and for a while — checked against real HTTP servers and a closed port.
import http from 'node:http';
import net from 'node:net';
import { createUpstream, isConnectionRefused, upstreamBases } from './upstream';

/** An HTTP server answering its own name; what it was asked is recorded. */
async function named(name: string, seen: string[]) {
  const server = http.createServer((req, res) => {
    seen.push(`${name} ${req.method} ${req.url}`);
    req.resume().on('end', () => res.end(name));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** A port nobody listens on (bound, then released). */
async function closedPort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('upstream', () => {
  test('bases: one URL or a comma-separated list, trailing slashes dropped, empty refused', () => {
    expect(upstreamBases('http://a:1/')).toEqual(['http://a:1']);
    expect(upstreamBases(' http://a:1 , http://b:2// ')).toEqual(['http://a:1', 'http://b:2']);
    expect(() => upstreamBases(' , ')).toThrow(/at least one/);
  });

  test('calls the instances in turn', async () => {
    const seen: string[] = [];
    const a = await named('a', seen);
    const b = await named('b', seen);
    try {
      const upstream = createUpstream(`${a.url},${b.url}`);
      const names = [];
      for (let i = 0; i < 4; i++) names.push(await (await upstream.fetch('/x')).text());
      expect(names).toEqual(['a', 'b', 'a', 'b']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('a refused connection: the same call (a POST with its body) goes to the next instance, and the refusing one is passed over for a while', async () => {
    const seen: string[] = [];
    const b = await named('b', seen);
    const dead = await closedPort();
    let time = 1_000;
    try {
      const upstream = createUpstream([dead, b.url], { now: () => time });
      const first = await upstream.fetch('/pay', { method: 'POST', body: 'once' });
      expect(await first.text()).toBe('b');
      for (let i = 0; i < 3; i++) expect(upstream.next()).toBe(b.url);
      time += 3_001; // its time out is over: tried again in turn
      expect([upstream.next(), upstream.next()].sort()).toEqual([b.url, dead].sort());
      expect(seen).toEqual(['b POST /pay']); // sent exactly once
    } finally {
      await b.close();
    }
  });

  test('every instance refusing: the refusal reaches the caller; other errors are not retried', async () => {
    const upstream = createUpstream([await closedPort(), await closedPort()]);
    const error = await upstream.fetch('/x').catch((e: unknown) => e);
    expect(isConnectionRefused(error)).toBe(true);

    const seen: string[] = [];
    const a = await named('a', seen);
    const b = await named('b', seen);
    try {
      const both = createUpstream([a.url, b.url]);
      const aborted = await both.fetch('/slow', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
      expect(isConnectionRefused(aborted)).toBe(false);
      expect((aborted as Error).name).toBe('AbortError');
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('one instance: never passed over (there is nowhere else to go)', async () => {
    const only = await closedPort();
    const upstream = createUpstream(only);
    upstream.markDown(only);
    expect(upstream.next()).toBe(only);
  });
});
