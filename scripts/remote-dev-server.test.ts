// Issue 39: `npm run dev -w mfe-exam` (shared/mf-build/bin/dev.js) compiled "with 2 errors" (the
// HTML page's child compilation emitted the shared facades under this build's chunk names), and
// its live-reload socket went to 127.0.0.1 from a page opened on localhost, which the dev server
// refused ("Invalid Host/Origin header"). The real command, on a free port, opened with both names.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { TEST_BROWSER_LAUNCH_OPTIONS } from './lib/chromium.mjs';

const repoRoot = path.resolve(__dirname, '..');
const REMOTE = 'mfe-exam';
const FIRST_PAGE = '/answer_question/start_loading/web-1'; // mfe-exam/src/routes.ts, first page

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

let devServer: ChildProcess | undefined;
let output = '';
let port = 0;

beforeAll(async () => {
  port = await freePort();
  devServer = spawn(process.execPath, [path.join(repoRoot, 'shared/mf-build/bin/dev.js')], {
    cwd: path.join(repoRoot, REMOTE),
    env: { ...process.env, PORT: String(port), API_TARGET: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // webpack-dev-server reports each compilation once: "compiled successfully" or "with …".
      if (/webpack compiled/.test(output)) resolve();
    };
    devServer!.stdout!.on('data', onData);
    devServer!.stderr!.on('data', onData);
    devServer!.on('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  devServer?.kill();
});

test('the first compilation has no errors and no warnings', () => {
  expect(output).toMatch(/webpack compiled successfully/);
  expect(output).not.toMatch(/Multiple assets emit different content to the same filename/);
});

test.each(['localhost', '127.0.0.1'])('over %s: the page and remoteEntry.js are served', async (host) => {
  const page = await fetch(`http://${host}:${port}${FIRST_PAGE}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<div id="root"><\/div>/);
  const entry = await fetch(`http://${host}:${port}/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toMatch(/javascript/);
  expect(await entry.text()).toMatch(/mfe_exam/);
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(TEST_BROWSER_LAUNCH_OPTIONS);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each(['localhost', '127.0.0.1'])(
    'over %s: the screen renders and the live-reload socket is accepted',
    async (host) => {
      const page = await browser.newPage();
      const messages: string[] = [];
      const sockets: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      // The server answers an accepted socket with its settings, the build's hash and "ok"; a
      // refused one with {"type":"error","data":"Invalid Host/Origin header"}, then closes it.
      const firstAnswer = new Promise<string>((resolve) => {
        page.on('websocket', (socket) => {
          sockets.push(socket.url());
          socket.on('framereceived', ({ payload }) => {
            if (/"type":"(ok|error|errors|warnings)"/.test(String(payload))) resolve(String(payload));
          });
        });
      });
      await page.goto(`http://${host}:${port}${FIRST_PAGE}`);
      await page.locator('[data-testid="screen-exam-instructions"]').waitFor({ timeout: 15_000 });
      expect(await firstAnswer).toBe('{"type":"ok"}');
      expect(sockets).toEqual([`ws://${host}:${port}/ws`]);
      expect(messages.filter((m) => /Invalid Host|Origin header|WebSocket/i.test(m))).toEqual([]);
      await page.close();
    },
    30_000,
  );
});
