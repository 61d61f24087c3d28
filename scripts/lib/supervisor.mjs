// Keeps a process running (issue 15: a killed service stayed dead under `npm start`): when it
// exits unasked, it is started again after a back-off that doubles with each quick failure
// (0.5 s, 1 s, 2 s … at most 30 s) and starts over once a run has lasted a minute. Every exit and
// restart is logged, so a crash loop is visible rather than silent.
import { EventEmitter } from 'node:events';

export const BACKOFF = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 };

/** The wait before restart number `failures` (0-based) in a row. */
export const backoffDelay = (failures, backoff = BACKOFF) =>
  Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures);

/**
 * `start()` spawns the process and returns its ChildProcess. Returns { current(), stop(), events }:
 * events 'restart' ({ name, delayMs, restarts, code, signal }) and 'started' ({ name, pid }).
 */
export function supervise({
  name,
  start,
  backoff = BACKOFF,
  log = (line) => process.stderr.write(`${line}\n`),
}) {
  const events = new EventEmitter();
  let child;
  let startedAt = 0;
  let failures = 0;
  let restarts = 0;
  let stopped = false;
  let timer;

  const run = () => {
    child = start();
    startedAt = Date.now();
    events.emit('started', { name, pid: child.pid });
    child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= backoff.stableMs) failures = 0;
      const delayMs = backoffDelay(failures, backoff);
      failures += 1;
      restarts += 1;
      log(
        `[supervisor] ${name} exited (${signal ?? `code ${code}`}); restarting in ${delayMs} ms (restart ${restarts})`,
      );
      events.emit('restart', { name, delayMs, restarts, code, signal });
      timer = setTimeout(() => {
        if (!stopped) run();
      }, delayMs);
    });
  };
  run();

  return {
    events,
    current: () => child,
    /** No more restarts; the current process is left to the caller to end. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
