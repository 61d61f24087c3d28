import { RINGS, shiftMask } from './grammar';
import { latticeAccepts, nested, predict, widePredictions, widelyDetermined, type Hypothesis } from './rules';

const C: Hypothesis = { rule: 'constant' };
const P = (step: number, reading: 'rows' | 'columns' = 'rows'): Hypothesis => ({
  rule: 'progression',
  reading,
  step,
});
const ADD: Hypothesis = { rule: 'arithmetic', reading: 'rows', op: 'add' };
const SUB: Hypothesis = { rule: 'arithmetic', reading: 'rows', op: 'subtract' };
const SET = (
  op: 'union' | 'intersection' | 'xor' | 'difference' | 'reverse-difference',
  reading: 'rows' | 'columns' = 'rows',
): Hypothesis => ({
  rule: 'set-operation',
  reading,
  op,
});
const D3: Hypothesis = { rule: 'distribute-three' };

// Masks on a 2×2 lattice: bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
const TL = 1;
const TR = 2;
const BL = 4;
const BR = 8;

/** Eight given cells from three rows (the last with two values). */
const cells = (...rows: number[][]): number[] => rows.flat();
const transpose = (c: readonly number[]): number[] => [0, 3, 6, 1, 4, 7, 2, 5].map((i) => c[i] as number);

describe('predict: what a rule says the ninth cell is, or null when it does not fit', () => {
  test.each<[string, Hypothesis, 'size' | 'number' | 'position' | 'type', number[], number | null]>([
    ['constant everywhere', C, 'size', cells([3, 3, 3], [3, 3, 3], [3, 3]), 3],
    ['constant per row only is not constant', C, 'size', cells([3, 3, 3], [4, 4, 4], [5, 5]), null],
    ['progression +1', P(1), 'size', cells([1, 2, 3], [3, 4, 5], [2, 3]), 4],
    ['progression −2', P(-2), 'size', cells([6, 4, 2], [5, 3, 1], [6, 4]), 2],
    ['progression with another step in row 2', P(1), 'size', cells([1, 2, 3], [1, 3, 5], [2, 3]), null],
    ['progression whose third row breaks it', P(1), 'size', cells([1, 2, 3], [2, 3, 4], [2, 4]), null],
    ['count sum', ADD, 'number', cells([1, 2, 3], [2, 2, 4], [1, 3]), 4],
    ['count difference', SUB, 'number', cells([4, 1, 3], [3, 2, 1], [5, 2]), 3],
    ['sum is not difference', SUB, 'number', cells([1, 2, 3], [2, 2, 4], [1, 3]), null],
    ['a difference of zero shapes is no panel', SUB, 'number', cells([4, 1, 3], [3, 2, 1], [2, 2]), null],
    ['union', SET('union'), 'position', cells([TL, TR, TL | TR], [BL, BR, BL | BR], [TL, BR]), TL | BR],
    [
      'intersection',
      SET('intersection'),
      'position',
      cells([TL | TR, TR | BR, TR], [BL | BR, TL | BL, BL], [TL | BR, BR | BL]),
      BR,
    ],
    [
      'xor keeps what only one has',
      SET('xor'),
      'position',
      cells([TL | TR, TR | BR, TL | BR], [BL, BL | TL, TL], [TL | TR | BL, TR]),
      TL | BL,
    ],
    [
      'difference',
      SET('difference'),
      'position',
      cells([TL | TR, TR, TL], [TL | BL | BR, BL, TL | BR], [TR | BR, BR]),
      TR,
    ],
    [
      'reverse difference',
      SET('reverse-difference'),
      'position',
      cells([TR, TL | TR, TL], [BL, TL | BL | BR, TL | BR], [BR, TR | BR]),
      TR,
    ],
    [
      'xor is not union where shapes overlap',
      SET('union'),
      'position',
      cells([TL | TR, TR | BR, TL | BR], [BL, BL | TL, TL], [TL, TR]),
      null,
    ],
    ['distribute-three (Latin square)', D3, 'type', cells([1, 3, 5], [3, 5, 1], [5, 1]), 3],
    [
      'distribute-three needs each value once per column',
      D3,
      'type',
      cells([1, 3, 5], [1, 3, 5], [3, 5]),
      null,
    ],
  ])('%s', (_name, h, attr, given, expected) => {
    expect(predict(h, attr, 'grid2', given)).toBe(expected);
  });

  test('a rule read by columns predicts from column 3, the same as its transpose read by rows', () => {
    const byRows = cells([1, 2, 3], [3, 4, 5], [2, 3]);
    const byColumns = transpose([...byRows, 0]);
    expect(predict(P(1, 'columns'), 'size', 'single', byColumns)).toBe(4);
    expect(predict(P(1, 'rows'), 'size', 'single', byColumns)).toBeNull();
    const union = cells([TL, TR, TL | TR], [BL, BR, BL | BR], [TL, BR]);
    expect(predict(SET('union', 'columns'), 'position', 'grid2', transpose([...union, 0]))).toBe(TL | BR);
  });

  test('position progression moves every shape one slot clockwise along the ring', () => {
    const ring = RINGS.grid3;
    const a = (1 << 0) | (1 << 4); // top-left corner and the centre, which stays put
    const row = (m: number) => [m, shiftMask(m, 1, ring), shiftMask(m, 2, ring)];
    const b = (1 << 1) | (1 << 4);
    const c = 1 << 5;
    const given = [...row(a), ...row(b), ...row(c).slice(0, 2)];
    expect(predict(P(1), 'position', 'grid3', given)).toBe(shiftMask(c, 2, ring));
    expect(shiftMask(a, 1, ring)).toBe((1 << 1) | (1 << 4));
  });
});

describe('the wide list: what a careful reader might also try', () => {
  test('two rules that fit the given cells and disagree make the cells ambiguous', () => {
    // (1,2,3) twice fits +1, first + second and "a permutation of row 1"; row 3 (2,3,·) then
    // splits 4 (progression), 5 (sum) and 1 (permutation).
    const given = cells([1, 2, 3], [1, 2, 3], [2, 3]);
    expect([...widePredictions('number', 'grid3', given)].sort()).toEqual([1, 4, 5]);
    expect(widelyDetermined('number', 'grid3', given, 4)).toBe(false);
  });

  test('columns are read too: cells that only a column rule explains predict its answer', () => {
    // Columns are sums (1+2=3, 2+2=4, 3+1=4); rows follow nothing.
    const byColumns = cells([1, 2, 3], [2, 2, 1], [3, 4]);
    expect([...widePredictions('number', 'grid3', byColumns)]).toEqual([4]);
    expect(widelyDetermined('number', 'grid3', byColumns, 4)).toBe(true);
    expect(widelyDetermined('number', 'grid3', byColumns, 5)).toBe(false);
  });

  test('steps of three and reversed differences are in the wide list but not the grammar', () => {
    expect(widePredictions('size', 'single', cells([1, 4, 7], [2, 5, 8], [3, 6])).has(9)).toBe(true);
    expect(widePredictions('number', 'grid3', cells([1, 4, 3], [2, 5, 3], [1, 3])).has(2)).toBe(true);
  });

  test('nested masks: shapes only added or removed, in one order', () => {
    expect(nested([TL, TL | TR, TL | TR | BL])).toBe(true);
    expect(nested([TL, TR])).toBe(false);
  });

  test('a lattice is read by places, or by count wherever the shapes sit (issue 36)', () => {
    const order = [TL, TR, BL, BR];
    const prefix = (n: number) => order.slice(0, n).reduce((m, s) => m | s, 0);
    const counts = cells([1, 2, 3], [2, 3, 4], [1, 2]);
    const masks = counts.map(prefix);
    expect(latticeAccepts('grid2', masks, prefix(3))).toBe(true);
    // The right count in another arrangement: a reader who counts takes it too.
    expect(latticeAccepts('grid2', masks, TL | TR | BR)).toBe(true);
    expect(latticeAccepts('grid2', masks, prefix(4))).toBe(false);
    // Places that follow no rule, counts 1 1 2 / 1 2 3 / 2 2 ? that add up: four shapes.
    const loose = [TL, TR, TL | TR, BL, TL | BR, TL | BL | BR, TR | BL, TR | BR];
    expect(latticeAccepts('grid2', loose, TL | TR | BL | BR)).toBe(true);
    expect(latticeAccepts('grid2', loose, TL | TR | BL)).toBe(false);
  });
});
