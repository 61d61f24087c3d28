// One item from (seed, level): a layout, the attributes the options test (tested.ts), rules on
// the other attributes, six options, a validity check, predicted 3PL parameters, the drawings.
//
// Options form a 3×2 grid: axis A takes three values, axis B two, and every combination is one
// option, so no option stands out by its values alone (issue 6). Six options cannot ask for more
// than two rules at once without making the key the option that shares most with the others
// (docs/decisions/2026-11-23-options-from-competing-rules.md), so difficulty rises with harder rules, column readings and more rules to
// look past, not with more axes.
import { SLOTS, isGrid, popcount, type Attribute, type ComponentSpec, type Panel } from './grammar';
import { buildLayout, type LayoutChoice } from './layouts';
import { acceptedOptions, matrixDetermines } from './check';
import {
  competingCounts,
  competingMasks,
  drawnLevels,
  prefixMask,
  type AxisAttribute,
  type DrawnRule,
  type Role,
} from './tested';
import { predictParameters, type DifficultyFeatures } from './difficulty';
import { renderMatrix, renderOption } from './render';
import { mixSeed, mulberry32, pick, randInt, shuffle, type Rng } from './random';
import { SET_OPS, type Reading, type SetOp } from './rules';
import type { DistractorMistake, GeneratedItem, RuleDescription } from './types';

export const STATS = { axes: 0, decor: 0, accepted: 0, determines: 0, ok: 0 };
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

type Design =
  /** Levels 1–3: values drawn first, rules by rows (and columns from level 3). */
  | { kind: 'drawn'; rules: readonly DrawnRule[]; readings: readonly Reading[]; bigSteps: boolean }
  /** A 3×2 grid over the places of two lattices, each tested by competing rules. */
  | { kind: 'grid'; readings: readonly Reading[]; ops: readonly SetOp[] };

/** One way to build an item of a level: layouts, option design, rules to look past. */
interface Variant {
  layouts: readonly LayoutChoice[];
  design: Design;
  /** Rules on attributes the options do not test (as many as the layout has room for). */
  decor: readonly [number, number];
}

const BOTH: readonly Reading[] = ['rows', 'columns'];
const TWO_LATTICES: readonly LayoutChoice[] = ['grid-dots'];
const EASY_OPS: readonly SetOp[] = ['union', 'intersection', 'xor'];
const HARD_OPS: readonly SetOp[] = ['intersection', 'xor', 'difference', 'reverse-difference'];
const HARDEST_OPS: readonly SetOp[] = ['xor', 'difference', 'reverse-difference'];
const drawn = (rules: readonly DrawnRule[], readings: readonly Reading[], bigSteps: boolean): Design => ({
  kind: 'drawn',
  rules,
  readings,
  bigSteps,
});
const grid = (readings: readonly Reading[], ops: readonly SetOp[] = SET_OPS): Design => ({
  kind: 'grid',
  readings,
  ops,
});

// Harder levels: harder rule kinds (progression, Latin square, then set operations on places),
// column readings, no union (the easiest operation to see) from level 7, more rules to look past.
const LEVELS: readonly (readonly Variant[])[] = [
  [{ layouts: ['centre'], design: drawn(['progression'], ['rows'], false), decor: [0, 0] }],
  [
    {
      layouts: ['centre', 'in-out'],
      design: drawn(['progression', 'distribute-three'], ['rows'], true),
      decor: [0, 0],
    },
  ],
  [
    {
      layouts: ['centre', 'left-right', 'up-down', 'grid-2x2', 'grid-3x3', 'in-out'],
      design: drawn(['progression', 'distribute-three'], BOTH, true),
      decor: [0, 1],
    },
  ],
  [{ layouts: TWO_LATTICES, design: grid(BOTH, EASY_OPS), decor: [0, 0] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH), decor: [0, 0] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH), decor: [1, 1] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH, HARD_OPS), decor: [1, 1] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH, HARD_OPS), decor: [1, 2] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH, HARD_OPS), decor: [2, 2] }],
  [{ layouts: TWO_LATTICES, design: grid(BOTH, HARDEST_OPS), decor: [2, 2] }],
];

type LevelAttr = 'type' | 'size' | 'shade';
const LEVEL_ATTRS: readonly LevelAttr[] = ['type', 'size', 'shade'];

/** An attribute slot of a component: on lattices, count and places form one slot. */
interface Slot {
  component: number;
  attribute: LevelAttr | 'lattice';
}

function slotsOf(components: readonly ComponentSpec[]): Slot[] {
  const out: Slot[] = [];
  components.forEach((spec, component) => {
    if (isGrid(spec.kind)) out.push({ component, attribute: 'lattice' });
    for (const attribute of LEVEL_ATTRS) {
      const [lo, hi] = spec.domains[attribute];
      if (hi > lo) out.push({ component, attribute });
    }
  });
  return out;
}

const sameSlot = (a: Slot, b: Slot) => a.component === b.component && a.attribute === b.attribute;
const slotOfAxis = (axis: AxisAttribute): Slot => ({
  component: axis.component,
  attribute:
    axis.attribute === 'number' || axis.attribute === 'position' ? 'lattice' : (axis.attribute as LevelAttr),
});

interface Plan {
  axes: AxisAttribute[];
  /** Rules on the slots the options do not test; constant slots are not listed. */
  decor: AxisAttribute[];
}

/** The tested axes of an item, [A, B]. */
function planAxes(
  rng: Rng,
  design: Design,
  components: readonly ComponentSpec[],
  orders: readonly number[][],
): AxisAttribute[] | null {
  const slots = slotsOf(components);
  if (design.kind === 'drawn') {
    const candidates = shuffle(rng, slots);
    const axes: AxisAttribute[] = [];
    for (const count of [3, 2]) {
      for (const slot of candidates) {
        if (axes.some((a) => sameSlot(slotOfAxis(a), slot))) continue;
        const spec = components[slot.component] as ComponentSpec;
        const axis = drawnLevels(
          rng,
          slot.component,
          spec,
          slot.attribute === 'lattice' ? 'number' : slot.attribute,
          pick(rng, design.rules),
          pick(rng, design.readings),
          count,
          design.bigSteps,
          orders[slot.component] as number[],
        );
        if (axis) {
          axes.push(axis);
          break;
        }
      }
    }
    return axes.length === 2 ? axes : null;
  }
  const lattices = shuffle(
    rng,
    slots.filter((s) => s.attribute === 'lattice'),
  );
  if (lattices.length < 2) return null;
  const [first, second] = lattices as [Slot, Slot];
  const a = competingMasks(
    rng,
    first.component,
    components[first.component] as ComponentSpec,
    3,
    design.readings,
    design.ops,
  );
  if (!a) return null;
  const b = competingMasks(
    rng,
    second.component,
    components[second.component] as ComponentSpec,
    2,
    design.readings,
    design.ops,
  );
  return b ? [a, b] : null;
}

/** Rules on `n` of the untested slots (the rest stay constant). */
function planDecor(
  rng: Rng,
  n: number,
  taken: readonly Slot[],
  components: readonly ComponentSpec[],
  orders: readonly number[][],
): AxisAttribute[] | null {
  const free = shuffle(
    rng,
    slotsOf(components).filter((s) => !taken.some((t) => sameSlot(s, t))),
  );
  const out: AxisAttribute[] = [];
  for (const slot of free) {
    if (out.length >= n) break;
    const spec = components[slot.component] as ComponentSpec;
    const order = orders[slot.component] as number[];
    const reading = pick(rng, ['rows', 'columns'] as const);
    let axis: AxisAttribute | null;
    if (slot.attribute === 'lattice') {
      axis =
        spec.kind === 'grid3' && rng() < 0.4
          ? competingCounts(rng, slot.component, spec, 1, order)
          : competingMasks(rng, slot.component, spec, 1, [reading]);
    } else {
      const rule: DrawnRule = rng() < 0.5 ? 'progression' : 'distribute-three';
      axis = drawnLevels(rng, slot.component, spec, slot.attribute, rule, reading, 1, true, order);
    }
    if (axis) out.push(axis);
  }
  // Fewer when the layout has no more room: what matters is that the tested axes are clean.
  return out.length === Math.min(n, free.length) ? out : null;
}

/** Per component, the value every cell takes where no rule varies it. */
function constantStates(rng: Rng, components: readonly ComponentSpec[]): Panel[number][] {
  return components.map((spec) => {
    const level = (attr: LevelAttr) => randInt(rng, spec.domains[attr][0], spec.domains[attr][1]);
    const slots = SLOTS[spec.kind];
    const count = spec.kind === 'grid3' ? randInt(rng, 3, 5) : isGrid(spec.kind) ? randInt(rng, 2, 3) : 1;
    const position = isGrid(spec.kind)
      ? prefixMask(
          shuffle(
            rng,
            Array.from({ length: slots }, (_, i) => i),
          ),
          count,
        )
      : 1;
    return {
      number: popcount(position),
      position,
      type: level('type'),
      size: level('size'),
      shade: level('shade'),
    };
  });
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

function describe(axis: AxisAttribute, role: Role | null, spec: ComponentSpec): RuleDescription {
  const out: RuleDescription = {
    component: spec.name,
    attribute: axis.attribute,
    rule: role?.rule ?? 'constant',
  };
  if (role) {
    out.reading = role.reading;
    const detail: Record<string, number | string> = {};
    if (role.op) detail.operation = role.op;
    if (role.step !== undefined) detail.step = role.step;
    if (Object.keys(detail).length) out.detail = detail;
  }
  return out;
}

/** What a distractor's value on a tested attribute stands for, against the key's rule. */
function mistakeOf(axis: AxisAttribute, index: number, spec: ComponentSpec): DistractorMistake {
  const key = axis.roles[0] as Role;
  const mine = axis.roles[index];
  const base = { attribute: axis.attribute, component: spec.name };
  if (!mine) {
    // A drawn value: name how it relates to the third line.
    const value = axis.values[index] as number;
    const keyValue = axis.values[0] as number;
    const line3 = [axis.cells[6], axis.cells[7], axis.cells[2], axis.cells[5]];
    const mistake = line3.includes(value)
      ? 'repeated-in-line'
      : Math.abs(value - keyValue) === 1
        ? 'off-by-one'
        : key.rule === 'distribute-three'
          ? 'outside-set'
          : 'wrong-step';
    return { ...base, mistake };
  }
  const sameReading = mine.reading === key.reading;
  const sameRule = mine.rule === key.rule && (mine.op ?? null) === (key.op ?? null);
  const mistake = sameReading ? 'wrong-operation' : sameRule ? 'wrong-direction' : 'wrong-rule';
  return { ...base, mistake, follows: describe(axis, mine, spec) };
}

interface Built {
  cells: Panel[];
  options: { panel: Panel; mistakes: DistractorMistake[] }[];
}

function build(
  components: readonly ComponentSpec[],
  orders: readonly number[][],
  base: readonly Panel[number][],
  plan: Plan,
): Built {
  const cells: Panel[] = Array.from({ length: 9 }, (_, cell) =>
    components.map((_, c) => {
      const state = { ...(base[c] as Panel[number]) };
      for (const axis of [...plan.axes, ...plan.decor]) {
        if (axis.component === c)
          setValue(state, axis.attribute, axis.cells[cell] as number, orders[c] as number[]);
      }
      return state;
    }),
  );
  const answer = cells[8] as Panel;
  const [a, b] = plan.axes as [AxisAttribute, AxisAttribute | undefined];
  const combos: [number, number][] = [];
  for (let i = 0; i < a.values.length; i++)
    for (let j = 0; j < (b ? b.values.length : 1); j++) combos.push([i, j]);
  const options = combos.map(([i, j]) => {
    const panel = answer.map((s) => ({ ...s }));
    const mistakes: DistractorMistake[] = [];
    for (const [axis, k] of [
      [a, i],
      [b, j],
    ] as const) {
      if (!axis) continue;
      const c = axis.component;
      setValue(panel[c] as Panel[number], axis.attribute, axis.values[k] as number, orders[c] as number[]);
      if (k > 0) mistakes.push(mistakeOf(axis, k, components[c] as ComponentSpec));
    }
    return { panel, mistakes };
  });
  return { cells, options };
}

export function generateItem(seed: number, level: number): GeneratedItem {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new RangeError(`level must be an integer ${MIN_LEVEL}..${MAX_LEVEL}, got ${level}`);
  }
  const seed32 = seed >>> 0;
  const rng = mulberry32(mixSeed(seed32, level));
  const variants = LEVELS[level - 1] as readonly Variant[];
  for (let attempt = 0; attempt < 200; attempt++) {
    const variant = pick(rng, variants);
    const { layout, components } = buildLayout(pick(rng, variant.layouts), rng);
    const orders = components.map((spec) =>
      shuffle(
        rng,
        Array.from({ length: SLOTS[spec.kind] }, (_, i) => i),
      ),
    );
    const axes = planAxes(rng, variant.design, components, orders);
    if (!axes) {
      STATS.axes++;
      continue;
    }
    const decorCount = randInt(rng, variant.decor[0], variant.decor[1]);
    const decor = planDecor(rng, decorCount, axes.map(slotOfAxis), components, orders);
    if (!decor) {
      STATS.decor++;
      continue;
    }
    const plan: Plan = { axes, decor };
    const built = build(components, orders, constantStates(rng, components), plan);
    const data = { components, matrix: built.cells.slice(0, 8), options: built.options.map((o) => o.panel) };
    // The key is option 0 of the unshuffled grid; it must be the one option a reader can defend.
    const accepted = acceptedOptions(data);
    if (accepted.length !== 1 || accepted[0] !== 0) {
      STATS.accepted++;
      continue;
    }
    if (!matrixDetermines(data, built.cells[8] as Panel)) {
      STATS.determines++;
      continue;
    }
    STATS.ok++;

    const shown = shuffle(rng, [0, 1, 2, 3, 4, 5]);
    const options = shown.map((i) => built.options[i] as Built['options'][number]);
    const panels = { layout, components, matrix: data.matrix, options: options.map((o) => o.panel) };
    const features = featuresOf(variant.design, plan, components, layout, data.options);
    return {
      seed: seed32,
      level,
      matrixSvg: renderMatrix(panels),
      optionSvgs: panels.options.map((panel) => renderOption(panels, panel)),
      correctOption: shown.indexOf(0),
      mistakes: options.map((o) => o.mistakes[0] ?? null),
      rules: [...axes, ...decor].map((axis) =>
        describe(axis, axis.roles[0] ?? null, components[axis.component] as ComponentSpec),
      ),
      irt: predictParameters(features),
      features: { ...features, level },
      optionMistakes: options.map((o) => o.mistakes),
      panels,
    };
  }
  throw new Error(`no valid item for seed ${seed32} at level ${level}`);
}

function featuresOf(
  design: Design,
  plan: Plan,
  components: readonly ComponentSpec[],
  layout: GeneratedItem['panels']['layout'],
  options: readonly Panel[],
): DifficultyFeatures {
  const roles = plan.axes.map((axis) => axis.roles[0] as Role);
  const [a, b] = plan.axes;
  const varied = new Set<string>();
  components.forEach((_, c) => {
    for (const attr of ['number', 'position', 'type', 'size', 'shade'] as const) {
      if (new Set(options.map((p) => (p[c] as Panel[number])[attr])).size > 1) varied.add(`${c}.${attr}`);
    }
  });
  return {
    design: design.kind,
    testedA: a ? roleName(a) : 'none',
    testedB: b ? roleName(b) : 'none',
    columns: roles.filter((r) => r.reading === 'columns').length,
    decor: plan.decor.length,
    components: components.length,
    layout,
    varied: varied.size,
  };
}

/** attribute:rule[:operation] of the key's rule on a tested axis, as the difficulty model reads it. */
function roleName(axis: AxisAttribute): string {
  const role = axis.roles[0] as Role;
  return [axis.attribute, role.rule, ...(role.op ? [role.op] : [])].join(':');
}
