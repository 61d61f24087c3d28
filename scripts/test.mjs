#!/usr/bin/env node
// `npm test`: lint, types, one build (reused by every suite), unit + service tests (PGlite, and
// PostgreSQL when it answers), then the browser tests against one started stack.
import { spawn } from 'node:child_process';
import { buildApps, staleApps } from './lib/build.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const only = process.argv.slice(2);
// The three checks read the sources only and each runs on one core: side by side, their output
// held and printed whole, in this order, when each ends (docs/decisions/2026-11-27-test-workers.md).
const checks = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
];
const steps = [
  ['build', () => buildApps(staleApps())],
  // Two workers on two cores: Jest's default (cores − 1) runs one file at a time, while the
  // service tests spend much of their time waiting on PostgreSQL (docs/decisions/2026-11-27-test-workers.md).
  ['unit', ['npx', 'jest', '--ci', '--maxWorkers=2']],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const chosen = ([name]) => !only.length || only.includes(name);

/** Runs a command; resolves with whether it passed. `held`: its output comes back instead of streaming. */
function run([command, ...args], { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    if (held)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ ok: false, output: Buffer.concat(output).toString() });
    });
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const results = [];
const started = Date.now();
const running = checks.filter(chosen).map(([name, command]) => ({
  name,
  done: run(command, { held: true }).then((result) => ({
    ...result,
    seconds: (Date.now() - started) / 1000,
  })),
}));
for (const { name, done } of running) {
  const { ok, output, seconds } = await done;
  console.log(`\n=== ${name} ===`);
  process.stdout.write(output);
  results.push({ name, ok, seconds });
}

for (const [name, step] of steps.filter(chosen)) {
  const stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok;
  if (typeof step === 'function') {
    try {
      step();
      ok = true;
    } catch (error) {
      console.error(error.message);
      ok = false;
    }
  } else {
    ok = (await run(step)).ok;
  }
  results.push({ name, ok, seconds: (Date.now() - stepStarted) / 1000 });
  // Without a build there is nothing for the browser tests to load.
  if (!ok && name === 'build') break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(6)} ${seconds.toFixed(0)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
