// Wrong options. Each wrong value is a named, plausible mistake on one rule, so a report can say
// which rule the visitor missed. Two attributes are varied as a full 3×2 grid: every value of
// each appears equally often, so the six options alone do not point at the answer.
import { RINGS, SLOTS, popcount, shiftMask, type Attribute, type ComponentSpec } from './grammar';
import { combineValues } from './rules';
import { countOf, type AttributePlan } from './attribute-plan';
import { pick, shuffle, type Rng } from './random';

export interface Candidate {
  value: number;
  mistake: string;
}

function levelCandidates(plan: AttributePlan, spec: ComponentSpec): Candidate[] {
  const [x1, x2, v] = plan.rows[2] as [number, number, number];
  const h = plan.hypothesis;
  const out: Candidate[] = [];
  const add = (value: number, mistake: string) => out.push({ value, mistake });
  switch (h.rule) {
    case 'constant':
      for (const d of [1, -1, 2, -2, 3, -3, 4, -4]) add(v + d, 'broke-constant');
      break;
    case 'progression': {
      const dir = Math.sign(h.step);
      add(x2, 'missed-progression');
      add(x2 - h.step, 'wrong-sign');
      add(v + dir, 'off-by-one');
      if (Math.abs(h.step) === 2) add(x2 + dir, 'half-step');
      add(v + h.step, 'double-step');
      break;
    }
    case 'arithmetic':
      add(combineValues(plan.attribute, h.op === 'add' ? 'subtract' : 'add', x1, x2), 'wrong-operation');
      add(v + 1, 'off-by-one');
      add(v - 1, 'off-by-one');
      add(x2, 'copied-second');
      break;
    case 'distribute-three': {
      add(x1, 'repeated-in-row');
      add(x2, 'repeated-in-row');
      const set = plan.rows[0] as number[];
      for (const d of [1, -1, 2, -2]) if (!set.includes(v + d)) add(v + d, 'outside-set');
      break;
    }
  }
  const [lo, hi] =
    plan.attribute === 'number' ? [1, SLOTS[spec.kind]] : spec.domains[plan.attribute as 'type'];
  return out.filter((c) => c.value >= lo && c.value <= hi);
}

/** Same count, one shape moved to a free neighbour slot: the arrangement, not the count, is wrong. */
function movedOne(mask: number, slots: number): number[] {
  const out: number[] = [];
  for (let from = 0; from < slots; from++) {
    if (!(mask & (1 << from))) continue;
    for (let to = 0; to < slots; to++) if (!(mask & (1 << to))) out.push((mask & ~(1 << from)) | (1 << to));
  }
  return out;
}

function positionCandidates(rng: Rng, plan: AttributePlan, spec: ComponentSpec): Candidate[] {
  const [s1, s2, v] = plan.rows[2] as [number, number, number];
  const ring = RINGS[spec.kind];
  const slots = SLOTS[spec.kind];
  const h = plan.hypothesis;
  const out: Candidate[] = [];
  const add = (value: number, mistake: string) => out.push({ value, mistake });
  switch (h.rule) {
    case 'constant':
      for (const m of shuffle(rng, movedOne(v, slots)).slice(0, 4)) add(m, 'broke-constant');
      break;
    case 'progression':
      add(s2, 'missed-progression');
      add(shiftMask(s2, -h.step, ring), 'wrong-sign');
      add(shiftMask(s2, 2 * h.step, ring), 'double-step');
      break;
    case 'arithmetic':
      if (h.op === 'add') {
        add(s1 & ~s2, 'wrong-operation');
        add(s1 & s2, 'intersection-only');
        add(s1 ^ s2, 'missed-overlap');
      } else {
        add(s1 | s2, 'wrong-operation');
        add(s2 & ~s1, 'reversed-order');
        add(s1 & s2, 'intersection-only');
      }
      add(s2, 'copied-second');
      for (const m of shuffle(rng, movedOne(v, slots)).slice(0, 2)) add(m, 'off-by-one');
      break;
    case 'distribute-three':
      add(s1, 'repeated-in-row');
      add(s2, 'repeated-in-row');
      for (const m of shuffle(rng, movedOne(v, slots)).slice(0, 2)) add(m, 'outside-set');
      break;
  }
  return out.filter((c) => c.value !== 0);
}

/** Distinct plausible wrong values for one planned attribute, first mistake per value kept. */
export function candidatesFor(rng: Rng, plan: AttributePlan, spec: ComponentSpec): Candidate[] {
  const correct = (plan.rows[2] as number[])[2] as number;
  const raw =
    plan.attribute === 'position' ? positionCandidates(rng, plan, spec) : levelCandidates(plan, spec);
  const seen = new Set<number>([correct]);
  return raw.filter((c) => (seen.has(c.value) ? false : (seen.add(c.value), true)));
}

/** Where the right value ranks among the three (0 lowest), or null if the three tie. */
function rankOf(attribute: Attribute, values: readonly number[]): number | null {
  const keys = values.map((v) => countOf(attribute, v));
  if (new Set(keys).size < values.length) return null;
  const key = keys[0] as number;
  return keys.filter((k) => k < key).length;
}

/**
 * Two wrong values for the three-valued side of the grid. On a lattice the counts implied by
 * the three must be all equal or all different (else the count would give the answer away);
 * the rank of the right value among the three is drawn uniformly, so "pick the middle one"
 * is no shortcut either.
 */
export function choosePair(
  rng: Rng,
  plan: AttributePlan,
  candidates: Candidate[],
): [Candidate, Candidate] | null {
  const correct = (plan.rows[2] as number[])[2] as number;
  const pairs: [Candidate, Candidate][] = [];
  candidates.forEach((a, i) =>
    candidates.slice(i + 1).forEach((b) => {
      const counts = new Set([correct, a.value, b.value].map((v) => countOf(plan.attribute, v)));
      const balanced = plan.attribute !== 'position' || counts.size === 1 || counts.size === 3;
      if (balanced) pairs.push([a, b]);
    }),
  );
  if (pairs.length === 0) return null;
  const target = pick(rng, [0, 1, 2]);
  const onTarget = pairs.filter(([a, b]) => rankOf(plan.attribute, [correct, a.value, b.value]) === target);
  return pick(rng, onTarget.length ? onTarget : pairs);
}

/** One wrong value for the two-valued side, above or below the right one with even odds. */
export function chooseOne(rng: Rng, plan: AttributePlan, candidates: Candidate[]): Candidate | null {
  if (candidates.length === 0) return null;
  const correct = (plan.rows[2] as number[])[2] as number;
  const above = rng() < 0.5;
  const key = (v: number) => countOf(plan.attribute, v);
  const onSide = candidates.filter((c) =>
    above ? key(c.value) > key(correct) : key(c.value) < key(correct),
  );
  return pick(rng, onSide.length ? onSide : candidates);
}

/** How close a wrong value is to the right one, 0..1 (1 = hardest to tell apart). */
export function closeness(attribute: Attribute, correct: number, wrong: number): number {
  if (attribute === 'position') return popcount(correct & wrong) / popcount(correct | wrong);
  return 1 / Math.abs(correct - wrong);
}
