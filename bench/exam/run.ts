// bench/exam: time to generate one item, to assemble a 30-item test, to score one exam, and
// SVG bytes per item (matrix + six options). Reports each figure against its budget; never
// fails on one (CONVENTIONS.md: a benchmark prints figures and budgets).
// Run: npm run bench:exam
import fs from 'node:fs';
import path from 'node:path';
import { assembleTest, generateItem } from '../../services/exam/src/domain/matrices';
import { scoreExam, type ScoredResponse } from '../../services/exam/src/domain/scoring';

const BUDGET = { itemMs: 2, assemblyMs: 20, scoringMs: 5, svgMeanKb: 12 }; // issue 6: ≤ 2 ms, ≤ 20 ms

function time<T>(runs: number, fn: (i: number) => T): number {
  for (let i = 0; i < Math.min(50, runs); i++) fn(i + 1_000_000); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn(i);
  return Number(process.hrtime.bigint() - started) / 1e6 / runs;
}

const itemMs = time(2000, (i) => generateItem(i * 7 + 1, (i % 10) + 1));
const hardestMs = time(500, (i) => generateItem(i * 13 + 5, 10));
const assemblyMs = time(60, (i) => assembleTest(i + 77));

const tests = Array.from({ length: 40 }, (_, t) => assembleTest(5000 + t));
const sheets: ScoredResponse[][] = tests.map((items, t) =>
  items.map((item, i) => ({
    correct: (i * 7 + t) % 3 !== 0,
    seconds: 10 + ((i * 13 + t) % 40),
    irt: item.irt,
    level: item.level,
    rules: item.rules.filter((r) => r.rule !== 'constant').length,
    components: Number(item.features.components),
  })),
);
const scoringMs = time(2000, (i) =>
  scoreExam(sheets[i % sheets.length] as ScoredResponse[], { timeLimitSeconds: 1200 }),
);

const bytes = tests
  .flat()
  .map(
    (item) =>
      Buffer.byteLength(item.matrixSvg) + item.optionSvgs.reduce((n, s) => n + Buffer.byteLength(s), 0),
  );
const svgMeanKb = bytes.reduce((a, b) => a + b, 0) / bytes.length / 1024;
const svgMaxKb = Math.max(...bytes) / 1024;

const rows: [string, string, string, boolean][] = [
  [
    'generate one item (levels 1–10)',
    `${itemMs.toFixed(3)} ms`,
    `< ${BUDGET.itemMs} ms`,
    itemMs < BUDGET.itemMs,
  ],
  [
    'generate one item (level 10)',
    `${hardestMs.toFixed(3)} ms`,
    `< ${BUDGET.itemMs} ms`,
    hardestMs < BUDGET.itemMs,
  ],
  [
    'assemble a 30-item test',
    `${assemblyMs.toFixed(2)} ms`,
    `< ${BUDGET.assemblyMs} ms`,
    assemblyMs < BUDGET.assemblyMs,
  ],
  [
    'score one exam (EAP + indicators)',
    `${scoringMs.toFixed(3)} ms`,
    `< ${BUDGET.scoringMs} ms`,
    scoringMs < BUDGET.scoringMs,
  ],
  [
    'SVG bytes per item, mean',
    `${svgMeanKb.toFixed(2)} KB`,
    `< ${BUDGET.svgMeanKb} KB`,
    svgMeanKb < BUDGET.svgMeanKb,
  ],
  [
    'SVG bytes per item, max',
    `${svgMaxKb.toFixed(2)} KB`,
    `(mean budget ${BUDGET.svgMeanKb} KB)`,
    svgMaxKb < 2 * BUDGET.svgMeanKb,
  ],
];
console.log('bench/exam (matrix + 6 options per item; node', process.version + ')');
for (const [name, value, budget, ok] of rows) {
  console.log(
    `  ${name.padEnd(36)} ${value.padStart(11)}   budget ${budget.padEnd(22)} ${ok ? 'ok' : 'OVER'}`,
  );
}

const out = path.join(__dirname, '..', 'results', 'exam.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify({ itemMs, hardestMs, assemblyMs, scoringMs, svgMeanKb, svgMaxKb, budget: BUDGET }, null, 2) +
    '\n',
);
