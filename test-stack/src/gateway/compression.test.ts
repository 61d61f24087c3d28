// Compression (issue 9): built files go out as the brotli or gzip copies made at build/publish
// time (scripts/lib/precompress.mjs), chosen by Accept-Encoding, with Vary; pages and API JSON
// above 1 KB are compressed on the way out. Bodies are checked by decompressing them with zlib,
// not with the gateway's code, over raw HTTP (fetch would decompress silently).
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Database, RunningServer } from '@iq/service-common';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT, startServer } from '@iq/service-common/src/testing';
import { createExamApp } from '@iq/exam-service/src/app';
import { examMigrations } from '@iq/exam-service/src/data-access/migrations';
import type { ExamDB } from '@iq/exam-service/src/data-access/schema';
import { startSession } from '../kits/order-test-kit';
import { precompressDir } from '../../../scripts/lib/precompress.mjs';
import { buildVersion } from '../../../scripts/lib/remote-store.mjs';
import { createGatewayApp } from '@iq/gateway/src/app';
import { buildManifestText } from '@iq/contracts/src/testing/test-pages';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(base: string, p: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path: p, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decoded({ headers, body }: Raw): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

// Something that compresses like real code, large enough to be worth it.
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // line ${i}`).join(
  '\n',
);
const TINY_JS = 'var tiny;';

describe('compression', () => {
  let tmp: string;
  let shellDir: string;
  let landing: string;
  let examDb: Database<ExamDB>;
  let exam: RunningServer;
  let gateway: RunningServer;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iq-compression-'));
    shellDir = path.join(tmp, 'shell');
    const remotesDir = path.join(tmp, '.deploy', 'remotes');
    landing = path.join(remotesDir, 'landing', '1.0.0');
    mkdirSync(shellDir, { recursive: true });
    mkdirSync(path.join(landing, 'static', 'js'), { recursive: true });
    writeFileSync(
      path.join(shellDir, 'index.html'),
      `<!doctype html><html><head><title>IQ</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
    );
    writeFileSync(path.join(shellDir, 'main.3f2a1b9c.js'), BIG_JS);
    writeFileSync(path.join(landing, 'remoteEntry.js'), TINY_JS);
    writeFileSync(path.join(landing, 'mf-manifest.json'), buildManifestText('landing', { pad: BIG_JS }));
    writeFileSync(path.join(landing, 'static', 'js', 'Home.1a2b3c4d.js'), BIG_JS);
    precompressDir(shellDir);
    precompressDir(landing);
    const manifestFile = path.join(tmp, 'manifest.json');
    writeFileSync(
      manifestFile,
      JSON.stringify({
        remotes: { landing: { version: '1.0.0', entry: '/remotes/landing/1.0.0/mf-manifest.json' } },
      }),
    );
    examDb = await createTestDatabase<ExamDB>({ name: 'pglite', available: true }, 'exam', examMigrations);
    exam = await startServer(
      createExamApp({ database: examDb, config: { timeLimitSeconds: 1200, minSecondsPerItem: 0 } }),
    );
    gateway = await startServer(
      createGatewayApp({
        serviceUrls: { exam: exam.url, order: 'http://127.0.0.1:9', user: 'http://127.0.0.1:9' },
        shellDir,
        remotesDir,
        manifestFile,
      }),
    );
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await gateway?.close();
    await exam?.close();
    await examDb?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  test('precompressDir writes .br and .gz of text files above 512 bytes, and they decompress to the file', () => {
    const chunk = path.join(landing, 'static', 'js', 'Home.1a2b3c4d.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(BIG_JS);
    expect(zlib.gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(BIG_JS);
    expect(readFileSync(`${chunk}.br`).length).toBeLessThan(BIG_JS.length / 4);
    expect(existsSync(path.join(landing, 'remoteEntry.js.br'))).toBe(false); // too small
  });

  test('a build version does not depend on its compressed copies', () => {
    const version = buildVersion(landing);
    rmSync(path.join(landing, 'static', 'js', 'Home.1a2b3c4d.js.gz'));
    expect(buildVersion(landing)).toBe(version);
    precompressDir(landing);
    expect(existsSync(path.join(landing, 'static', 'js', 'Home.1a2b3c4d.js.gz'))).toBe(true);
  });

  test.each([
    [
      '/remotes/landing/1.0.0/static/js/Home.1a2b3c4d.js',
      'text/javascript',
      'public, max-age=31536000, immutable',
    ],
    ['/main.3f2a1b9c.js', 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/remotes/landing/1.0.0/mf-manifest.json', 'application/json', 'no-cache'],
  ])('%s: br, gzip or plain as accepted, always the same content', async (p, type, cacheControl) => {
    const file = p.startsWith('/remotes/') ? path.join(tmp, '.deploy', p) : path.join(shellDir, p);
    const original = readFileSync(file).toString();
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await rawGet(gateway.url, p, accept ? { 'accept-encoding': accept } : {});
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([accept, 200, expected]);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['cache-control']).toBe(cacheControl);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(res)).toBe(original);
      // The very bytes made at build time, not a compression on the request path.
      if (expected)
        expect(res.body.equals(readFileSync(`${file}.${expected === 'br' ? 'br' : 'gz'}`))).toBe(true);
    }
  });

  test('a small file without copies goes out as it is', async () => {
    const res = await rawGet(gateway.url, '/remotes/landing/1.0.0/remoteEntry.js', {
      'accept-encoding': 'br',
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(TINY_JS);
  });

  test('a missing file is a 404, not a compressed copy of nothing', async () => {
    const res = await rawGet(gateway.url, '/remotes/landing/1.0.0/static/js/Gone.1a2b3c4d.js', {
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).not.toBe('br');
  });

  test('a HEAD request for the page states the encoding a GET gets (curl -I)', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const { hostname, port } = new URL(gateway.url);
      http
        .request({ hostname, port, path: '/', method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject)
        .end();
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
  });

  test('the page (/) is brotli-compressed on the way out', async () => {
    const res = await rawGet(gateway.url, '/', {
      'accept-encoding': 'gzip, deflate, br',
      accept: 'text/html',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<div id="root">');
  });

  /**
   * A question list's answer with its clock left out: the session's elapsed and remaining seconds
   * move on between two requests that straddle a second (seen on a loaded machine); the rest must
   * be the same.
   */
  const withoutClock = (text: string) => {
    const body = JSON.parse(text) as { data: { state: Record<string, unknown> } };
    const { elapsedSeconds, remainingSeconds, ...state } = body.data.state;
    expect(typeof elapsedSeconds).toBe('number');
    expect(typeof remainingSeconds).toBe('number');
    return { ...body, data: { ...body.data, state } };
  };

  test('API JSON above 1 KB is compressed, and decodes to the same data', async () => {
    const session = await startSession(`${gateway.url}/api`);
    const headers = { 'exam-session': session };
    const plain = await rawGet(gateway.url, '/api/exam/question/list/1/en', headers);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await rawGet(gateway.url, '/api/exam/question/list/1/en', {
      ...headers,
      'accept-encoding': 'br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(withoutClock(decoded(br))).toEqual(withoutClock(plain.body.toString()));
  });

  test('API JSON: gzip when only gzip is accepted, once under any case of /api; small answers as they are', async () => {
    const session = await startSession(`${gateway.url}/api`);
    const headers = { 'exam-session': session };
    const plain = withoutClock(
      (await rawGet(gateway.url, '/api/exam/question/list/1/en', headers)).body.toString(),
    );
    // Express routes /API/… to the proxy too: its answer must not be compressed a second time.
    for (const prefix of ['/api', '/API', '/Api']) {
      const gz = await rawGet(gateway.url, `${prefix}/exam/question/list/1/en`, {
        ...headers,
        'accept-encoding': 'gzip',
      });
      expect([prefix, gz.status, gz.headers['content-encoding']]).toEqual([prefix, 200, 'gzip']);
      expect(withoutClock(zlib.gunzipSync(gz.body).toString())).toEqual(plain);
    }
    const small = await rawGet(gateway.url, `/api/exam/session/state`, {
      ...headers,
      'accept-encoding': 'br',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ result: 200 });
  });

  test('API JSON goes out as brotli at quality 3 (the faster level, ~1 % larger than 4)', async () => {
    const session = await startSession(`${gateway.url}/api`);
    const br = await rawGet(gateway.url, '/api/exam/question/list/1/en', {
      'exam-session': session,
      'accept-encoding': 'br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    const quality = (q: number) =>
      zlib.brotliCompressSync(Buffer.from(decoded(br)), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q },
      });
    expect(br.body.equals(quality(3))).toBe(true);
    expect(quality(3).equals(quality(4))).toBe(false); // the check tells the two levels apart
  });
});
