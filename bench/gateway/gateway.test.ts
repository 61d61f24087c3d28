// bench/gateway's arithmetic: the median of its rounds (bench/lib, every bench's) and the verdict
// on its budget (figures.mjs).
import { median } from '../lib/median.mjs';
import { gatewayVerdict } from './figures.mjs';

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
});
