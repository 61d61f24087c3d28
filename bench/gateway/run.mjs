#!/usr/bin/env node
// bench/gateway (issue 15): what the gateway's API path costs, apart from the services' work and
// the machine's moods. One real service app (createServiceApp: log line, security headers, JSON
// body) answers an exam answer; in front of it, this checkout's gateway app as the stack runs it,
// and a bare node:http proxy (bare-proxy.mjs). autocannon posts answers through each in turn, for
// several rounds, and the CPU each proxy used per answer is read from /proc: medians printed, with
// the gateway's over the bare proxy's (the ratio cancels most of a machine's speed). On these VMs
// bench:load's figures scatter too widely between runs to judge a small change; these scatter far
// less, which is what a change to the gateway's hot path needs to be judged by
// (docs/decisions/2026-11-27-two-gateways-side-by-side.md). Budget: bench/budgets.json "gateway".
// Run: npm run bench:gateway [-- --rounds 5 --seconds 4 --connections 20]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { SERVICE_NODE_FLAGS } from '../../scripts/lib/stack.mjs';
import { processCpuMs } from '../load/cpu.mjs';
import { median } from '../lib/median.mjs';
import { startChild } from '../lib/start-child.mjs';
import { gatewayVerdict } from './figures.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx', { paths: [REPO_ROOT] })).href;
const BUDGET = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8')).gateway;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '20' },
  },
});
const ROUNDS = Number(args.rounds);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(process.env.BENCH_PORT || 19380);

const answer = JSON.stringify({ itemId: 'q-7', optionId: 'o-3', seconds: 4 });

/** autocannon at `port` for SECONDS; the proxy's CPU ms per answer and the answers per second. */
async function round(port, pid) {
  const before = processCpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/exam/session/answer',
        headers: { 'content-type': 'application/json', 'exam-session': 'bench-session' },
        body: answer,
      },
    ],
  });
  const used = processCpuMs(pid) - before;
  const answers = result.requests.total;
  if (result.non2xx || result.errors || result.timeouts || !answers)
    throw new Error(
      `${port}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { cpuMs: used / answers, rps: answers / SECONDS };
}

const children = [];
try {
  const servers = path.join(HERE, 'servers.ts');
  const serviceUrl = `http://127.0.0.1:${PORT}`;
  // The service and the gateway run as `npm start` runs them (its Node flags); the bare proxy plain.
  const asStarted = [...SERVICE_NODE_FLAGS, '--import', TSX];
  children.push(await startChild(servers, ['service', String(PORT)], asStarted));
  const gateway = await startChild(servers, ['gateway', String(PORT + 1), serviceUrl], asStarted);
  children.push(gateway);
  const bare = await startChild(path.join(HERE, 'bare-proxy.mjs'), [String(PORT + 2), serviceUrl]);
  children.push(bare);
  const sides = [
    { name: 'gateway', port: PORT + 1, pid: gateway.pid, runs: [] },
    { name: 'bare node:http proxy', port: PORT + 2, pid: bare.pid, runs: [] },
  ];
  console.log(
    `bench:gateway — POST /api/exam/session/answer through each proxy to one service app, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, in turn (after one warm-up round each)\n`,
  );
  for (const side of sides) await round(side.port, side.pid); // warm-up: JIT, keep-alive sockets
  for (let i = 0; i < ROUNDS; i++)
    for (const side of sides) {
      const run = await round(side.port, side.pid);
      side.runs.push(run);
      console.log(
        `  round ${i + 1}  ${side.name.padEnd(22)} ${run.cpuMs.toFixed(3)} ms CPU per answer  ${run.rps.toFixed(0)} answers/s`,
      );
    }
  const [gatewayMs, bareMs] = sides.map((side) => median(side.runs.map((run) => run.cpuMs)));
  console.log(
    `\n  median CPU per answer: gateway ${gatewayMs.toFixed(3)} ms, bare proxy ${bareMs.toFixed(3)} ms`,
  );
  const verdict = gatewayVerdict(BUDGET, gatewayMs, bareMs);
  console.log(
    `  gateway / bare proxy: ${verdict.ratio.toFixed(2)}×   <= ${verdict.max}   ${verdict.ok ? 'PASS' : 'FAIL'}${verdict.enforced ? '' : ' (not enforced)'}`,
  );
  process.exitCode = verdict.enforced && !verdict.ok ? 1 : 0;
} finally {
  for (const child of children) child.kill('SIGTERM');
}
