#!/usr/bin/env node
// `npm test`: lint, types, one build (reused by every suite), then the unit + service tests (PGlite,
// and PostgreSQL when it answers) and the browser tests against one started stack.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApps, staleApps } from './lib/build.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const TIMED_TESTS = createRequire(import.meta.url)('./lib/timed-tests.cjs');

const only = process.argv.slice(2);
// The three checks read the sources only and each runs on one core: side by side, their output
// held and printed whole, in this order, when each ends (docs/decisions/2026-11-27-test-workers.md).
const checks = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
];
// Two workers on two cores: Jest's default (cores − 1) runs one file at a time, while the
// service tests spend much of their time waiting on PostgreSQL (docs/decisions/2026-11-27-test-workers.md).
const JEST = ['npx', 'jest', '--ci', '--maxWorkers=2'];
// Jest's results as JSON too, for the failures' recap under the summary.
const reports = mkdtempSync(path.join(os.tmpdir(), 'iq-test-'));
const jest = (name) => [...JEST, '--json', `--outputFile=${path.join(reports, `${name}.json`)}`];
// After the build, one after the other; with IQ_SIDE_BY_SIDE=1, side by side: the browser tests
// leave part of the two cores idle, which the unit tests fill
// (docs/decisions/2026-12-01-unit-and-browser-tests-side-by-side.md). The unit step's output
// streams; the browser tests' is held and printed whole when they end.
// Side by side, Jest runs at a lower priority (nice 5): the browser tests' pages and the stack
// behind them get the cores first, as when they run alone, and Jest takes the time they leave.
// Jest's tests assert results, not times (the timed files run apart, below); the browser tests'
// waits are for a page a visitor would see.
const suites = [
  ['unit', jest('unit')],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const LOWER_PRIORITY = ['nice', '-n', '5'];
const chosen = ([name]) => !only.length || only.includes(name);

/**
 * Runs a command; resolves with whether it passed. `held`: its output comes back instead of
 * streaming. `env`: added to this process's environment.
 */
function run([command, ...args], { held = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
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

if (chosen(['build'])) {
  const buildStarted = Date.now();
  console.log('\n=== build ===');
  let ok = true;
  try {
    buildApps(staleApps());
  } catch (error) {
    console.error(error.message);
    ok = false;
  }
  results.push({ name: 'build', ok, seconds: (Date.now() - buildStarted) / 1000 });
}

// Without a build there is nothing for the browser tests to load.
const built = results.every((r) => r.name !== 'build' || r.ok);
const chosenSuites = built ? suites.filter(chosen) : [];
// One after the other unless IQ_SIDE_BY_SIDE=1: side by side, on a machine slower than the one it
// was measured on, Jest's tests outran their timeouts while the browser tests held the cores
// (docs/decisions/2026-12-01-suites-one-after-the-other-again.md).
const SIDE_BY_SIDE = process.env.IQ_SIDE_BY_SIDE === '1';
const suitesStarted = Date.now();
const held = SIDE_BY_SIDE && chosenSuites.length > 1;
const runSuite = ([name, command], i) => {
  const suiteStarted = held ? suitesStarted : Date.now();
  // The first streams; the others are held.
  const holds = held && i > 0;
  if (!holds) console.log(`\n=== ${name} ===`);
  // Jest leaves the timed files for a run of their own (below); side by side, it yields the cores.
  const unit = name === 'unit';
  const env = unit ? { IQ_TIMED_TESTS: 'apart' } : {};
  return run(held && unit ? [...LOWER_PRIORITY, ...command] : command, { held: holds, env }).then(
    (result) => {
      if (holds) {
        const seconds = ((Date.now() - suitesStarted) / 1000).toFixed(0);
        console.log(`\n=== ${name} (its whole output, held until it ended after ${seconds} s) ===`);
        process.stdout.write(result.output);
      }
      return { name, ok: result.ok, seconds: (Date.now() - suiteStarted) / 1000, output: result.output };
    },
  );
};
/**
 * The timed files, with nothing else running: beside another Jest worker's stacks, the abuse
 * limits' "another client keeps its speed" read the machine
 * (docs/decisions/2026-12-02-timed-files-apart-always.md).
 */
async function runTimed() {
  const timedStarted = Date.now();
  console.log(`\n=== unit, timed files (alone: ${TIMED_TESTS.length}) ===`);
  const { ok } = await run([...jest('timed'), ...TIMED_TESTS]);
  results.push({ name: 'timed', ok, seconds: (Date.now() - timedStarted) / 1000 });
}
const isUnit = ([name]) => name === 'unit';
if (held) {
  for (const result of await Promise.all(chosenSuites.map(runSuite))) results.push(result);
  if (chosenSuites.some(isUnit)) await runTimed();
} else {
  for (const [i, suite] of chosenSuites.entries()) {
    results.push(await runSuite(suite, i));
    // One after the other: right after the other unit tests, before the browser tests.
    if (isUnit(suite)) await runTimed();
  }
}

/** The failed files and tests of a Jest run, from its JSON report; none when it wrote none. */
function jestFailures(name) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(reports, `${name}.json`), 'utf8'));
  } catch {
    return [];
  }
  const lines = [];
  for (const file of report.testResults ?? []) {
    if (file.status !== 'failed') continue;
    lines.push(`  ${path.relative(REPO_ROOT, file.name)}`);
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) lines.push(`    ✘ ${test.fullName}`);
    if (!tests.length && file.message) lines.push(`    ${file.message.trim().split('\n')[0]}`);
  }
  return lines;
}

/** Playwright's closing tally (failed, flaky, passed, …) from its held output. */
function playwrightTally(output = '') {
  const lines = output.split('\n');
  const first = lines.findIndex((line) => /^\s+\d+ (failed|flaky|interrupted|did not run)$/.test(line));
  return first < 0 ? lines.slice(-3) : lines.slice(first);
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(6)} ${seconds.toFixed(0)} s`);
// What failed, again here: a long log's middle is where a CI excerpt leaves off.
for (const { name, ok, output } of results) {
  if (ok) continue;
  const recap =
    name === 'unit' || name === 'timed'
      ? jestFailures(name)
      : name === 'e2e' && output
        ? playwrightTally(output)
        : [];
  if (recap.length) console.log(`${name} failures:\n${recap.join('\n')}`);
}
rmSync(reports, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
