// bench/gateway's arithmetic: the median of its rounds (bench/lib, every bench's) and the verdict
// on its budget (figures.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { median } from '../lib/median.mjs';
import { floodVerdict, gatewayVerdict, p99 } from './figures.mjs';

describe('bench/gateway figures', () => {
  test('median: the middle value, the mean of the middle two, none of nothing; order does not matter', () => {
    expect(median([0.5, 0.1, 0.3])).toBe(0.3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  test('the verdict divides the gateway by the bare proxy and holds up to the budget', () => {
    const budget = { cpuVsBareProxy: { max: 5, enforced: false } }; // any budget: the arithmetic is checked
    expect(gatewayVerdict(budget, 0.4, 0.08)).toEqual({ ratio: 5, max: 5, enforced: false, ok: true });
    expect(gatewayVerdict(budget, 0.41, 0.08).ok).toBe(false);
    expect(gatewayVerdict(budget, 0.4, 0).ok).toBe(false); // a bare proxy that used nothing is no measure
  });

  test("issue 39's budget: the gateway within 1.5× the bare proxy, enforced (bench:gateway exits 1 above it)", () => {
    const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'budgets.json'), 'utf8')) as {
      gateway: { cpuVsBareProxy: { max: number; enforced: boolean } };
    };
    expect(budgets.gateway.cpuVsBareProxy).toEqual({ max: 1.5, enforced: true });
    expect(gatewayVerdict(budgets.gateway, 3, 2)).toMatchObject({ ratio: 1.5, ok: true, enforced: true });
    expect(gatewayVerdict(budgets.gateway, 3.02, 2).ok).toBe(false);
  });

  test('p99: the value below which 99 % lie, the largest of fewer than a hundred', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(p99(hundred)).toBe(100);
    const twoHundred = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(p99(twoHundred)).toBe(199); // two above it: 1 %
    expect(p99([3, 9, 1])).toBe(9);
  });

  test('a flood window passes only within the ratio, with no lost answer and the flood refused', () => {
    const budget = { p99VsIdle: { max: 2, enforced: true } };
    const window = { ratio: 2, failed: 0, sent: 1000, counts: { 429: 998, 404: 2 } };
    expect(floodVerdict(budget, window)).toEqual({ ratio: 2, max: 2, enforced: true, ok: true });
    expect(floodVerdict(budget, { ...window, ratio: 2.01 }).ok).toBe(false);
    expect(floodVerdict(budget, { ...window, failed: 1 }).ok).toBe(false);
    expect(floodVerdict(budget, { ...window, counts: { 200: 1000 } }).ok).toBe(false);
  });
});
