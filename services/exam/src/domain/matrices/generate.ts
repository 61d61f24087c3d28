// One item from (seed, level): choose a layout and rules for the level, draw the nine panels,
// build six options as a balanced 3×2 grid of named mistakes, predict 3PL parameters, render.
import {
  SLOTS,
  isGrid,
  popcount,
  type Attribute,
  type ComponentSpec,
  type Panel,
  type RuleKind,
} from './grammar';
import { buildLayout, type LayoutChoice } from './layouts';
import { planAttribute, prefixMask, type AttributePlan } from './attribute-plan';
import { candidatesFor, chooseOne, choosePair, closeness, type Candidate } from './distractors';
import { predictParameters } from './difficulty';
import { renderMatrix, renderOption } from './render';
import { mixSeed, mulberry32, pick, shuffle, type Rng } from './random';
import type { DistractorMistake, GeneratedItem, RuleDescription } from './types';

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

interface LevelPlan {
  layouts: readonly LayoutChoice[];
  /** Non-constant rules stacked in the item. */
  rules: number;
  /** Rule kinds to draw from; repeats weight the draw. */
  kinds: readonly RuleKind[];
  /** Whether progressions may step by two. */
  bigSteps: boolean;
}

const P = 'progression';
const D = 'distribute-three';
const A = 'arithmetic';

// Harder levels stack more rules, harder rule kinds, more parts and denser layouts (issue 3).
const LEVELS: readonly LevelPlan[] = [
  { layouts: ['centre'], rules: 1, kinds: [P], bigSteps: false },
  { layouts: ['centre'], rules: 1, kinds: [P, D, D], bigSteps: true },
  { layouts: ['centre', 'grid-2x2'], rules: 2, kinds: [P, P, D], bigSteps: false },
  { layouts: ['grid-2x2', 'left-right', 'up-down'], rules: 2, kinds: [P, D], bigSteps: true },
  { layouts: ['grid-2x2', 'grid-3x3', 'in-out'], rules: 2, kinds: [P, D, A, A], bigSteps: true },
  { layouts: ['grid-3x3', 'left-right', 'up-down', 'in-out'], rules: 3, kinds: [P, D, A], bigSteps: true },
  { layouts: ['grid-3x3', 'in-out', 'in-out-grid'], rules: 3, kinds: [P, D, D, A, A], bigSteps: true },
  { layouts: ['left-right', 'up-down', 'in-out', 'in-out-grid'], rules: 4, kinds: [P, D, A], bigSteps: true },
  { layouts: ['left-right', 'up-down', 'in-out-grid'], rules: 4, kinds: [P, D, D, A, A], bigSteps: true },
  { layouts: ['left-right', 'up-down', 'in-out-grid'], rules: 5, kinds: [P, D, D, A, A], bigSteps: true },
];

/** An attribute a rule can govern; on lattices count and places form one slot. */
interface Slot {
  component: number;
  attribute: 'lattice' | 'type' | 'size' | 'shade';
}

function governedSlots(components: readonly ComponentSpec[]): Slot[] {
  const out: Slot[] = [];
  components.forEach((spec, component) => {
    if (isGrid(spec.kind)) out.push({ component, attribute: 'lattice' });
    for (const attribute of ['type', 'size', 'shade'] as const) {
      const [lo, hi] = spec.domains[attribute];
      if (hi > lo) out.push({ component, attribute });
    }
  });
  return out;
}

/** Picks n slots, spreading them over the components first. */
function chooseVarying(rng: Rng, slots: readonly Slot[], n: number): Set<Slot> {
  const byComponent = new Map<number, Slot[]>();
  for (const slot of shuffle(rng, slots)) {
    byComponent.set(slot.component, [...(byComponent.get(slot.component) ?? []), slot]);
  }
  const queues = shuffle(rng, [...byComponent.values()]);
  const chosen = new Set<Slot>();
  while (chosen.size < Math.min(n, slots.length)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && chosen.size < n) chosen.add(next);
    }
  }
  return chosen;
}

function planSlot(
  rng: Rng,
  slot: Slot,
  spec: ComponentSpec,
  varying: boolean,
  level: LevelPlan,
  order: readonly number[],
): AttributePlan {
  const kinds: RuleKind[] = varying ? shuffle(rng, level.kinds) : ['constant'];
  if (varying) kinds.push(P, D); // fallbacks when a range is too narrow for the drawn kind
  for (const rule of kinds) {
    let attribute: Attribute;
    if (slot.attribute !== 'lattice') {
      if (rule === A) continue; // arithmetic is only stated on counts and places
      attribute = slot.attribute;
    } else {
      attribute = rule === 'constant' ? 'position' : rng() < 0.5 ? 'number' : 'position';
    }
    const plan = planAttribute(rng, slot.component, spec, attribute, rule, level.bigSteps, order);
    if (plan) return plan;
  }
  throw new Error(`no rule fits ${spec.name}.${slot.attribute}`); // unreachable by construction
}

function statesOf(
  components: readonly ComponentSpec[],
  plans: readonly AttributePlan[],
  orders: readonly number[][],
): Panel[] {
  return Array.from({ length: 9 }, (_, cell) =>
    components.map((spec, c) => {
      // Fixed attributes take the bottom of their one-value range; single shapes sit in slot 0.
      const state = {
        number: 1,
        position: 1,
        type: spec.domains.type[0],
        size: spec.domains.size[0],
        shade: spec.domains.shade[0],
      };
      for (const plan of plans) {
        if (plan.component !== c) continue;
        const v = (plan.rows[Math.floor(cell / 3)] as number[])[cell % 3] as number;
        setValue(state, plan.attribute, v, orders[c] as number[]);
      }
      return state;
    }),
  );
}

function setValue(state: Panel[number], attribute: Attribute, value: number, order: readonly number[]): void {
  if (attribute === 'number') {
    state.number = value;
    state.position = prefixMask(order, value);
  } else if (attribute === 'position') {
    state.position = value;
    state.number = popcount(value);
  } else {
    state[attribute] = value;
  }
}

function describe(plan: AttributePlan, spec: ComponentSpec): RuleDescription {
  const out: RuleDescription = { component: spec.name, attribute: plan.attribute, rule: plan.rule };
  if (Object.keys(plan.detail).length) out.detail = { ...plan.detail };
  return out;
}

export function generateItem(seed: number, level: number): GeneratedItem {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new RangeError(`level must be an integer ${MIN_LEVEL}..${MAX_LEVEL}, got ${level}`);
  }
  const seed32 = seed >>> 0;
  const rng = mulberry32(mixSeed(seed32, level));
  const plan = LEVELS[level - 1] as LevelPlan;

  const { layout, components } = buildLayout(pick(rng, plan.layouts), rng);
  const orders = components.map((spec) =>
    shuffle(
      rng,
      Array.from({ length: 9 }, (_, i) => i),
    ).filter((i) => i < SLOTS[spec.kind]),
  );
  const slots = governedSlots(components);
  const varying = chooseVarying(rng, slots, plan.rules);
  const plans = slots.map((slot) =>
    planSlot(
      rng,
      slot,
      components[slot.component] as ComponentSpec,
      varying.has(slot),
      plan,
      orders[slot.component] as number[],
    ),
  );

  // The 3×2 option grid: a varying rule with three values, another attribute with two.
  const withCandidates = shuffle(rng, plans).map((p) => ({
    plan: p,
    candidates: candidatesFor(rng, p, components[p.component] as ComponentSpec),
  }));
  const byPreference = [
    ...withCandidates.filter((x) => x.plan.rule !== 'constant'),
    ...withCandidates.filter((x) => x.plan.rule === 'constant'),
  ];
  let first: { plan: AttributePlan; pair: [Candidate, Candidate] } | null = null;
  for (const x of byPreference) {
    const pair = choosePair(rng, x.plan, x.candidates);
    if (pair) {
      first = { plan: x.plan, pair };
      break;
    }
  }
  if (!first) throw new Error('no attribute offers two wrong values'); // unreachable by construction
  let second: { plan: AttributePlan; wrong: Candidate } | null = null;
  for (const x of byPreference) {
    if (x.plan === first.plan) continue;
    const wrong = chooseOne(rng, x.plan, x.candidates);
    if (wrong) {
      second = { plan: x.plan, wrong };
      break;
    }
  }
  if (!second) throw new Error('no second attribute offers a wrong value'); // unreachable by construction

  const cells = statesOf(components, plans, orders);
  const answer = cells[8] as Panel;
  const valueOf = (p: AttributePlan) => (p.rows[2] as number[])[2] as number;
  const firstValues: (Candidate | null)[] = [null, ...first.pair];
  const secondValues: (Candidate | null)[] = [null, second.wrong];
  const grid: { panel: Panel; mistakes: DistractorMistake[] }[] = [];
  for (const v1 of firstValues) {
    for (const v2 of secondValues) {
      const panel = answer.map((s) => ({ ...s }));
      const mistakes: DistractorMistake[] = [];
      for (const [p, v] of [
        [first.plan, v1],
        [second.plan, v2],
      ] as const) {
        const spec = components[p.component] as ComponentSpec;
        setValue(
          panel[p.component] as Panel[number],
          p.attribute,
          v ? v.value : valueOf(p),
          orders[p.component] as number[],
        );
        if (v) mistakes.push({ attribute: p.attribute, component: spec.name, mistake: v.mistake });
      }
      grid.push({ panel, mistakes });
    }
  }
  const order = shuffle(rng, [0, 1, 2, 3, 4, 5]);
  const options = order.map((i) => grid[i] as (typeof grid)[number]);
  const correctOption = order.indexOf(0);

  const varyingPlans = plans.filter((p) => p.rule !== 'constant');
  const count = (rule: RuleKind) => varyingPlans.filter((p) => p.rule === rule).length;
  const similarity =
    (closeness(first.plan.attribute, valueOf(first.plan), first.pair[0].value) +
      closeness(first.plan.attribute, valueOf(first.plan), first.pair[1].value) +
      closeness(second.plan.attribute, valueOf(second.plan), second.wrong.value)) /
    3;
  const entities = Math.max(...cells.map((panel) => panel.reduce((n, s) => n + s.number, 0)));
  const featureInput = {
    rules: varyingPlans.length,
    arithmetic: count('arithmetic'),
    distribute: count('distribute-three'),
    positional: varyingPlans.filter((p) => p.attribute === 'number' || p.attribute === 'position').length,
    components: components.length,
    layout,
    similarity: Math.round(similarity * 1000) / 1000,
    constantDistractor: second.plan.rule === 'constant' ? 1 : 0,
  };
  const irt = predictParameters(featureInput);

  const panels = { layout, components, matrix: cells.slice(0, 8), options: options.map((o) => o.panel) };
  return {
    seed: seed32,
    level,
    matrixSvg: renderMatrix(panels),
    optionSvgs: panels.options.map((panel) => renderOption(panels, panel)),
    correctOption,
    mistakes: options.map((o) => o.mistakes[0] ?? null),
    rules: plans.map((p) => describe(p, components[p.component] as ComponentSpec)),
    irt,
    features: { ...featureInput, level, progression: count('progression'), entities },
    optionMistakes: options.map((o) => o.mistakes),
    panels,
  };
}
