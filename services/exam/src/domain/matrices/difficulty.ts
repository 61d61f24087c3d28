// 3PL parameters predicted from what an item's options test, before any response data exists.
//
// Only rules the options test count (issue 6): a rule whose attribute is the same in all six
// options costs a reader nothing to get right, however hard it looks. What a reader must do to
// reject all five distractors: on each of the two tested axes, find which of the competing rules
// the given rows (or columns) follow. The drivers, as in studies of matrix items (Carpenter,
// Just & Shell 1990; Embretson 1998; later rule-based generators): the kind of rule (a
// progression is seen first, a Latin square next, operations on places last, xor hardest), lines
// read as columns rather than rows, rules elsewhere in the panel to look past, parts to keep
// apart. The weights are our prior on the logit scale (θ ~ N(0, 1)), to be re-estimated once
// real responses exist (docs/decisions/2026-11-23-difficulty-prior.md).
//
//   b = −2.6
//       + cost(rule of axis A) + cost(rule of axis B)
//       + 0.4 · tested axes read by columns
//       + 0.3 · rules on untested attributes
//       + 0.3 · (parts − 1)
//       + layout: centre 0, grid-2x2 .15, left-right / up-down .15, grid-3x3 .3, in-out .3
//   cost: level progression 0, count progression .3, Latin square .5, ring move of places .6,
//         union .4, intersection .5, difference (either order) .7, xor .8
//   clamped to [−3, 3]
//
//   a = 0.9 + 0.15 · (tested rules other than level progressions) + 0.1 · axes read by columns,
//       in [0.7, 2]: abstract rules discriminate better than perceptual ones
//
//   c = 1/6: six options, none of which stands out by its values.
import type { LayoutId } from './grammar';
import type { ItemParameters } from './types';

export interface DifficultyFeatures {
  /** drawn (levels 1–3: values drawn, then the rule laid out), grid (competing rules). */
  design: 'drawn' | 'grid';
  /** attribute:rule[:operation] of the key's rule on each tested axis. */
  testedA: string;
  testedB: string;
  /** Tested axes whose rule runs along columns. */
  columns: number;
  /** Rules on attributes the options do not test. */
  decor: number;
  components: number;
  layout: LayoutId;
  /** Attributes (per part) that differ among the six options. */
  varied: number;
}

export const GUESSING = 1 / 6;

const LAYOUT_WEIGHT: Record<LayoutId, number> = {
  centre: 0,
  'grid-2x2': 0.15,
  'left-right': 0.15,
  'up-down': 0.15,
  'grid-3x3': 0.3,
  'in-out': 0.3,
};

/** What finding one tested rule costs, from "attribute:rule[:operation]". */
export function ruleCost(tested: string): number {
  const [attribute, rule, op] = tested.split(':');
  switch (rule) {
    case 'progression':
      return attribute === 'position' ? 0.6 : attribute === 'number' ? 0.3 : 0;
    case 'distribute-three':
      return 0.5;
    case 'arithmetic':
      return op === 'add' ? 0.7 : 0.9;
    case 'set-operation':
      return op === 'xor' ? 0.8 : op === 'union' ? 0.4 : op === 'intersection' ? 0.5 : 0.7;
    default:
      throw new RangeError(`unknown tested rule ${tested}`);
  }
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function predictParameters(f: DifficultyFeatures): ItemParameters {
  const tested = [f.testedA, f.testedB];
  const b =
    -2.6 +
    ruleCost(f.testedA) +
    ruleCost(f.testedB) +
    0.4 * f.columns +
    0.3 * f.decor +
    0.3 * (f.components - 1) +
    LAYOUT_WEIGHT[f.layout];
  const abstract = tested.filter((t) => ruleCost(t) > 0).length;
  const a = 0.9 + 0.15 * abstract + 0.1 * f.columns;
  return { a: round3(clamp(a, 0.7, 2)), b: round3(clamp(b, -3, 3)), c: GUESSING };
}
