// Draws the nine values of one attribute under one rule, and rejects draws a reader could
// explain by two rules that disagree on the missing cell.
import {
  RINGS,
  SLOTS,
  STEPS,
  TYPE_NAMES,
  TYPE_PROGRESSION_MAX,
  isGrid,
  popcount,
  shiftMask,
  type Attribute,
  type ComponentSpec,
  type RuleKind,
} from './grammar';
import { combineValues, governingOfGrid, predictions, type Hypothesis } from './rules';
import { pick, randInt, shuffle, type Rng } from './random';

export interface AttributePlan {
  /** Index of the component in the layout. */
  component: number;
  /** For lattices, number or position: whichever the rule is stated on. */
  attribute: Attribute;
  rule: RuleKind;
  hypothesis: Hypothesis;
  detail: Record<string, number | string>;
  /** 3×3 values: levels, counts, or slot masks for position. */
  rows: number[][];
}

/** Shapes fill a lattice in this per-item order when only their count follows a rule. */
export function prefixMask(order: readonly number[], count: number): number {
  let mask = 0;
  for (let i = 0; i < count; i++) mask |= 1 << (order[i] as number);
  return mask;
}

function randomMask(rng: Rng, slots: readonly number[], count: number): number {
  return prefixMask(shuffle(rng, slots), count);
}

const range = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const rotate = (row: readonly number[], k: number): number[] =>
  row.map((_, i) => row[(i + k + 3) % 3] as number);

/** Latin square from three distinct values: each appears once per row and per column. */
function latin(rng: Rng, values: readonly number[]): number[][] {
  const row1 = shuffle(rng, values);
  const dir = rng() < 0.5 ? 1 : -1;
  return [row1, rotate(row1, dir), rotate(row1, 2 * dir)];
}

function valueLabel(attr: Attribute, v: number): number | string {
  return attr === 'type' ? (TYPE_NAMES[v - 1] as string) : v;
}

interface Draw {
  rows: number[][];
  hypothesis: Hypothesis;
  detail: Record<string, number | string>;
}

function drawLevels(
  rng: Rng,
  attr: Attribute,
  rule: RuleKind,
  lo: number,
  hi: number,
  bigSteps: boolean,
): Draw | null {
  switch (rule) {
    case 'constant': {
      const v = randInt(rng, lo, hi);
      return {
        rows: [0, 1, 2].map(() => [v, v, v]),
        hypothesis: { rule },
        detail: { value: valueLabel(attr, v) },
      };
    }
    case 'progression': {
      const top = attr === 'type' ? Math.min(hi, TYPE_PROGRESSION_MAX) : hi;
      const steps = STEPS[attr].filter((s) => (bigSteps || Math.abs(s) === 1) && top - lo >= 2 * Math.abs(s));
      if (steps.length === 0) return null;
      const step = pick(rng, steps);
      const starts = range(lo, top).filter((x) => x + 2 * step >= lo && x + 2 * step <= top);
      // Rows 1 and 2 start apart where they can, so that no row pair also reads as a sum.
      const first = pick(rng, starts);
      const others = starts.filter((x) => x !== first);
      const second = others.length ? pick(rng, others) : first;
      const rows = [first, second, pick(rng, starts)].map((x) => [x, x + step, x + 2 * step]);
      return { rows, hypothesis: { rule, step }, detail: { step } };
    }
    case 'arithmetic': {
      const op = rng() < 0.5 ? 'add' : 'subtract';
      const rows: number[][] = [];
      for (const a of range(lo, hi)) {
        for (const b of range(lo, hi)) {
          const c = combineValues(attr, op, a, b);
          // A row that is also an even progression would make the rule ambiguous to a reader.
          const even = b - a === c - b && STEPS[attr].includes(b - a);
          if (c >= lo && c <= hi && !even) rows.push([a, b, c]);
        }
      }
      if (rows.length < 2) return null;
      const picked = shuffle(rng, rows);
      const chosen = [picked[0], picked[1], picked[2] ?? picked[0]] as number[][];
      return { rows: chosen, hypothesis: { rule, op }, detail: { operation: op } };
    }
    case 'distribute-three': {
      if (hi - lo < 2) return null;
      const values = shuffle(rng, range(lo, hi)).slice(0, 3);
      return {
        rows: latin(rng, values),
        hypothesis: { rule },
        detail: { values: values.map((v) => valueLabel(attr, v)).join(',') },
      };
    }
  }
}

function drawPositions(rng: Rng, spec: ComponentSpec, rule: RuleKind): Draw | null {
  const slots = range(0, SLOTS[spec.kind] - 1);
  const ring = RINGS[spec.kind];
  const big = spec.kind === 'grid3';
  switch (rule) {
    case 'constant': {
      const mask = randomMask(rng, slots, big ? randInt(rng, 3, 6) : randInt(rng, 2, 3));
      return { rows: [0, 1, 2].map(() => [mask, mask, mask]), hypothesis: { rule }, detail: {} };
    }
    case 'progression': {
      const step = rng() < 0.5 ? 1 : -1;
      // Never all or none of the ring: those look the same after a move.
      const count = big ? randInt(rng, 2, 4) : randInt(rng, 1, 3);
      const starts: number[] = [];
      while (starts.length < 3) {
        const mask = randomMask(rng, ring, count);
        if (starts.length === 2 || !starts.includes(mask)) starts.push(mask);
      }
      const rows = starts.map((m) => [m, shiftMask(m, step, ring), shiftMask(m, 2 * step, ring)]);
      return { rows, hypothesis: { rule, step }, detail: { step } };
    }
    case 'arithmetic': {
      const op = rng() < 0.5 ? 'add' : 'subtract';
      const rows: number[][] = [];
      for (let tries = 0; rows.length < 3 && tries < 200; tries++) {
        const a = randomMask(rng, slots, big ? randInt(rng, 2, 4) : randInt(rng, 1, 3));
        const b = randomMask(rng, slots, big ? randInt(rng, 2, 4) : randInt(rng, 1, 3));
        // Union: each part adds something. Difference: something is removed and something stays.
        const ok = op === 'add' ? (a & ~b) !== 0 && (b & ~a) !== 0 : (a & b) !== 0 && (a & ~b) !== 0;
        if (ok && !rows.some((r) => r[0] === a && r[1] === b))
          rows.push([a, b, combineValues('position', op, a, b)]);
      }
      if (rows.length < 3) return null;
      return {
        rows,
        hypothesis: { rule, op },
        detail: { operation: op === 'add' ? 'union' : 'difference' },
      };
    }
    case 'distribute-three': {
      const count = big ? randInt(rng, 2, 5) : randInt(rng, 1, 3);
      const masks: number[] = [];
      for (let tries = 0; masks.length < 3 && tries < 100; tries++) {
        const m = randomMask(rng, slots, count);
        if (!masks.includes(m)) masks.push(m);
      }
      if (masks.length < 3) return null;
      return { rows: latin(rng, masks), hypothesis: { rule }, detail: {} };
    }
  }
}

/** The values the solver will read for a lattice: positions, or the filled prefix for counts. */
export function maskRows(
  plan: Pick<AttributePlan, 'attribute' | 'rows'>,
  order: readonly number[],
): number[][] {
  return plan.attribute === 'position'
    ? plan.rows
    : plan.rows.map((row) => row.map((n) => prefixMask(order, n)));
}

/** True when every rule fitting the first eight cells predicts the same ninth value. */
function unambiguous(plan: AttributePlan, spec: ComponentSpec, order: readonly number[]): boolean {
  let attr = plan.attribute;
  let rows = plan.rows;
  if (isGrid(spec.kind) && (attr === 'number' || attr === 'position')) {
    const masks = maskRows(plan, order);
    if (governingOfGrid(spec.kind, masks.slice(0, 2)) === 'position') {
      attr = 'position';
      rows = masks;
    } else if (attr === 'position') {
      return false;
    }
  }
  const row3 = rows[2] as number[];
  const seen = predictions(attr, spec.kind, rows.slice(0, 2), row3);
  return seen.length === 1 && seen[0] === row3[2];
}

/**
 * Plans one attribute of one component under one rule; null when the rule cannot be drawn
 * unambiguously in this component's range.
 */
export function planAttribute(
  rng: Rng,
  componentIndex: number,
  spec: ComponentSpec,
  attribute: Attribute,
  rule: RuleKind,
  bigSteps: boolean,
  order: readonly number[],
): AttributePlan | null {
  for (let attempt = 0; attempt < 24; attempt++) {
    let draw: Draw | null;
    if (attribute === 'position') draw = drawPositions(rng, spec, rule);
    else {
      const [lo, hi] = spec.domains[attribute];
      draw = drawLevels(rng, attribute, rule, lo, hi, bigSteps);
    }
    if (!draw) return null;
    const plan: AttributePlan = { component: componentIndex, attribute, rule, ...draw };
    if (unambiguous(plan, spec, order)) return plan;
  }
  return null;
}

/** Count of shapes a value stands for (for balance checks on lattices). */
export function countOf(attribute: Attribute, value: number): number {
  return attribute === 'position' ? popcount(value) : value;
}
