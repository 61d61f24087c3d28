#!/usr/bin/env node
// bench/lighthouse (issue 9): Lighthouse 13 in its mobile preset (simulated slow 4G and CPU
// throttling, so figures hold on a loaded machine) on the home page, two landing variants and
// the question page, three runs each, against a stack of this checkout's builds; prints the
// median LCP, FCP, TBT, CLS and transfer bytes per page against issue 9's budgets. Debian's
// Chromium, never a downloaded browser (TOOLCHAIN.md). Prints, never fails (CONVENTIONS.md);
// the budgets gate of issue 9 reads bench/results/lighthouse.json.
// Run: npm run bench:lighthouse   (LIGHTHOUSE_RUNS=1 for a quick look)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/lib/chromium.mjs';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { median } from '../lib/median.mjs';
import { withOwnStack } from '../lib/own-stack.mjs';

const PORT = Number(process.env.BENCH_PORT || 19180);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
// The pages and their budgets (bench/budgets.json); the question page is what a fresh visitor's
// URL shows first (no session yet).
const BUDGETS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budgets.json'), 'utf8'));
const PAGES = BUDGETS.lighthouse.pages.map((page) => ({ ...page, lcpBudgetMs: page.lcpMs }));
const CLS_BUDGET = BUDGETS.lighthouse.cls.max;
const CLI = path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

function lighthouse(url) {
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=--headless=new ${CHROMIUM_LAUNCH_OPTIONS.args.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH_OPTIONS.executablePath },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const { audits, runtimeError } = JSON.parse(result.stdout);
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
  };
}

/**
 * One measurement, retried: Lighthouse now and then loses the trace of a load (NO_NAVSTART,
 * NO_FCP) on a busy machine. Null after three failures (printed as such, never a made-up value).
 */
function measureOnce(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url);
    } catch (error) {
      console.warn(`  (attempt ${attempt} on ${url}: ${String(error.message).split('\n')[0]})`);
      if (attempt === 3) return null;
    }
  }
}

async function main() {
  const results = await withOwnStack('bench-lighthouse', PORT, async (baseUrl) => {
    const out = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const run = measureOnce(`${baseUrl}${page.path}`);
        if (run) runs.push(run);
      }
      const pick = (key) => (runs.length ? median(runs.map((r) => r[key])) : null);
      out.push({
        ...page,
        runs: runs.length,
        lcp: pick('lcp'),
        fcp: pick('fcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        bytes: pick('bytes'),
      });
    }
    return out;
  });

  console.log(`\nbench/lighthouse — Lighthouse 13, mobile preset, median of up to ${RUNS} run(s) per page\n`);
  console.log(
    `  ${'page'.padEnd(26)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'transfer'.padStart(10)}   budgets`,
  );
  for (const r of results) {
    if (r.runs === 0) {
      console.log(`  ${r.name.padEnd(26)} no run completed (see the attempts above)`);
      continue;
    }
    const lcpOk = r.lcp <= r.lcpBudgetMs;
    const clsOk = r.cls <= CLS_BUDGET;
    console.log(
      `  ${`${r.name} (${r.runs})`.padEnd(26)} ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${(r.fcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${`${(r.bytes / 1024).toFixed(0)} KiB`.padStart(10)}   LCP <= ${(r.lcpBudgetMs / 1000).toFixed(1)} s ${lcpOk ? 'ok' : 'OVER'}, CLS <= ${CLS_BUDGET} ${clsOk ? 'ok' : 'OVER'}`,
    );
  }
  fs.mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'lighthouse.json'),
    `${JSON.stringify({ runs: RUNS, clsBudget: CLS_BUDGET, pages: results }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
