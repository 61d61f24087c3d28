// The page map a newcomer reads (./README.md) and the file names (NN-MM-<part>.tsx) tell the
// truth: for both kinds of report, page N's component is exported by the file whose range holds
// N, and the README's row N names the plan's page kind.
import fs from 'node:fs';
import path from 'node:path';
import { planReport, type PagePlan } from '../document/plan';
import { sampleReportInput } from '../testing/sample-input';

const files = fs
  .readdirSync(__dirname)
  .map((name) => /^(\d{2})-(\d{2})-[a-z-]+\.tsx$/.exec(name))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ name: m[0], first: Number(m[1]), last: Number(m[2]) }));

const readme = fs.readFileSync(path.join(__dirname, 'README.md'), 'utf8');
const rows = new Map(
  readme
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => /^\d+$/.test(cells[1] ?? ''))
    .map((cells) => [Number(cells[1]), { withAnalysis: cells[2]!, without: cells[3]!, file: cells[4]! }]),
);

const component = (kind: PagePlan['kind']) => `${kind[0]!.toUpperCase()}${kind.slice(1)}Page`;

describe.each([
  ['with the answer analysis', sampleReportInput({ skuId: 'sku4' }), 'withAnalysis'] as const,
  ['without it', sampleReportInput({ skuId: 'sku1' }), 'without'] as const,
])('the page map, %s', (_, input, column) => {
  const plan = planReport(input);

  it('has one file for every page number, and the files cover 1–21 without overlap', () => {
    const covered = files.flatMap((f) => Array.from({ length: f.last - f.first + 1 }, (_, i) => f.first + i));
    expect(covered).toEqual(Array.from({ length: plan.length }, (_, i) => i + 1));
  });

  it.each(Array.from({ length: 21 }, (_, i) => i + 1))('page %i: file and README agree', async (number) => {
    const kind = plan[number - 1]!.kind;
    const file = files.find((f) => f.first <= number && number <= f.last)!;
    const exports = (await import(path.join(__dirname, file.name))) as Record<string, unknown>;
    expect(typeof exports[component(kind)]).toBe('function');
    const row = rows.get(number)!;
    expect(row[column]).toContain(`\`${kind}\``);
    expect(row.file).toBe(`\`${file.name}\``);
  });
});
