import { budgetRows } from './check-budgets.mjs';

const budgets = {
  bundle: {
    firstViewJsKb: { max: 150, enforced: false },
    roundTripsAfterHtml: { max: 2, enforced: true },
    heroTimeVsPlain: { max: 1.2, enforced: true },
  },
  lighthouse: {
    cls: { max: 0.05 },
    pages: [{ name: 'home', path: '/', lcpMs: 1500, enforced: true }],
  },
};

type Row = { name: string; value: number | null; ok: boolean; enforced: boolean };
const row = (rows: Row[], name: string) => rows.find((r) => r.name.includes(name))!;

test('each figure is judged against its budget, the limit itself passing', () => {
  const rows: Row[] = budgetRows({
    budgets,
    bundle: { transfer: 160 * 1024, roundTrips: 2 },
    lighthouse: { pages: [{ path: '/', lcp: 1501, cls: 0.05 }] },
    comparison: { ratio: { heroMs: 0.4 } },
  });
  expect(row(rows, 'first-view JS')).toMatchObject({ value: 160, ok: false, enforced: false });
  expect(row(rows, 'round trips')).toMatchObject({ value: 2, ok: true });
  expect(row(rows, 'plain bundle')).toMatchObject({ value: 0.4, ok: true });
  expect(row(rows, 'LCP, home')).toMatchObject({ value: 1501, ok: false, enforced: true });
  expect(row(rows, 'CLS, home')).toMatchObject({ value: 0.05, ok: true });
});

test('a figure that was not measured breaks its budget', () => {
  const rows: Row[] = budgetRows({ budgets, bundle: null, lighthouse: null, comparison: null });
  expect(rows.every((r) => r.value === null && !r.ok)).toBe(true);
});

test("the refused flood's ratio is a row of its own when budgeted, missing when not run", () => {
  const withFlood = { ...budgets, refusedFlood: { p99VsIdle: { max: 2, enforced: true } } };
  const measured: Row[] = budgetRows({
    budgets: withFlood,
    bundle: null,
    lighthouse: null,
    comparison: null,
    refusedFlood: { ratio: 2.01 },
  });
  expect(row(measured, 'refused flood')).toMatchObject({ value: 2.01, ok: false, enforced: true });
  const missing: Row[] = budgetRows({ budgets: withFlood, bundle: null, lighthouse: null, comparison: null });
  expect(row(missing, 'refused flood')).toMatchObject({ value: null, ok: false });
});
