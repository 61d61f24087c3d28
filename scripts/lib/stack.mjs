// Starts the whole back end: the three services and the gateway, each its own process, and
// waits until the gateway's /healthz answers 200 (every service ready). Used by `npm start`
// and by the e2e tests, which run their own stack on their own ports and folders.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { REPO_ROOT } from './paths.mjs';

const require = createRequire(import.meta.url);
const TSX_CLI = require.resolve('tsx/cli', { paths: [REPO_ROOT] });
const PROCESSES = [
  { name: 'exam', entry: 'services/exam/src/main.ts' },
  { name: 'order', entry: 'services/order/src/main.ts' },
  { name: 'user', entry: 'services/user/src/main.ts' },
  { name: 'gateway', entry: 'services/gateway/src/main.ts' },
];

function prefixLines(stream, name, out) {
  if (!stream) return;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

export async function startStack({ env = {}, quiet = false, timeoutMs = 90_000 } = {}) {
  const fullEnv = { ...process.env, ...env };
  const port = Number(fullEnv.PORT || 8080);
  const children = PROCESSES.map(({ name, entry }) => {
    const child = spawn(process.execPath, [TSX_CLI, path.join(REPO_ROOT, entry)], {
      cwd: REPO_ROOT,
      env: fullEnv,
      stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
    });
    if (!quiet) prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    return { name, child };
  });

  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  const exited = new Promise((_, reject) => {
    for (const { name, child } of children) {
      child.once('exit', (code, signal) => {
        if (!stopping) reject(new Error(`${name} exited early (${signal ?? code})`));
      });
    }
  });

  const url = `http://localhost:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`the stack did not become healthy within ${timeoutMs / 1000} s`);
  })();

  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => undefined);
  return { url, stop, children };
}
