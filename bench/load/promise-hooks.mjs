#!/usr/bin/env node
// What AsyncLocalStorage leaves behind once it has been used (issue 42): on Node 20, running one
// function in a storage turns V8's promise hooks on, and V8 then gives up its fast await for the
// rest of the process, even after the storage is disabled and the hooks are off again. Why the
// services follow no context by default (docs/decisions/2026-11-30-services-follow-no-context-by-default.md).
// Each round times a chain of awaits in two fresh processes, before and after a moment at which
// one of them runs a function in a storage and disables it; prints how much slower each got.
//   node bench/load/promise-hooks.mjs [--rounds 5]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SELF = fileURLToPath(import.meta.url);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function leaf(x) {
  return x + 1;
}
async function middle(x) {
  let sum = 0;
  for (let i = 0; i < 5; i++) sum += await leaf(x + i);
  return sum;
}

/** ms for 200 000 × 5 awaits. */
async function timeAwaits() {
  let sum = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < 200_000; i++) sum += await middle(i);
  if (sum < 0) throw new Error('unreachable');
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The median of `times` runs of timeAwaits, after two to warm up. */
async function medianOfRuns(times) {
  const runs = [];
  for (let i = 0; i < times + 2; i++) runs.push(await timeAwaits());
  return median(runs.slice(2));
}

/** Prints the time after over the time before, with a storage used in between or not. */
async function child(usedStorage) {
  const before = await medianOfRuns(5);
  if (usedStorage) {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    const storage = new AsyncLocalStorage();
    await storage.run({}, () => leaf(0));
    storage.disable(); // no storage left: Node takes the hooks off
  }
  await new Promise((resolve) => setImmediate(resolve));
  process.stdout.write(String((await medianOfRuns(5)) / before));
}

async function main() {
  const { values } = parseArgs({ options: { rounds: { type: 'string' } } });
  const rounds = Number(values.rounds ?? 5);
  const ratios = { never: [], once: [] };
  for (let round = 0; round < rounds; round++)
    for (const side of round % 2 ? ['once', 'never'] : ['never', 'once'])
      ratios[side].push(
        Number(execFileSync(process.execPath, [SELF, '--child', side], { encoding: 'utf8' })),
      );
  const shown = (side) => `${((median(ratios[side]) - 1) * 100).toFixed(0)} %`;
  console.log(
    `Node ${process.version}: 1 000 000 awaits timed before and after, median of ${rounds} processes each`,
  );
  console.log(`  no storage used between:           ${shown('never')}`);
  console.log(`  a storage used once and disabled:  ${shown('once')}`);
}

if (process.argv[2] === '--child') await child(process.argv[3] === 'once');
else if (path.resolve(process.argv[1] ?? '') === SELF) await main();
