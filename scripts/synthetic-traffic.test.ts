// Synthetic phone traffic (issue 41, scripts/synthetic-traffic.mjs): its arguments and bounds, the
// refusal of any host but this machine (no browser needed), then one real run in Debian's Chromium
// against a tiny site: a healthy CTA, one that throws, and a page that is gone.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  MAX_VISITS,
  TrafficUsageError,
  isLoopbackHost,
  loopbackUrl,
  parseTrafficArgs,
  runSyntheticTraffic,
} from './synthetic-traffic.mjs';

const SCRIPT = path.join(__dirname, 'synthetic-traffic.mjs');
const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TrafficUsageError);
    expect((error as TrafficUsageError).exitCode).toBe(2);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('parseTrafficArgs', () => {
  test('the defaults: the home page, two at a time, 15 s a visit', () => {
    expect(parseTrafficArgs(['--url', 'http://127.0.0.1:8080', '--visits', '60'])).toEqual({
      url: 'http://127.0.0.1:8080',
      visits: 60,
      paths: ['/'],
      concurrency: 2,
      timeoutMs: 15_000,
    });
  });

  test('every option, as --flag value and --flag=value; paths repeated and as comma lists', () => {
    expect(
      parseTrafficArgs([
        '--url=http://localhost:9000/ignored/path',
        '--visits',
        '2000',
        '--path',
        '/',
        '--path=/landing_page/girl/web-1,/free/web-1',
        '--concurrency',
        '8',
        '--timeout-ms=30000',
      ]),
    ).toEqual({
      url: 'http://localhost:9000',
      visits: 2000,
      paths: ['/', '/landing_page/girl/web-1', '/free/web-1'],
      concurrency: 8,
      timeoutMs: 30_000,
    });
  });

  test.each([
    [['--visits', '5'], /--url is required/],
    [['--url', 'http://127.0.0.1:1'], /--visits is required/],
    [['--url', 'http://127.0.0.1:1', '--visits', '0'], /--visits: '0' is not a whole number from 1 to 2000/],
    [['--url', 'http://127.0.0.1:1', '--visits', String(MAX_VISITS + 1)], /from 1 to 2000/],
    [['--url', 'http://127.0.0.1:1', '--visits', '1.5'], /--visits/],
    [['--url', 'http://127.0.0.1:1', '--visits', '5', '--concurrency', '9'], /--concurrency: '9' .* 1 to 8/],
    [['--url', 'http://127.0.0.1:1', '--visits', '5', '--concurrency', '0'], /--concurrency/],
    [['--url', 'http://127.0.0.1:1', '--visits', '5', '--timeout-ms', '10'], /--timeout-ms/],
    [
      ['--url', 'http://127.0.0.1:1', '--visits', '5', '--path', '//example.com/'],
      /--path: '\/\/example.com\/'/,
    ],
    [['--url', 'http://127.0.0.1:1', '--visits', '5', '--path', 'landing'], /--path: 'landing'/],
    [['--url', 'http://127.0.0.1:1', '--visits'], /--visits needs a value/],
    [['--url', 'http://127.0.0.1:1', '--visits', '5', '--headed'], /unexpected '--headed'/],
    [['--url', 'not a url', '--visits', '5'], /is not a URL/],
    [['--url', 'file:///etc/passwd', '--visits', '5'], /is not http/],
  ])('%j is refused: %s', (argv, message) => {
    expect(refused(() => parseTrafficArgs(argv))).toMatch(message);
  });
});

describe('loopback only', () => {
  test.each(['127.0.0.1', '127.0.0.2', 'localhost', '[::1]'])('%s is this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  test.each([
    'http://example.com',
    'http://10.0.0.5:8080',
    'http://192.168.1.10',
    'https://127.0.0.1.example.com',
    'http://[::2]:8080',
    'http://0.0.0.0:8080',
    'http://localhost.example.com',
  ])('%s is refused, saying why', (url) => {
    expect(refused(() => loopbackUrl(url))).toMatch(/^refused: \S+ is not a loopback host\. .*this machine/);
  });

  test('runSyntheticTraffic refuses before it starts a browser', async () => {
    await expect(
      runSyntheticTraffic({ url: 'http://example.com', visits: 1, chromiumPath: '/nonexistent/chromium' }),
    ).rejects.toThrow(/refused: example.com is not a loopback host/);
  });

  test('the command exits 2 with the reason on stderr and nothing on stdout', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, [SCRIPT, '--url', 'http://example.com', '--visits', '1']).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toMatch(/^synthetic-traffic: refused: example.com is not a loopback host/);
    expect(failed?.stdout).toBe('');
  });
});

/**
 * A site of four pages: a healthy CTA, a throwing one, the test's page, and a page that is gone.
 * Each page beacons its path and the screen it was seen on when it is left; each visitor without a
 * cookie gets one, as the gateway's canary bucket.
 */
function tinySite() {
  const beacons: string[] = [];
  const cookies: Array<[string, string]> = [];
  // The screen as the page saw it when it loaded; the beacon's own request says what it was sent as.
  const seenOn =
    '`${location.pathname} ${innerWidth}x${innerHeight}@${devicePixelRatio} touch=${navigator.maxTouchPoints > 0}`';
  const beacon = `<script>const seen = ${seenOn}; addEventListener('pagehide', () => navigator.sendBeacon('/beacon', seen));</script>`;
  const page = (body: string) =>
    `<!doctype html><meta name="viewport" content="width=device-width"><body>${body}${beacon}</body>`;
  const cta = (onclick = '') =>
    `<a data-testid="start-test" href="/answer_question/start_loading/web-1"${onclick}>Start the test</a>`;
  const pages: Record<string, string> = {
    '/': page(cta()),
    '/broken': page(cta(` onclick="event.preventDefault(); throw new Error('the CTA handler threw')"`)),
    '/answer_question/start_loading/web-1': page('<h1>Instructions</h1>'),
  };
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/beacon') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        beacons.push(
          `${body} ${/Android.*Mobile/.test(req.headers['user-agent'] ?? '') ? 'phone' : 'desktop'}`,
        );
        res.writeHead(204).end();
      });
    } else if (req.url === '/gone') req.socket.destroy();
    else if (req.url && pages[req.url]) {
      cookies.push([req.url, req.headers.cookie ?? '']);
      const bucket = req.headers.cookie ? {} : { 'set-cookie': `iq_bucket=${cookies.length}` };
      res.writeHead(200, { 'content-type': 'text/html', ...bucket }).end(pages[req.url]);
    } else res.writeHead(404).end();
  });
  return { server, beacons, cookies };
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

(fs.existsSync(chromium) ? test : test.skip)(
  'phone visits in Chromium: each CTA tapped, the healthy one followed, errors and failures counted',
  async () => {
    const { server, beacons, cookies } = tinySite();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    try {
      const { port } = server.address() as AddressInfo;
      const summary = await runSyntheticTraffic({
        url: `http://127.0.0.1:${port}`,
        visits: 4,
        path: ['/,/broken', '/gone'],
        concurrency: 2,
        timeoutMs: 10_000,
        log: (line: string) => lines.push(line),
      });
      // Round robin: visits 1 and 4 go to /, 2 to /broken, 3 to /gone.
      expect(summary).toEqual({ visits: 4, loaded: 3, tapped: 3, reachedTest: 2, pageErrors: 1, failed: 1 });
      // Every page left sent its beacon, from a phone's screen: / and the test's page twice, /broken once.
      const phone = '390x844@3 touch=true phone';
      expect(beacons.sort()).toEqual([
        `/ ${phone}`,
        `/ ${phone}`,
        `/answer_question/start_loading/web-1 ${phone}`,
        `/answer_question/start_loading/web-1 ${phone}`,
        `/broken ${phone}`,
      ]);
      // Each visit came without cookies (a bucket of its own) and kept its cookie to the test's page.
      for (const [url, cookie] of cookies)
        expect([url, cookie]).toEqual([
          url,
          url.startsWith('/answer_question/') ? expect.stringMatching(/^iq_bucket=\d$/) : '',
        ]);
      expect(lines).toContainEqual(expect.stringMatching(/^visit 3 \(\/gone\) failed: /));
      expect(lines.at(-1)).toBe(
        '4/4 visits: 3 loaded, 3 tapped, 2 reached the test, 1 page errors, 1 failed',
      );
    } finally {
      server.close();
    }
  },
  30_000,
);
