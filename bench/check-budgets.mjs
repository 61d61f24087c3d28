#!/usr/bin/env node
// Issue 9: after the benches, compares what they wrote (bench/results/bundle.json,
// bench/results/lighthouse.json, bench/bundle/last-run.json, bench/results/refused-flood.json) with bench/budgets.json, prints every
// budget with its figure, and exits 1 when an enforced one is broken or its figure is missing.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../scripts/lib/paths.mjs';

const read = (...parts) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, ...parts), 'utf8'));
  } catch {
    return null;
  }
};

/**
 * One line per budget: { name, value, max, unit, enforced }; value null when not measured.
 * @param {{ budgets: any, bundle: any, lighthouse: any, comparison: any, refusedFlood?: { ratio: number } | null }} figures
 */
export function budgetRows({ budgets, bundle, lighthouse, comparison, refusedFlood = null }) {
  const rows = [];
  const b = budgets.bundle;
  rows.push({
    name: 'home first-view JS, brotli as served',
    value: bundle ? bundle.transfer / 1024 : null,
    unit: 'KB',
    ...b.firstViewJsKb,
  });
  rows.push({
    name: 'home round trips after the HTML',
    value: bundle ? bundle.roundTrips : null,
    unit: '',
    ...b.roundTripsAfterHtml,
  });
  rows.push({
    name: 'time to hero, federated / plain bundle',
    value: comparison?.ratio?.heroMs ?? null,
    unit: '×',
    ...b.heroTimeVsPlain,
  });
  for (const page of budgets.lighthouse.pages) {
    const measured = lighthouse?.pages?.find((p) => p.path === page.path);
    rows.push({
      name: `Lighthouse LCP, ${page.name}`,
      value: measured?.lcp ?? null,
      unit: 'ms',
      max: page.lcpMs,
      enforced: page.enforced,
    });
    rows.push({
      name: `Lighthouse CLS, ${page.name}`,
      value: measured?.cls ?? null,
      unit: '',
      max: budgets.lighthouse.cls.max,
      // CLS does not move with the machine's speed: enforced on every page.
      enforced: budgets.lighthouse.cls.enforced ?? true,
    });
  }
  if (budgets.refusedFlood)
    rows.push({
      name: "refused flood: other client's p99 / idle",
      value: refusedFlood?.ratio ?? null,
      unit: '×',
      ...budgets.refusedFlood.p99VsIdle,
    });
  return rows.map((row) => ({
    ...row,
    ok: row.value !== null && row.value <= row.max,
  }));
}

function main() {
  const rows = budgetRows({
    budgets: read('bench', 'budgets.json'),
    bundle: read('bench', 'results', 'bundle.json'),
    lighthouse: read('bench', 'results', 'lighthouse.json'),
    comparison: read('bench', 'bundle', 'last-run.json'),
    refusedFlood: read('bench', 'results', 'refused-flood.json'),
  });
  const format = (v, unit) =>
    v === null
      ? 'not measured'
      : `${unit === 'KB' || unit === '×' ? v.toFixed(2) : unit === '' ? +v.toFixed(3) : Math.round(v)}${unit && unit !== '×' ? ` ${unit}` : unit}`;
  console.log('\nbench budgets (bench/budgets.json)\n');
  for (const row of rows) {
    const verdict = row.ok ? 'ok' : row.enforced ? 'BROKEN' : 'over (not enforced yet)';
    console.log(
      `  ${row.name.padEnd(44)} ${format(row.value, row.unit).padStart(14)}   <= ${String(row.max).padEnd(6)} ${verdict}`,
    );
  }
  const broken = rows.filter((row) => row.enforced && !row.ok);
  if (broken.length) {
    console.error(
      `\n${broken.length} enforced budget(s) broken: ${broken.map((row) => row.name).join('; ')}`,
    );
    process.exit(1);
  }
  console.log('\nevery enforced budget holds');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
