// What each rule means, on the three rows of one attribute. Values are integers: a level for
// number, type, size and shade, a slot bit mask for position.
import { FAMILIES, RINGS, STEPS, shiftMask, type Attribute, type ComponentKind } from './grammar';

export type Hypothesis =
  | { rule: 'constant' }
  | { rule: 'progression'; step: number }
  /** add / subtract on counts; union / difference on positions. */
  | { rule: 'arithmetic'; op: 'add' | 'subtract' }
  | { rule: 'distribute-three' };

export type Rows = readonly (readonly number[])[];

const HYPOTHESES = new Map<Attribute, readonly Hypothesis[]>();

/** Every rule the grammar allows on an attribute, with every parameter. */
export function hypothesesFor(attr: Attribute): readonly Hypothesis[] {
  let list = HYPOTHESES.get(attr);
  if (!list) {
    const out: Hypothesis[] = [];
    for (const rule of FAMILIES[attr]) {
      if (rule === 'progression') for (const step of STEPS[attr]) out.push({ rule, step });
      else if (rule === 'arithmetic') out.push({ rule, op: 'add' }, { rule, op: 'subtract' });
      else out.push({ rule });
    }
    list = out;
    HYPOTHESES.set(attr, list);
  }
  return list;
}

export function stepValue(attr: Attribute, kind: ComponentKind, value: number, step: number): number {
  return attr === 'position' ? shiftMask(value, step, RINGS[kind]) : value + step;
}

export function combineValues(attr: Attribute, op: 'add' | 'subtract', a: number, b: number): number {
  if (attr === 'position') return op === 'add' ? a | b : a & ~b;
  return op === 'add' ? a + b : a - b;
}

const at = (row: readonly number[], i: number): number => row[i] as number;

/** Does the hypothesis hold on every given row (2 rows while inferring, 3 to check an answer)? */
export function holds(h: Hypothesis, attr: Attribute, kind: ComponentKind, rows: Rows): boolean {
  switch (h.rule) {
    case 'constant': {
      // Constant means constant over the whole matrix: one value everywhere.
      const v = at(rows[0] as readonly number[], 0);
      return rows.every((row) => row.every((x) => x === v));
    }
    case 'progression':
      return rows.every(
        (row) =>
          stepValue(attr, kind, at(row, 0), h.step) === at(row, 1) &&
          stepValue(attr, kind, at(row, 1), h.step) === at(row, 2),
      );
    case 'arithmetic':
      return rows.every((row) => combineValues(attr, h.op, at(row, 0), at(row, 1)) === at(row, 2));
    case 'distribute-three': {
      // Three distinct values, each once per row and once per column (a Latin square).
      const first = rows[0] as readonly number[];
      if (!distinct3(first)) return false;
      for (const row of rows) {
        if (!distinct3(row) || !row.every((x) => first.includes(x))) return false;
      }
      for (let c = 0; c < 3; c++) {
        for (let r = 1; r < rows.length; r++) {
          for (let q = 0; q < r; q++)
            if (at(rows[r] as readonly number[], c) === at(rows[q] as readonly number[], c)) return false;
        }
      }
      return true;
    }
  }
}

function distinct3(row: readonly number[]): boolean {
  return row.length === 3 && row[0] !== row[1] && row[0] !== row[2] && row[1] !== row[2];
}

/**
 * What the hypothesis says the ninth cell must be, given rows 1–2 and the first two cells of
 * row 3; null when the hypothesis does not fit the given cells.
 */
export function predictThird(
  h: Hypothesis,
  attr: Attribute,
  kind: ComponentKind,
  rows12: Rows,
  row3: readonly number[],
): number | null {
  if (!holds(h, attr, kind, rows12)) return null;
  const [p, q] = [at(row3, 0), at(row3, 1)];
  switch (h.rule) {
    case 'constant': {
      const v = at(rows12[0] as readonly number[], 0);
      return p === v && q === v ? v : null;
    }
    case 'progression':
      return stepValue(attr, kind, p, h.step) === q ? stepValue(attr, kind, q, h.step) : null;
    case 'arithmetic':
      return combineValues(attr, h.op, p, q);
    case 'distribute-three': {
      const set = rows12[0] as readonly number[];
      const above = (c: number) => rows12.map((row) => at(row, c));
      if (p === q || !set.includes(p) || !set.includes(q)) return null;
      if (above(0).includes(p) || above(1).includes(q)) return null;
      const third = set.find((x) => x !== p && x !== q) as number;
      return above(2).includes(third) ? null : third;
    }
  }
}

/** Every distinct ninth value some rule fitting the given cells predicts. */
export function predictions(
  attr: Attribute,
  kind: ComponentKind,
  rows12: Rows,
  row3: readonly number[],
): number[] {
  const out = new Set<number>();
  for (const h of hypothesesFor(attr)) {
    const v = predictThird(h, attr, kind, rows12, row3);
    if (v !== null) out.add(v);
  }
  return [...out];
}

/**
 * On a lattice, shapes' places and count are linked. A reader first looks for a rule on the
 * places; only when none fits does the count alone carry the rule (places then just fill up).
 */
export function governingOfGrid(kind: ComponentKind, positionRows12: Rows): 'position' | 'number' {
  return hypothesesFor('position').some((h) => holds(h, 'position', kind, positionRows12))
    ? 'position'
    : 'number';
}
