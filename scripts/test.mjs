#!/usr/bin/env node
// `npm test`: lint, types, one build (reused by every suite), unit + service tests (PGlite, and
// PostgreSQL when it answers), then the browser tests against one started stack.
import { spawnSync } from 'node:child_process';
import { buildApps, staleApps } from './lib/build.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const only = process.argv.slice(2);
const steps = [
  ['lint', ['npx', 'eslint', '.', '--max-warnings', '0']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['types', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['build', () => buildApps(staleApps())],
  // Two workers on two cores: Jest's default (cores − 1) runs one file at a time, while the
  // service tests spend much of their time waiting on PostgreSQL (361 s → 230 s here).
  ['unit', ['npx', 'jest', '--ci', '--maxWorkers=2']],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const results = [];
for (const [name, run] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok;
  if (typeof run === 'function') {
    try {
      run();
      ok = true;
    } catch (error) {
      console.error(error.message);
      ok = false;
    }
  } else {
    ok = spawnSync(run[0], run.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' }).status === 0;
  }
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  // Without a build there is nothing for the browser tests to load.
  if (!ok && name === 'build') break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(6)} ${seconds.toFixed(0)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
