// Starts the whole back end: the three services and the gateway, each its own process, and
// waits until the gateway's /healthz answers 200 (every service ready). Used by `npm start`
// and by the e2e tests, which run their own stack on their own ports and folders. Once up, a
// process that exits unasked is restarted with back-off (supervisor.mjs); one that exits during
// the start fails the start (a configuration error does not heal by restarting).
// `instances: 2` (issue 15, `npm run start:cluster`) starts two of each — services and gateways —
// on PostgreSQL (DATABASE_URL; PGlite belongs to one process): instance k listens on its port +
// k × portStep, every process is given the list of each service's instances (EXAM_URL=a,b …) and
// calls them in turn; the stack is up when every gateway and every service instance is healthy.
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
// A young generation up to 32 MB a half (V8's default: 16): every request allocates its own
// short-lived objects, and fewer, larger scavenges cost the gateway less CPU per proxied answer
// in bench:gateway (docs/decisions/2026-11-27-larger-young-generation.md). The heap grows to it
// only under that load.
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=32'];
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

const SERVICES = [
  { name: 'exam', portVar: 'EXAM_PORT', urlVar: 'EXAM_URL', defaultPort: 8081 },
  { name: 'order', portVar: 'ORDER_PORT', urlVar: 'ORDER_URL', defaultPort: 8082 },
  { name: 'user', portVar: 'USER_PORT', urlVar: 'USER_URL', defaultPort: 8083 },
];

/** The gateway on `port` and the three services on the next three ports, as environment. */
export function portsEnv(port) {
  return {
    PORT: String(port),
    EXAM_PORT: String(port + 1),
    ORDER_PORT: String(port + 2),
    USER_PORT: String(port + 3),
  };
}

/**
 * The processes to start and their environments: one of each, or `instances` of each with the
 * ports moved by `portStep` per instance and every caller given each service's instance list.
 */
export function stackProcesses(env, instances = 1, portStep = 100) {
  if (!Number.isInteger(instances) || instances < 1) throw new Error(`instances: ${instances}?`);
  if (instances > 1 && !env.DATABASE_URL)
    throw new Error('more than one instance needs PostgreSQL: set DATABASE_URL (PGlite is one process’s)');
  const gatewayPort = Number(env.PORT || 8080);
  const portOf = ({ portVar, defaultPort }, k) => Number(env[portVar] || defaultPort) + k * portStep;
  const shared = { ...env };
  if (instances > 1)
    for (const service of SERVICES)
      if (!env[service.urlVar])
        shared[service.urlVar] = Array.from(
          { length: instances },
          (_, k) => `http://127.0.0.1:${portOf(service, k)}`,
        ).join(',');
  const processes = [];
  for (let k = 0; k < instances; k++) {
    const suffix = k === 0 ? '' : `#${k + 1}`;
    for (const { name, entry } of PROCESSES) {
      const own = { ...shared };
      const service = SERVICES.find((s) => s.name === name);
      if (service) own[service.portVar] = String(portOf(service, k));
      else own.PORT = String(gatewayPort + k * portStep);
      const port = service ? portOf(service, k) : gatewayPort + k * portStep;
      processes.push({ name: `${name}${suffix}`, entry, env: own, port, gateway: !service });
    }
  }
  return processes;
}

export async function startStack({
  env = {},
  quiet = false,
  timeoutMs = 90_000,
  instances = 1,
  portStep = 100,
} = {}) {
  // A stack started here is a development stack unless NODE_ENV says otherwise (issue 37: the
  // services treat a missing NODE_ENV as production: no development secrets, no /dev/mail).
  const fullEnv = { NODE_ENV: 'development', ...process.env, ...env };
  const processes = stackProcesses(fullEnv, instances, portStep);
  const port = Number(fullEnv.PORT || 8080);
  // A quiet stack keeps each process's last log lines (the services log to stdout), so that a
  // process that exits during the start says why in the error.
  const lastLines = new Map();
  const spawnService = (name, entry, processEnv) => {
    const child = spawn(
      process.execPath,
      [...SERVICE_NODE_FLAGS, '--import', pathToFileURL(TSX_LOADER).href, path.join(REPO_ROOT, entry)],
      { cwd: REPO_ROOT, env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (quiet) {
      // Once the stack is up, the lines are drained unread (a bench's access log costs nothing).
      const kept = [];
      lastLines.set(name, kept);
      const lines = readline.createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (up) {
          lines.close();
          child.stdout.resume();
          return;
        }
        kept.push(line.slice(0, 500));
        if (kept.length > 5) kept.shift();
      });
    } else prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    return child;
  };

  let up = false;
  let failStart;
  const exited = new Promise((_, reject) => (failStart = reject));
  const services = processes.map(({ name, entry, env: processEnv }) => {
    const supervisor = supervise({
      name,
      start: () => spawnService(name, entry, processEnv),
      // During the start an exit fails the start (below), so nothing about restarting is said.
      log: (line) => up && process.stderr.write(`${line}\n`),
    });
    supervisor.events.on('restart', ({ code, signal }) => {
      if (up) return;
      supervisor.stop(); // during the start: fail it instead
      const said = (lastLines.get(name) ?? []).join('\n');
      failStart(
        new Error(`${name} exited early (${signal ?? code})${said ? `; its last lines:\n${said}` : ''}`),
      );
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
  const urls = processes.filter((p) => p.gateway).map((p) => `http://localhost:${p.port}`);
  // One gateway's health is enough alone; with instances, each one is asked (a gateway is
  // healthy while one instance per service answers).
  const probes = instances === 1 ? [port] : processes.map((p) => p.port);
  // What each probe answered last, for the error when the stack never becomes healthy.
  const lastAnswer = new Map();
  const healthy = async (probePort) => {
    try {
      const response = await fetch(`http://127.0.0.1:${probePort}/healthz`);
      const body = await response.text();
      lastAnswer.set(probePort, `${response.status} ${body.slice(0, 200)}`);
      return response.status === 200;
    } catch (error) {
      lastAnswer.set(probePort, `not answering (${error.cause?.code ?? error.message})`);
      return false;
    }
  };
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await Promise.all(probes.map(healthy))).every(Boolean)) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const answers = probes.map((probePort) => `:${probePort} ${lastAnswer.get(probePort) ?? 'never asked'}`);
    throw new Error(
      `the stack did not become healthy within ${timeoutMs / 1000} s; /healthz last answered ${answers.join('; ')}`,
    );
  })();

  exited.catch(() => undefined);
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  up = true;
  return { url, urls, stop, children, supervisors: services };
}
