// 3PL parameters predicted from an item's features, before any response data exists.
//
// Why these features: studies of matrix items (Carpenter, Just & Shell 1990; Embretson's
// cognitive design system for generated matrices, 1998; later rule-based generators) agree on
// the same drivers: how many rules must be held at once dominates; rule kinds add to it
// (a progression is seen first, distributions and arithmetic/set rules later); more parts per
// panel and denser layouts cost correspondence finding; distractors that differ little from
// the key stop partial solutions from working. The weights below are our prior on the logit
// scale (θ ~ N(0, 1)), chosen so that level 1 sits near b ≈ −2.7 and level 10 near b ≈ +3.9;
// they are meant to be re-estimated once real responses are collected. The top is set so
// that a fully right 30-item test lands above IQ 145 (θ > 3): the spec's genius band must stay
// reachable, and with a N(0, 1) prior only items with b well above 3 can carry θ there.
//
//   b = −2.6
//       + 0.95·(rules − 1)        each extra non-constant rule held in mind
//       + 0.30·max(0, rules − 3)  beyond three rules, more than most people hold at once
//       + 0.55·arithmetic         sums / unions / differences: slowest rules to discover
//       + 0.40·distribute         a value set spread over the rows, not a visible trend
//       + 0.30·positional         rules on counts or places of several shapes
//       + 0.45·(components − 1)   two-part panels need parts matched across cells
//       + layout                  centre 0, 2×2 .25, 3×3 .5, left-right / up-down .2, in-out .35
//       + 0.80·(similarity − 0.5) near-miss options punish partial analysis
//       − 0.35·constantDistractor three options break a constant and can be struck out at sight
//   clamped to [−3.5, 4] (the ends of the scoring grid's useful range)
//
//   a = 0.9 + 0.15·min(rules, 4) + 0.25·similarity − 0.15·constantDistractor, clamped to [0.7, 2]
//       items solved by abstracting several rules discriminate better than perceptual ones;
//       items solvable by elimination discriminate less.
//
//   c = 1/6: six options, and the options alone are built to give nothing away.
//
// similarity: mean closeness of the three wrong values to the key's, 1/|level difference| for
// ordered attributes (count, type by sides, size, shade), shared ÷ all occupied slots for places.
import type { LayoutId } from './grammar';
import type { ItemParameters } from './types';

export interface DifficultyFeatures {
  rules: number;
  arithmetic: number;
  distribute: number;
  positional: number;
  components: number;
  layout: LayoutId;
  similarity: number;
  constantDistractor: number;
}

export const GUESSING = 1 / 6;

const LAYOUT_WEIGHT: Record<LayoutId, number> = {
  centre: 0,
  'grid-2x2': 0.25,
  'grid-3x3': 0.5,
  'left-right': 0.2,
  'up-down': 0.2,
  'in-out': 0.35,
};

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function predictParameters(f: DifficultyFeatures): ItemParameters {
  const b =
    -2.6 +
    0.95 * (f.rules - 1) +
    0.3 * Math.max(0, f.rules - 3) +
    0.55 * f.arithmetic +
    0.4 * f.distribute +
    0.3 * f.positional +
    0.45 * (f.components - 1) +
    LAYOUT_WEIGHT[f.layout] +
    0.8 * (f.similarity - 0.5) -
    0.35 * f.constantDistractor;
  const a = 0.9 + 0.15 * Math.min(f.rules, 4) + 0.25 * f.similarity - 0.15 * f.constantDistractor;
  return { a: round3(clamp(a, 0.7, 2)), b: round3(clamp(b, -3.5, 4)), c: GUESSING };
}
