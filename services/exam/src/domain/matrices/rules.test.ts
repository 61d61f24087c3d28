import { shiftMask, RINGS } from './grammar';
import { holds, predictThird, predictions, governingOfGrid, type Hypothesis } from './rules';

const C: Hypothesis = { rule: 'constant' };
const P = (step: number): Hypothesis => ({ rule: 'progression', step });
const ADD: Hypothesis = { rule: 'arithmetic', op: 'add' };
const SUB: Hypothesis = { rule: 'arithmetic', op: 'subtract' };
const D3: Hypothesis = { rule: 'distribute-three' };

// Masks on a 2×2 lattice: bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
const TL = 1;
const TR = 2;
const BL = 4;
const BR = 8;

describe('holds', () => {
  test.each<[string, Hypothesis, 'size' | 'number' | 'position' | 'type', number[][], boolean]>([
    [
      'constant everywhere',
      C,
      'size',
      [
        [3, 3, 3],
        [3, 3, 3],
      ],
      true,
    ],
    [
      'constant per row only is not constant',
      C,
      'size',
      [
        [3, 3, 3],
        [4, 4, 4],
      ],
      false,
    ],
    [
      'progression +1',
      P(1),
      'size',
      [
        [1, 2, 3],
        [3, 4, 5],
      ],
      true,
    ],
    [
      'progression -2',
      P(-2),
      'size',
      [
        [6, 4, 2],
        [5, 3, 1],
      ],
      true,
    ],
    [
      'progression with wrong step',
      P(1),
      'size',
      [
        [1, 3, 5],
        [2, 4, 6],
      ],
      false,
    ],
    [
      'count sum',
      ADD,
      'number',
      [
        [1, 2, 3],
        [2, 2, 4],
      ],
      true,
    ],
    [
      'count difference',
      SUB,
      'number',
      [
        [4, 1, 3],
        [3, 2, 1],
      ],
      true,
    ],
    [
      'sum is not difference',
      SUB,
      'number',
      [
        [1, 2, 3],
        [2, 2, 4],
      ],
      false,
    ],
    [
      'position union',
      ADD,
      'position',
      [
        [TL, TR, TL | TR],
        [TL | BL, BR, TL | BL | BR],
      ],
      true,
    ],
    [
      'position difference',
      SUB,
      'position',
      [
        [TL | TR, TR, TL],
        [TL | BL | BR, BL | TR, TL | BR],
      ],
      true,
    ],
    [
      'distribute-three latin square',
      D3,
      'type',
      [
        [1, 3, 5],
        [3, 5, 1],
        [5, 1, 3],
      ],
      true,
    ],
    [
      'distribute-three needs a new order per row',
      D3,
      'type',
      [
        [1, 3, 5],
        [1, 3, 5],
      ],
      false,
    ],
    [
      'distribute-three needs three values',
      D3,
      'type',
      [
        [1, 1, 5],
        [1, 5, 1],
      ],
      false,
    ],
    [
      'distribute-three keeps one set',
      D3,
      'type',
      [
        [1, 3, 5],
        [3, 5, 2],
      ],
      false,
    ],
  ])('%s', (_name, h, attr, rows, expected) => {
    expect(holds(h, attr, 'grid2', rows)).toBe(expected);
  });

  test('position progression moves every shape one slot clockwise', () => {
    // TL → TR → BR → BL → TL on the 2×2 ring.
    expect(shiftMask(TL, 1, RINGS.grid2)).toBe(TR);
    expect(shiftMask(TR | BR, 1, RINGS.grid2)).toBe(BR | BL);
    expect(shiftMask(TL, -1, RINGS.grid2)).toBe(BL);
    // the 3×3 centre (slot 4) stays put
    expect(shiftMask((1 << 4) | 1, 1, RINGS.grid3)).toBe((1 << 4) | 2);
    expect(holds(P(1), 'position', 'grid2', [[TL, TR, BR]])).toBe(true);
  });
});

describe('predictThird', () => {
  test.each<[string, Hypothesis, 'size' | 'number' | 'position', number[][], number[], number | null]>([
    [
      'progression continues',
      P(1),
      'size',
      [
        [1, 2, 3],
        [2, 3, 4],
      ],
      [3, 4],
      5,
    ],
    [
      'progression does not fit row 3',
      P(1),
      'size',
      [
        [1, 2, 3],
        [2, 3, 4],
      ],
      [3, 5],
      null,
    ],
    [
      'constant',
      C,
      'size',
      [
        [2, 2, 2],
        [2, 2, 2],
      ],
      [2, 2],
      2,
    ],
    [
      'sum',
      ADD,
      'number',
      [
        [1, 2, 3],
        [2, 2, 4],
      ],
      [1, 3],
      4,
    ],
    [
      'union',
      ADD,
      'position',
      [
        [TL, TR, TL | TR],
        [BL, BR, BL | BR],
      ],
      [TL, BR],
      TL | BR,
    ],
    [
      'distribute-three fills the gap',
      D3,
      'size',
      [
        [1, 2, 3],
        [2, 3, 1],
      ],
      [3, 1],
      2,
    ],
    [
      'rule that fails rows 1–2 predicts nothing',
      P(2),
      'size',
      [
        [1, 2, 3],
        [2, 3, 4],
      ],
      [3, 4],
      null,
    ],
  ])('%s', (_name, h, attr, rows12, row3, expected) => {
    expect(predictThird(h, attr, 'grid2', rows12, row3)).toBe(expected);
  });

  test('a row that reads as both progression and sum is ambiguous: two predictions', () => {
    // (1,2,3) twice fits +1 and first+second; row 3 (2,3,·) then splits 4 versus 5.
    expect(
      predictions(
        'number',
        'grid2',
        [
          [1, 2, 3],
          [1, 2, 3],
        ],
        [2, 3],
      ).sort(),
    ).toEqual([4, 5]);
  });

  test('lattices are read by place when a place rule fits, else by count', () => {
    expect(
      governingOfGrid('grid2', [
        [TL, TR, BR],
        [BL, TL, TR],
      ]),
    ).toBe('position');
    // counts 1,2,3 filling a fixed order: no place rule fits
    expect(
      governingOfGrid('grid2', [
        [TL, TL | BR, TL | BR | TR],
        [TL | BR, TL | BR | TR, TL | BR | TR | BL],
      ]),
    ).toBe('number');
  });
});
