// What each rule means on the nine cells of one attribute, read by rows or by columns. Values are
// integers: a level for number, type, size and shade, a slot bit mask for position.
//
// Two lists: the rules items are BUILT from (GRAMMAR), and a wider list a careful reader might
// also try (WIDE: bigger steps, reversed operations, lines that only permute a set). An item is
// valid only if every rule of the wide list that fits the eight given cells predicts the answer,
// so no distractor is defensible under a rule we never meant (issue 6).
import { RINGS, shiftMask, type Attribute, type ComponentKind } from './grammar';

export type Reading = 'rows' | 'columns';
export type CountOp = 'add' | 'subtract' | 'reverse-subtract';
export type SetOp = 'union' | 'intersection' | 'xor' | 'difference' | 'reverse-difference';

export type Hypothesis =
  | { rule: 'constant' }
  | { rule: 'progression'; reading: Reading; step: number }
  | { rule: 'arithmetic'; reading: Reading; op: CountOp }
  | { rule: 'set-operation'; reading: Reading; op: SetOp }
  /** A Latin square of three values: each once per row and once per column. */
  | { rule: 'distribute-three' }
  /** Wide list only: every line is a permutation of the first line's three values. */
  | { rule: 'permutation'; reading: Reading };

export const READINGS: readonly Reading[] = ['rows', 'columns'];
export const SET_OPS: readonly SetOp[] = ['union', 'intersection', 'xor', 'difference', 'reverse-difference'];

export type Line = readonly [number, number, number];

/** Cell indices of the three lines of a reading; the answer is cell 8, last of line 3. */
export const LINES: Record<Reading, readonly [Line, Line, Line]> = {
  rows: [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
  ],
  columns: [
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
  ],
};

export function applyCountOp(op: CountOp, a: number, b: number): number {
  return op === 'add' ? a + b : op === 'subtract' ? a - b : b - a;
}

export function applySetOp(op: SetOp, a: number, b: number): number {
  switch (op) {
    case 'union':
      return a | b;
    case 'intersection':
      return a & b;
    case 'xor':
      return a ^ b;
    case 'difference':
      return a & ~b;
    case 'reverse-difference':
      return b & ~a;
  }
}

function stepOf(attr: Attribute, kind: ComponentKind, value: number, step: number): number {
  return attr === 'position' ? shiftMask(value, step, RINGS[kind]) : value + step;
}

type Cells = readonly number[];

/** Cell index of the k-th value of line l is ORDER[reading][3·l + k]. */
const ORDER: Record<Reading, readonly number[]> = {
  rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  columns: [0, 3, 6, 1, 4, 7, 2, 5, 8],
};

/**
 * The ninth value the hypothesis predicts from the eight given cells (`cells[0..7]`), or null
 * when it does not fit them. Written for speed: it runs for every rule on every draw.
 */
export function predict(h: Hypothesis, attr: Attribute, kind: ComponentKind, cells: Cells): number | null {
  switch (h.rule) {
    case 'constant': {
      const first = cells[0] as number;
      for (let i = 1; i < 8; i++) if (cells[i] !== first) return null;
      return first;
    }
    case 'progression': {
      const o = ORDER[h.reading];
      const s = h.step;
      const c = cells;
      if (stepOf(attr, kind, c[o[0] as number] as number, s) !== c[o[1] as number]) return null;
      if (stepOf(attr, kind, c[o[1] as number] as number, s) !== c[o[2] as number]) return null;
      if (stepOf(attr, kind, c[o[3] as number] as number, s) !== c[o[4] as number]) return null;
      if (stepOf(attr, kind, c[o[4] as number] as number, s) !== c[o[5] as number]) return null;
      if (stepOf(attr, kind, c[o[6] as number] as number, s) !== c[o[7] as number]) return null;
      return stepOf(attr, kind, c[o[7] as number] as number, s);
    }
    case 'arithmetic':
    case 'set-operation': {
      const o = ORDER[h.reading];
      const c = cells;
      const a0 = c[o[0] as number] as number;
      const a1 = c[o[1] as number] as number;
      const a2 = c[o[2] as number] as number;
      const b0 = c[o[3] as number] as number;
      const b1 = c[o[4] as number] as number;
      const b2 = c[o[5] as number] as number;
      const c0 = c[o[6] as number] as number;
      const c1 = c[o[7] as number] as number;
      let out: number;
      if (h.rule === 'arithmetic') {
        if (applyCountOp(h.op, a0, a1) !== a2 || applyCountOp(h.op, b0, b1) !== b2) return null;
        out = applyCountOp(h.op, c0, c1);
      } else {
        if (applySetOp(h.op, a0, a1) !== a2 || applySetOp(h.op, b0, b1) !== b2) return null;
        out = applySetOp(h.op, c0, c1);
      }
      return out > 0 ? out : null; // no panel is empty and no count is zero
    }
    case 'distribute-three': {
      const set = [cells[0] as number, cells[1] as number, cells[2] as number];
      return distinct(set) ? latinThird(cells, set) : null;
    }
    case 'permutation': {
      const o = ORDER[h.reading];
      const set = lineAt(cells, o, 0);
      if (!distinct(set)) return null;
      const line2 = lineAt(cells, o, 3);
      if (!distinct(line2) || !line2.every((x) => set.includes(x))) return null;
      const [p, q] = lineAt(cells, o, 6) as [number, number];
      if (p === q || !set.includes(p) || !set.includes(q)) return null;
      return set.find((x) => x !== p && x !== q) as number;
    }
  }
}

/**
 * The three cells of a line: `order` lists the cells line by line, the line starting at `from`.
 * (Not a closure in predict: tsx names every closure it creates, a cost on this hot path.)
 */
function lineAt(cells: Cells, order: readonly number[], from: number): number[] {
  return [
    cells[order[from] as number] as number,
    cells[order[from + 1] as number] as number,
    cells[order[from + 2] as number] as number,
  ];
}

function distinct(values: readonly number[]): boolean {
  return values.length === 3 && values[0] !== values[1] && values[0] !== values[2] && values[1] !== values[2];
}

/** The value that completes a Latin square over `set`, or null if the given cells break it. */
function latinThird(c: Cells, set: readonly number[]): number | null {
  for (let i = 0; i < 8; i++) if (!set.includes(c[i] as number)) return null;
  // Rows 1–2 hold each value once; so do columns 1–2; column 3 and row 3 repeat nothing so far.
  if (c[3] === c[4] || c[3] === c[5] || c[4] === c[5]) return null;
  if (c[0] === c[3] || c[0] === c[6] || c[3] === c[6]) return null;
  if (c[1] === c[4] || c[1] === c[7] || c[4] === c[7]) return null;
  if (c[2] === c[5] || c[6] === c[7]) return null;
  const third = set.find((x) => x !== c[6] && x !== c[7]) as number;
  return third === c[2] || third === c[5] ? null : third;
}

/** Rules items are built from, per attribute (the grammar of verify/FORMAT.md). */
function grammarOf(attr: Attribute): Hypothesis[] {
  const out: Hypothesis[] = [{ rule: 'constant' }, { rule: 'distribute-three' }];
  const steps = attr === 'position' ? [1, -1] : [1, -1, 2, -2];
  for (const reading of READINGS) {
    for (const step of steps) out.push({ rule: 'progression', reading, step });
    if (attr === 'number')
      for (const op of ['add', 'subtract'] as const) out.push({ rule: 'arithmetic', reading, op });
    if (attr === 'position') for (const op of SET_OPS) out.push({ rule: 'set-operation', reading, op });
  }
  return out;
}

/** The grammar plus what a careful reader might also try. */
function wideOf(attr: Attribute): Hypothesis[] {
  const out: Hypothesis[] = [{ rule: 'constant' }, { rule: 'distribute-three' }];
  const steps = attr === 'position' ? [1, -1, 2, -2] : [1, -1, 2, -2, 3, -3];
  for (const reading of READINGS) {
    for (const step of steps) out.push({ rule: 'progression', reading, step });
    if (attr === 'number') {
      for (const op of ['add', 'subtract', 'reverse-subtract'] as const)
        out.push({ rule: 'arithmetic', reading, op });
    }
    if (attr === 'position') for (const op of SET_OPS) out.push({ rule: 'set-operation', reading, op });
    out.push({ rule: 'permutation', reading });
  }
  return out;
}

const ATTRS: readonly Attribute[] = ['number', 'position', 'type', 'size', 'shade'];
export const GRAMMAR = new Map<Attribute, readonly Hypothesis[]>(ATTRS.map((a) => [a, grammarOf(a)]));
export const WIDE = new Map<Attribute, readonly Hypothesis[]>(ATTRS.map((a) => [a, wideOf(a)]));

/**
 * True when some wide-list rule fits the eight given cells and every one that does predicts
 * `ninth` (the matrix alone fixes the answer). Stops at the first rule that disagrees.
 */
export function widelyDetermined(attr: Attribute, kind: ComponentKind, cells: Cells, ninth: number): boolean {
  let found = false;
  for (const h of WIDE.get(attr) as readonly Hypothesis[]) {
    const p = predict(h, attr, kind, cells);
    if (p === null) continue;
    if (p !== ninth) return false;
    found = true;
  }
  return found;
}

/** Every distinct ninth value that some wide-list rule fitting the eight given cells predicts. */
export function widePredictions(attr: Attribute, kind: ComponentKind, cells: Cells): Set<number> {
  const out = new Set<number>();
  for (const h of WIDE.get(attr) as readonly Hypothesis[]) {
    const p = predict(h, attr, kind, cells);
    if (p !== null) out.add(p);
  }
  return out;
}

/** True when masks are totally ordered by inclusion: shapes only added or removed, in one order. */
export function nested(masks: readonly number[]): boolean {
  const sorted = [...masks].sort((a, b) => popcountOf(a) - popcountOf(b));
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1] as number;
    if ((a & (sorted[i] as number)) !== a) return false;
  }
  return true;
}

function popcountOf(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/**
 * Does the ninth mask complete a lattice? By places (a position rule), or by count (a number
 * rule) wherever the shapes sit: a reader may count shapes and ignore their places (issue 36).
 */
export function latticeAccepts(kind: ComponentKind, masks8: Cells, ninth: number): boolean {
  if (widePredictions('position', kind, masks8).has(ninth)) return true;
  return widePredictions('number', kind, masks8.map(popcountOf)).has(popcountOf(ninth));
}
