// Starts the whole back end: the three services and the gateway, each its own process, and
// waits until the gateway's /healthz answers 200 (every service ready). Used by `npm start`
// and by the e2e tests, which run their own stack on their own ports and folders. Once up, a
// process that exits unasked is restarted with back-off (supervisor.mjs); one that exits during
// the start fails the start (a configuration error does not heal by restarting).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import readline from 'node:readline';
import { REPO_ROOT } from './paths.mjs';
import { supervise } from './supervisor.mjs';

const require = createRequire(import.meta.url);
// tsx as a loader in the service's own process (not its CLI, which runs the service in a child):
// the pid the supervisor watches and signals is the service itself.
const TSX_LOADER = require.resolve('tsx', { paths: [REPO_ROOT] });
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
  const spawnService = (name, entry) => {
    const child = spawn(
      process.execPath,
      ['--import', pathToFileURL(TSX_LOADER).href, path.join(REPO_ROOT, entry)],
      {
        cwd: REPO_ROOT,
        env: fullEnv,
        stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
      },
    );
    if (!quiet) prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    return child;
  };

  let up = false;
  let failStart;
  const exited = new Promise((_, reject) => (failStart = reject));
  const services = PROCESSES.map(({ name, entry }) => {
    const supervisor = supervise({
      name,
      start: () => spawnService(name, entry),
      // During the start an exit fails the start (below), so nothing about restarting is said.
      log: (line) => up && process.stderr.write(`${line}\n`),
    });
    supervisor.events.on('restart', ({ code, signal }) => {
      if (up) return;
      supervisor.stop(); // during the start: fail it instead
      failStart(new Error(`${name} exited early (${signal ?? code})`));
    });
    return { name, supervisor };
  });
  const children = services.map(({ name, supervisor }) => ({
    name,
    get child() {
      return supervisor.current();
    },
  }));

  const stop = async () => {
    for (const { supervisor } of services) supervisor.stop();
    await Promise.all(
      services.map(
        ({ supervisor }) =>
          new Promise((resolve) => {
            const child = supervisor.current();
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

  exited.catch(() => undefined);
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  up = true;
  return { url, stop, children, supervisors: services };
}
