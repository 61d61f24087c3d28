// The supervisor (issue 15: a killed service stayed dead under `npm start`): first on a stand-in
// process, then on the real stack `npm start` runs, with one service killed by SIGKILL; that
// stack's processes then stop on SIGTERM by themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backoffDelay, supervise } from './lib/supervisor.mjs';
import { portsEnv, startStack } from './lib/stack.mjs';

const sleeper = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' });
const quick = { firstMs: 20, maxMs: 80, stableMs: 60_000 };

test('the back-off doubles and stops growing at its ceiling', () => {
  expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n))).toEqual([500, 1000, 2000, 4000, 30_000]);
});

test('a killed process is started again, after a back-off that grows with quick failures; stop() ends it', async () => {
  const lines: string[] = [];
  const supervisor = supervise({
    name: 'svc',
    start: sleeper,
    backoff: quick,
    log: (l: string) => lines.push(l),
  });
  const restarts: { delayMs: number; signal: string | null }[] = [];
  supervisor.events.on('restart', (event: { delayMs: number; signal: string | null }) =>
    restarts.push(event),
  );
  const started = () => new Promise((resolve) => supervisor.events.once('started', resolve));
  for (let i = 0; i < 4; i += 1) {
    const pid = supervisor.current().pid;
    const next = started();
    supervisor.current().kill('SIGKILL');
    await next;
    expect(supervisor.current().pid).not.toBe(pid);
  }
  expect(restarts.map((r) => [r.delayMs, r.signal])).toEqual([
    [20, 'SIGKILL'],
    [40, 'SIGKILL'],
    [80, 'SIGKILL'],
    [80, 'SIGKILL'],
  ]);
  expect(lines[0]).toBe('[supervisor] svc exited (SIGKILL); restarting in 20 ms (restart 1)');
  supervisor.stop();
  const last = supervisor.current();
  last.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(supervisor.current()).toBe(last);
});

test('under the stack: a service killed with SIGKILL comes back, and the gateway is healthy again', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-supervised-'));
  const base = 29700 + (process.pid % 50) * 4;
  const stack = await startStack({
    quiet: true,
    env: {
      ...portsEnv(base),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let stopped = false;
  try {
    const exam = stack.children.find((c: { name: string }) => c.name === 'exam')!;
    const before = exam.child.pid;
    exam.child.kill('SIGKILL');
    const health = () =>
      fetch(`http://127.0.0.1:${base}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
    const deadline = Date.now() + 60_000;
    let sawDown = false;
    let status = 0;
    while (Date.now() < deadline) {
      status = await health();
      if (status !== 200) sawDown = true;
      if (sawDown && status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([sawDown, status]).toEqual([true, 200]);
    expect(exam.child.pid).not.toBe(before);
    const info = await fetch(`http://127.0.0.1:${base}/api/exam/info/1`);
    expect(info.status).toBe(200);

    // Stopped with SIGTERM, every process ends by itself, at once: none waits for stop()'s
    // SIGKILL 10 s later (the exam service's item-set thread once kept it running).
    const stopping = Date.now();
    await stack.stop();
    stopped = true;
    const ends = stack.children.map(({ name, child }: { name: string; child: ChildProcess }) => [
      name,
      child.exitCode,
      child.signalCode,
    ]);
    expect(ends).toEqual(stack.children.map(({ name }: { name: string }) => [name, 0, null]));
    expect(Date.now() - stopping).toBeLessThan(8_000);
  } finally {
    if (!stopped) await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
