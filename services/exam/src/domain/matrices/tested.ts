// Attributes the options test. Each construction fixes the values the options will show BEFORE it
// draws which of them is right, and accepts a draw only when every one of those values could
// have been made the key (issue 6: balanced answer sets). So neither the options alone, nor the
// options together with the visible third row and column, tell which value is right: only the
// rule that rows (or columns) 1–2 follow does.
//
// Two kinds of construction:
// - competing rules (levels 4–10): the values are what several rules would predict from the
//   visible third row and third column (union, intersection, xor, differences, ring moves,
//   sums, progressions, by rows or by columns); the matrix follows one of them, drawn last;
// - drawn values (levels 1–3): the values are drawn first, then a rule is laid out to end on
//   the one drawn to be right.
// Every value on an axis also has the same "seen where" signature in the eight cells (rows 1–2,
// column 3, row 3), so presence in the matrix points at none of them.
import {
  SLOTS,
  TYPE_PROGRESSION_MAX,
  isGrid,
  type Attribute,
  type ComponentSpec,
  type RuleKind,
} from './grammar';
import { LINES, SET_OPS, applyCountOp, applySetOp, type CountOp, type Reading, type SetOp } from './rules';
import { latticeDetermines, levelsDetermine } from './check';
import { pick, randInt, shuffle, type Rng } from './random';

export interface Role {
  rule: Exclude<RuleKind, 'constant'>;
  reading: Reading;
  op?: SetOp | CountOp;
  step?: number;
}

export interface AxisAttribute {
  component: number;
  attribute: Attribute;
  /** The nine values, cells[8] the key's: levels, counts (attribute number) or slot masks. */
  cells: number[];
  /** The values the options show on this attribute; [0] is the key's. */
  values: number[];
  /** The rule each value follows: [0] the matrix's own rule; for a drawn value, null. */
  roles: (Role | null)[];
}

/**
 * lo, lo + 1, …, hi (a plain loop: Array.from with a mapping function was a visible share of a
 * set's drawing, docs/decisions/2026-11-26-item-sets-drawn-ahead.md).
 */
function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let x = lo; x <= hi; x++) out.push(x);
  return out;
}

/**
 * Where the given cells show a value: how many times inside rows 1–2 (cells 0, 1, 3, 4), in
 * column 3 (cells 2, 5) and in row 3 (cells 6, 7), as one code.
 */
function seenWhere(value: number, cells: readonly number[]): number {
  // Written out: a loop over array literals made four arrays per call on this hot path.
  const inside =
    +(cells[0] === value) + +(cells[1] === value) + +(cells[3] === value) + +(cells[4] === value);
  const column = +(cells[2] === value) + +(cells[5] === value);
  const row = +(cells[6] === value) + +(cells[7] === value);
  return inside + 5 * column + 15 * row;
}

/** All values share one "seen where" signature in the eight cells. */
export function sameSignature(values: readonly number[], cells: readonly number[]): boolean {
  const first = seenWhere(values[0] as number, cells);
  for (let i = 1; i < values.length; i++) if (seenWhere(values[i] as number, cells) !== first) return false;
  return true;
}

/** Shapes fill a lattice in this per-item order when only their count follows a rule. */
export function prefixMask(order: readonly number[], count: number): number {
  let mask = 0;
  for (let i = 0; i < count; i++) mask |= 1 << (order[i] as number);
  return mask;
}

function randomMask(rng: Rng, slots: number, count: number): number {
  return prefixMask(shuffle(rng, range(0, slots - 1)), count);
}

/** A random mask of lo..hi shapes on `slots` places (the count drawn first). */
function drawMask(rng: Rng, slots: number, lo: number, hi: number): number {
  return randomMask(rng, slots, randInt(rng, lo, hi));
}

/** Places a line's three values into the nine cells for a reading. */
function put(cells: number[], reading: Reading, line: number, values: readonly number[]): void {
  LINES[reading][line as 0 | 1 | 2].forEach((cell, i) => (cells[cell] = values[i] as number));
}

interface Choice<T> {
  value: number;
  role: Role | null;
  realise: () => T | null;
}

/**
 * Draws which of `choices` is right only after every one of them proved realisable, so the
 * right one is uniform among the values shown. Null when one of them cannot be realised.
 */
function keyAmong<T>(rng: Rng, choices: readonly Choice<T>[]): { index: number; realised: T } | null {
  const realised: T[] = [];
  for (const c of choices) {
    const r = c.realise();
    if (r === null) return null;
    realised.push(r);
  }
  const index = randInt(rng, 0, choices.length - 1);
  return { index, realised: realised[index] as T };
}

function axisFrom(
  component: number,
  attribute: Attribute,
  choices: readonly { value: number; role: Role | null }[],
  index: number,
  cells: number[],
): AxisAttribute {
  const order = [index, ...choices.map((_, i) => i).filter((i) => i !== index)];
  return {
    component,
    attribute,
    cells,
    values: order.map((i) => (choices[i] as { value: number }).value),
    roles: order.map((i) => (choices[i] as { role: Role | null }).role),
  };
}

// ---------------------------------------------------------------------------------------------
// Competing rules on places (lattices)

/**
 * The cells every competing rule shares: row 3 and column 3, which the rules answer from, with
 * cell 2 and cell 6 one and the same mask, and the centre cell 4. Only cells 0, 1 and 3 differ
 * with the rule drawn. So every look that involves only shared cells — what stands in row 3 or
 * column 3, or the eye's "parallelogram" analogies cell 7 + cell 5 − cell 4 and cell 6 + cell 2
 * − cell 0 (with cell 2 = cell 6 that is cell 2 whatever cell 0 holds) — is the same whichever
 * rule the matrix follows, and favours none of the shown answers (issue 6).
 */
interface SharedCells {
  /** Cells 2 and 6. */
  corner: number;
  c4: number;
  c5: number;
  c7: number;
}

function maskPrediction(role: Role, a: SharedCells): number {
  const [x, y] = role.reading === 'rows' ? [a.corner, a.c7] : [a.corner, a.c5];
  return applySetOp(role.op as SetOp, x, y);
}

/** Bits set (local: a call into another module costs a getter on every call in this hot path). */
function bits(mask: number): number {
  if (mask >= 0 && mask < 512) return BITS[mask] as number;
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
/** Bits set in every mask of up to nine slots (a lookup: this runs for every cell 0 a rule allows). */
const BITS = Uint8Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** Hamming distances from `cell` to every shown answer are equal. */
function equallyFar(cell: number, shown: readonly number[]): boolean {
  const d = bits(cell ^ (shown[0] as number));
  for (let i = 1; i < shown.length; i++) if (bits(cell ^ (shown[i] as number)) !== d) return false;
  return true;
}

/** Does some (first, second) pair, agreeing with the fixed side, give `target` in every slot? */
function passes(op: SetOp, second: number | null, target: number, slots: number): boolean {
  const table = BIT_PAIRS[op];
  for (let s = 0; s < slots; s++) {
    const pairs = table[(target >> s) & 1] as readonly (readonly [number, number])[];
    if (second === null) continue; // both sides free: every operation reaches 0 and 1 per slot
    const y = (second >> s) & 1;
    if (!hasPair(pairs, 1, y)) return false;
  }
  return true;
}

/** Some pair has `bit` at `side` (0: first, 1: second); a loop, not a closure made per call. */
function hasPair(pairs: readonly (readonly [number, number])[], side: 0 | 1, bit: number): boolean {
  for (const pair of pairs) if (pair[side] === bit) return true;
  return false;
}

/** Per slot, the (first, second) bits an operation turns into a 0 or a 1. */
const BIT_PAIRS: Record<SetOp, readonly (readonly (readonly [number, number])[])[]> = {
  union: [
    [[0, 0]],
    [
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  ],
  intersection: [
    [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
    [[1, 1]],
  ],
  xor: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  difference: [
    [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    [[1, 0]],
  ],
  'reverse-difference': [
    [
      [0, 0],
      [1, 0],
      [1, 1],
    ],
    [[0, 1]],
  ],
};

/**
 * Per slot, the bit pairs (first, second) that give `target` under `op` and agree with the
 * fixed side, if any; null when some slot has none (the rule has no way through).
 */
function slotChoices(
  op: SetOp,
  first: number | null,
  second: number | null,
  target: number,
  slots: number,
): (readonly (readonly [number, number])[])[] | null {
  const out: (readonly (readonly [number, number])[])[] = [];
  for (let s = 0; s < slots; s++) {
    const all = BIT_PAIRS[op][(target >> s) & 1] as readonly (readonly [number, number])[];
    const pairs: (readonly [number, number])[] = [];
    for (const pair of all)
      if (
        (first === null || pair[0] === ((first >> s) & 1)) &&
        (second === null || pair[1] === ((second >> s) & 1))
      )
        pairs.push(pair);
    if (pairs.length === 0) return null;
    out.push(pairs);
  }
  return out;
}

/** Every non-empty first operand the slot choices allow that lies equally far from all `shown`. */
function equidistantFirstOperands(
  choices: readonly (readonly (readonly [number, number])[])[],
  shown: readonly number[],
): number[] {
  let fixed = 0;
  let free = 0;
  for (let s = 0; s < choices.length; s++) {
    const pairs = choices[s] as readonly (readonly [number, number])[];
    const ones = hasPair(pairs, 0, 1);
    const zeros = hasPair(pairs, 0, 0);
    if (ones && zeros) free |= 1 << s;
    else if (ones) fixed |= 1 << s;
  }
  // Only the slots where the shown answers differ can make cell 0 nearer one than another: find
  // the equidistant choices there first (a few dozen subsets, not up to 512), then add every
  // choice of the other free slots. Subsets by the usual (sub − 1) & mask walk.
  let differ = 0;
  for (const m of shown) differ |= m ^ (shown[0] as number);
  const deciding = free & differ;
  const rest = free & ~differ;
  const out: number[] = [];
  for (let sub = deciding; ; sub = (sub - 1) & deciding) {
    const base = fixed | sub;
    if (equallyFar(base, shown)) {
      for (let more = rest; ; more = (more - 1) & rest) {
        if (base | more) out.push(base | more);
        if (more === 0) break;
      }
    }
    if (sub === 0) break;
  }
  return out;
}

/** A mask of `count` slots: every slot of `fixed`, the rest drawn from `free`; 0 when out of reach. */
function maskWithCount(rng: Rng, fixed: number, free: number, count: number): number {
  const need = count - bits(fixed);
  if (need < 0 || need > bits(free)) return 0;
  const slots: number[] = [];
  for (let m = free; m; m &= m - 1) slots.push(m & -m);
  let mask = fixed;
  for (const slot of shuffle(rng, slots).slice(0, need)) mask |= slot;
  return mask;
}

type SlotPairs = readonly (readonly (readonly [number, number])[])[];

/** Slots where one operand may be 1 (`ones`) and where it may be 0 (`zeros`). */
interface OperandBits {
  ones: number;
  zeros: number;
}

/** Which slots line 2's first operand may fill, as bit masks. */
function firstOperandBits(choices: SlotPairs): OperandBits {
  let ones = 0;
  let zeros = 0;
  for (let s = 0; s < choices.length; s++) {
    const pairs = choices[s] as readonly (readonly [number, number])[];
    if (hasPair(pairs, 0, 1)) ones |= 1 << s;
    if (hasPair(pairs, 0, 0)) zeros |= 1 << s;
  }
  return { ones, zeros };
}

/**
 * Line 1's second operand as bit masks: the slots it must fill (fixed) and may fill (free) where
 * cell 0 has a shape (one…) and where it has none (zero…).
 */
interface SecondOperandBits {
  oneFixed: number;
  oneFree: number;
  zeroFixed: number;
  zeroFree: number;
}

function secondOperandBits(choices: SlotPairs): SecondOperandBits {
  const ifOne = { ones: 0, zeros: 0 };
  const ifZero = { ones: 0, zeros: 0 };
  for (let s = 0; s < choices.length; s++) {
    for (const [x, y] of choices[s] as readonly (readonly [number, number])[]) {
      const side = x ? ifOne : ifZero;
      if (y) side.ones |= 1 << s;
      else side.zeros |= 1 << s;
    }
  }
  return {
    oneFixed: ifOne.ones & ~ifOne.zeros,
    oneFree: ifOne.ones & ifOne.zeros,
    zeroFixed: ifZero.ones & ~ifZero.zeros,
    zeroFree: ifZero.ones & ifZero.zeros,
  };
}

/** The slots an operand must fill (fixed) and may fill (free). */
const slotsOf = ({ ones, zeros }: OperandBits) => ({ fixed: ones & ~zeros, free: ones & zeros });

/** Line 1's second operand once cell 0 is `c0`: the slots it must fill, and may fill. */
const fixedOf = (b: SecondOperandBits, c0: number) => (b.oneFixed & c0) | (b.zeroFixed & ~c0);
const freeOf = (b: SecondOperandBits, c0: number) => (b.oneFree & c0) | (b.zeroFree & ~c0);

/** How many shapes cells 0, 1 and 3 hold: the cells a rule's realisation chooses. */
type RealisedCounts = readonly [number, number, number];

/**
 * How a rule can run through the shared cells: the bit pairs of line 1 and line 2, every cell 0
 * it allows, and the counts those cells can then hold. Rows: op(c0, c1) = c2 and op(c3, c4) = c5;
 * columns: op(c0, c3) = c6 and op(c1, c4) = c7. So p, line 1's second operand, is cell 1 by rows
 * and cell 3 by columns; q, line 2's first, the other one.
 */
interface Route {
  role: Role;
  /** Line 1's second operand, per value of cell 0. */
  p: SecondOperandBits;
  corners: number[];
  /** Slots q must fill (fixed) and may fill (free). */
  q: { fixed: number; free: number };
  /** Per count of cell 0, the counts p can take (bit n set: n shapes). */
  pCounts: Int32Array;
  /** The counts of cell 0 the corners hold, in the order first met. */
  cornerCounts: number[];
  /** The counts q can take (bit n set: n shapes). */
  qCounts: number;
}

/** Bit n set for every n in lo..hi (counts 1 and up: no panel is empty). */
const countRange = (lo: number, hi: number): number => (hi < lo ? 0 : ((1 << (hi + 1)) - (1 << lo)) & ~1);

function routeOf(spec: ComponentSpec, role: Role, a: SharedCells, shown: readonly number[]): Route | null {
  const slots = SLOTS[spec.kind];
  const op = role.op as SetOp;
  const line1 = slotChoices(op, null, null, a.corner, slots);
  const line2 = slotChoices(op, null, a.c4, role.reading === 'rows' ? a.c5 : a.c7, slots);
  if (!line1 || !line2) return null;
  // Cell 0, the first operand of line 1 in either reading, must lie as far from each shown
  // answer (shapes to add or remove), so that extrapolating from it along the diagonal favours
  // none: list every cell 0 line 1 allows and keep those.
  const corners = equidistantFirstOperands(line1, shown);
  if (corners.length === 0) return null;
  const pCounts = new Int32Array(SLOTS.grid3 + 1);
  const cornerCounts: number[] = [];
  const p = secondOperandBits(line1);
  for (const c0 of corners) {
    const fixed = bits(fixedOf(p, c0));
    const n = bits(c0);
    if (!cornerCounts.includes(n)) cornerCounts.push(n);
    pCounts[n] = (pCounts[n] as number) | countRange(fixed, fixed + bits(freeOf(p, c0)));
  }
  const q = slotsOf(firstOperandBits(line2));
  const qCounts = countRange(bits(q.fixed), bits(q.fixed) + bits(q.free));
  return { role, p, corners, q, pCounts, cornerCounts, qCounts };
}

/** A bit of a non-zero mask, uniformly. */
function pickBit(rng: Rng, mask: number): number {
  const set: number[] = [];
  for (let n = 0; mask >> n; n++) if ((mask >> n) & 1) set.push(n);
  return pick(rng, set);
}

/**
 * Counts for cells 0, 1 and 3 that every route can realise, drawn uniformly among the counts of
 * cell 0 that allow some, or null. Drawn before the rule is, so no count in the matrix says which
 * rule it follows (issue 36).
 */
function commonCounts(rng: Rng, routes: readonly Route[]): RealisedCounts | null {
  const candidates: [number, number, number][] = [];
  for (const n0 of (routes[0] as Route).cornerCounts) {
    let c1 = -1;
    let c3 = -1;
    for (const route of routes) {
      const p = route.pCounts[n0] as number;
      const q = route.qCounts;
      c1 &= route.role.reading === 'rows' ? p : q;
      c3 &= route.role.reading === 'rows' ? q : p;
    }
    if (c1 && c3) candidates.push([n0, c1, c3]);
  }
  if (candidates.length === 0) return null;
  const [n0, c1, c3] = pick(rng, candidates);
  return [n0, pickBit(rng, c1), pickBit(rng, c3)];
}

/**
 * Cells 0, 1 and 3 for a route, holding `counts` shapes: lines 1–2 of its reading then follow
 * the rule through the shared cells. Null when no draw passes the checks.
 */
function realiseMasks(
  rng: Rng,
  spec: ComponentSpec,
  route: Route,
  a: SharedCells,
  shown: readonly number[],
  key: number,
  counts: RealisedCounts,
): number[] | null {
  const rows = route.role.reading === 'rows';
  const [countP, countQ] = rows ? [counts[1], counts[2]] : [counts[2], counts[1]];
  const corners: number[] = [];
  for (const c0 of route.corners) {
    if (bits(c0) !== counts[0]) continue;
    const fixed = bits(fixedOf(route.p, c0));
    if (fixed <= countP && countP <= fixed + bits(freeOf(route.p, c0))) corners.push(c0);
  }
  if (corners.length === 0) return null;
  for (let tries = 0; tries < 24; tries++) {
    const c0 = pick(rng, corners);
    const p = maskWithCount(rng, fixedOf(route.p, c0), freeOf(route.p, c0), countP);
    const q = maskWithCount(rng, route.q.fixed, route.q.free, countQ);
    const [c1, c3] = rows ? [p, q] : [q, p];
    const cells = [c0, c1, a.corner, c3, a.c4, a.c5, a.corner, a.c7, key];
    // No shown answer is seen anywhere the others are not.
    if (sameSignature(shown, cells) && latticeDetermines(spec.kind, cells)) return cells;
  }
  return null;
}

/**
 * `count` of the clean answers at random. Xor passes everywhere, so it is taken only where the
 * other operations run short, and they are tested as often.
 */
function preferOtherThanXor<T extends { role: Role }>(rng: Rng, clean: readonly T[], count: number): T[] {
  const ordered = shuffle(rng, clean);
  return [...ordered.filter((c) => c.role.op !== 'xor'), ...ordered.filter((c) => c.role.op === 'xor')].slice(
    0,
    count,
  );
}

/**
 * A mask for the answer of `op` on line 2 through the centre `c4`: drawn (drawMask) until that
 * answer is neither empty nor c4 itself (16 tries, else 0). Functions of their own, not closures
 * made per attempt: tsx names every closure it creates, a cost on this hot path.
 */
function maskAround(op: SetOp, c4: number, rng: Rng, slots: number, lo: number, hi: number): number {
  for (let tries = 0; tries < 16; tries++) {
    const m = drawMask(rng, slots, lo, hi);
    const out =
      op === 'union'
        ? m | c4
        : op === 'intersection' || op === 'reverse-difference'
          ? m & c4
          : op === 'difference'
            ? m & ~c4
            : m;
    if (out !== 0 && out !== c4) return out;
  }
  return 0;
}

/**
 * Places on a lattice, tested by `count` competing rules (3 for axis A of the 3×2 option grid,
 * 2 for axis B, 1 for a rule the options do not test). `readings` and `ops` limit the rules.
 */
export function competingMasks(
  rng: Rng,
  component: number,
  spec: ComponentSpec,
  count: number,
  readings: readonly Reading[],
  ops: readonly SetOp[] = SET_OPS,
): AxisAttribute | null {
  const slots = SLOTS[spec.kind];
  const [lo, hi] = slots === 9 ? [2, 5] : slots === 6 ? [2, 4] : [1, 3];
  for (let attempt = 0; attempt < 30; attempt++) {
    // Line 2 runs through the shared centre: op(·, c4) = c5 by rows, op(·, c4) = c7 by
    // columns. An operation has a way through only where its answer relates to c4 the right
    // way (a union's holds c4, an intersection's lies inside it, …), so c5 and c7 are each
    // drawn for one operation; xor always passes, and others may too.
    const c4 = drawMask(rng, slots, lo, hi);
    const a: SharedCells = {
      corner: drawMask(rng, slots, lo, hi),
      c4,
      c5: maskAround(pick(rng, ops), c4, rng, slots, lo, hi),
      c7: maskAround(pick(rng, ops), c4, rng, slots, lo, hi),
    };
    if (a.c5 === 0 || a.c7 === 0) continue;
    const shared = [a.corner, a.c4, a.c5, a.c7];
    // Rules with a way through the shared cells; a value two rules predict, or one the shared
    // cells show, is no clean choice.
    const byValue = new Map<number, Role[]>();
    for (const reading of readings) {
      for (const op of ops) {
        const role: Role = { rule: 'set-operation', reading, op };
        const value = maskPrediction(role, a);
        if (value === 0 || shared.includes(value)) continue;
        const through = passes(op, a.c4, reading === 'rows' ? a.c5 : a.c7, slots);
        if (through) byValue.set(value, [...(byValue.get(value) ?? []), role]);
      }
    }
    const clean = [...byValue]
      .filter(([, list]) => list.length === 1)
      .map(([value, list]) => ({ value, role: list[0] as Role }));
    if (clean.length < count) continue;
    // Other answers to the same shared cells, when there are more than needed, before new cells.
    const picks = clean.length > count ? 3 : 1;
    for (let p = 0; p < picks; p++) {
      const axis = axisThrough(rng, component, spec, a, preferOtherThanXor(rng, clean, count));
      if (axis) return axis;
    }
  }
  return null;
}

/**
 * The axis showing `chosen` through the shared cells, or null. Cells 0, 1 and 3 hold the same
 * counts whichever rule is drawn (issue 36): a few count targets are tried before giving up.
 */
function axisThrough(
  rng: Rng,
  component: number,
  spec: ComponentSpec,
  a: SharedCells,
  chosen: readonly { value: number; role: Role }[],
): AxisAttribute | null {
  const shown = chosen.map((c) => c.value);
  const routes: Route[] = [];
  // Counts of cell 0 every route so far allows: stop as soon as none is left.
  let corner = -1;
  for (const c of chosen) {
    const route = routeOf(spec, c.role, a, shown);
    if (!route) return null;
    let mine = 0;
    for (const n of route.cornerCounts) if (route.pCounts[n]) mine |= 1 << n;
    corner &= mine;
    if (!corner) return null;
    routes.push(route);
  }
  for (let tries = 0; tries < 3; tries++) {
    const counts = commonCounts(rng, routes);
    if (!counts) return null;
    const picked = keyAmong(
      rng,
      chosen.map((c, i) => ({
        ...c,
        realise: () => realiseMasks(rng, spec, routes[i] as Route, a, shown, c.value, counts),
      })),
    );
    if (picked) return axisFrom(component, 'position', chosen, picked.index, picked.realised);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Competing rules on counts (a 3×3 lattice filled in one order)

/** Row 3 (cells 6, 7) and column 3 (cells 2, 5). */
interface MaskContext {
  row: [number, number];
  column: [number, number];
}

function countPrediction(role: Role, ctx: MaskContext): number {
  const [a, b] = role.reading === 'rows' ? ctx.row : ctx.column;
  return role.rule === 'progression' ? b + (role.step as number) : applyCountOp(role.op as CountOp, a, b);
}

/** Every (first, second) pair that `role` turns into `end`, inside 1..max and avoiding `avoid`. */
function countPairs(role: Role, end: number, max: number, avoid: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let x = 1; x <= max; x++) {
    for (let y = 1; y <= max; y++) {
      if (avoid.includes(x) || avoid.includes(y)) continue;
      const fits =
        role.rule === 'progression'
          ? y - x === role.step && end - y === role.step
          : applyCountOp(role.op as CountOp, x, y) === end;
      if (fits) out.push([x, y]);
    }
  }
  return out;
}

function realiseCounts(
  rng: Rng,
  spec: ComponentSpec,
  role: Role,
  ctx: MaskContext,
  shown: readonly number[],
  key: number,
  order: readonly number[],
): number[] | null {
  const max = SLOTS[spec.kind];
  const ends = role.reading === 'rows' ? ctx.column : ctx.row;
  // The shown answers must not appear in the cells a fill chooses (same "seen where" for all).
  const options = ends.map((end) => countPairs(role, end, max, shown));
  if (options.some((list) => list.length === 0)) return null;
  for (let tries = 0; tries < 6; tries++) {
    const cells = Array<number>(9).fill(0);
    [cells[6], cells[7]] = ctx.row;
    [cells[2], cells[5]] = ctx.column;
    cells[8] = key;
    ends.forEach((end, line) => {
      const [x, y] = pick(rng, options[line] as [number, number][]);
      put(cells, role.reading, line, [x, y, end]);
    });
    if (
      latticeDetermines(
        spec.kind,
        cells.map((n) => prefixMask(order, n)),
      )
    )
      return cells;
  }
  return null;
}

interface CountContext {
  ctx: MaskContext;
  /** Rules whose answer no other rule shares and the context does not show. */
  clean: { value: number; role: Role }[];
}

const countContexts = new Map<number, CountContext[]>();

/**
 * Every context of counts on a lattice of `max` slots in which at least three rules (sums,
 * differences, progressions, by rows or by columns) give clean answers; enumerated once.
 */
function countContextsFor(max: number): CountContext[] {
  const cached = countContexts.get(max);
  if (cached) return cached;
  const pairs: [number, number][] = [];
  for (let a = 1; a <= max; a++) for (let b = 1; b <= max; b++) pairs.push([a, b]);
  const out: CountContext[] = [];
  for (const row of pairs) {
    for (const column of pairs) {
      const ctx: MaskContext = { row, column };
      const context = [...row, ...column];
      const roles: Role[] = [];
      for (const reading of ['rows', 'columns'] as const) {
        for (const op of ['add', 'subtract'] as const) roles.push({ rule: 'arithmetic', reading, op });
        const [a, b] = reading === 'rows' ? row : column;
        if ([1, -1, 2, -2].includes(b - a)) roles.push({ rule: 'progression', reading, step: b - a });
      }
      const byValue = new Map<number, Role[]>();
      for (const role of roles) {
        const value = countPrediction(role, ctx);
        if (value < 1 || value > max || context.includes(value)) continue;
        byValue.set(value, [...(byValue.get(value) ?? []), role]);
      }
      const clean = [...byValue]
        .filter(([, list]) => list.length === 1)
        .map(([value, list]) => ({ value, role: list[0] as Role }));
      if (clean.length >= 3) out.push({ ctx, clean });
    }
  }
  countContexts.set(max, out);
  return out;
}

/** Counts on a lattice filled in `order`, tested by `count` competing sums, differences and progressions. */
export function competingCounts(
  rng: Rng,
  component: number,
  spec: ComponentSpec,
  count: number,
  order: readonly number[],
): AxisAttribute | null {
  const contexts = countContextsFor(SLOTS[spec.kind]);
  for (let attempt = 0; attempt < 20 && contexts.length; attempt++) {
    const { ctx, clean } = pick(rng, contexts);
    if (clean.length < count) continue;
    const chosen = shuffle(rng, clean).slice(0, count);
    const shown = chosen.map((c) => c.value);
    const picked = keyAmong(
      rng,
      chosen.map((c) => ({
        ...c,
        realise: () => realiseCounts(rng, spec, c.role, ctx, shown, c.value, order),
      })),
    );
    if (picked) return axisFrom(component, 'number', chosen, picked.index, picked.realised);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Drawn values (levels 1–3): the values first, then a rule laid out to end on the right one

export type DrawnRule = 'progression' | 'distribute-three';

function layProgression(
  rng: Rng,
  lo: number,
  hi: number,
  key: number,
  reading: Reading,
  bigSteps: boolean,
): { cells: number[]; step: number } | null {
  const steps = shuffle(rng, bigSteps ? [1, -1, 2, -2] : [1, -1]).filter(
    (s) => key - 2 * s >= lo && key - 2 * s <= hi,
  );
  const step = steps[0];
  if (step === undefined) return null;
  const starts = range(lo, hi).filter((x) => x + 2 * step >= lo && x + 2 * step <= hi);
  const cells = Array<number>(9).fill(0);
  const first = pick(rng, starts);
  const second = pick(rng, starts.filter((x) => x !== first).concat(starts.length === 1 ? [first] : []));
  put(cells, reading, 0, [first, first + step, first + 2 * step]);
  put(cells, reading, 1, [second, second + step, second + 2 * step]);
  put(cells, reading, 2, [key - 2 * step, key - step, key]);
  return { cells, step };
}

function layLatin(rng: Rng, lo: number, hi: number, key: number): number[] | null {
  const others = shuffle(
    rng,
    range(lo, hi).filter((x) => x !== key),
  ).slice(0, 2);
  if (others.length < 2) return null;
  const [p, q] = others as [number, number];
  // Row 3 is (p, q, key) or (q, p, key); rows 1–2 rotate it so every column holds each value once.
  const row3 = rng() < 0.5 ? [p, q, key] : [q, p, key];
  const dir = rng() < 0.5 ? 1 : 2;
  const rotate = (row: readonly number[], k: number) => row.map((_, i) => row[(i + k) % 3] as number);
  return [...rotate(row3, dir), ...rotate(row3, 3 - dir), ...row3];
}

/**
 * A level or count attribute whose `count` option values are drawn first; the rule is then laid
 * out to end on the one drawn to be right. For counts on a lattice, `order` fills the slots.
 */
export function drawnLevels(
  rng: Rng,
  component: number,
  spec: ComponentSpec,
  attr: 'type' | 'size' | 'shade' | 'number',
  rule: DrawnRule,
  reading: Reading,
  count: number,
  bigSteps: boolean,
  order: readonly number[],
): AxisAttribute | null {
  const lo = attr === 'number' ? 1 : spec.domains[attr][0];
  let hi = attr === 'number' ? SLOTS[spec.kind] : spec.domains[attr][1];
  if (attr === 'type' && rule === 'progression') hi = Math.min(hi, TYPE_PROGRESSION_MAX);
  if (hi - lo + 1 < Math.max(count, 3)) return null;
  const determines = (cells: number[]) =>
    attr === 'number' && isGrid(spec.kind)
      ? latticeDetermines(
          spec.kind,
          cells.map((n) => prefixMask(order, n)),
        )
      : levelsDetermine(attr, spec.kind, cells);
  for (let attempt = 0; attempt < 40; attempt++) {
    const values = shuffle(rng, range(lo, hi)).slice(0, count);
    const choices = values.map((value) => ({
      value,
      role: null,
      realise: () => {
        for (let tries = 0; tries < 10; tries++) {
          const cells =
            rule === 'progression'
              ? (layProgression(rng, lo, hi, value, reading, bigSteps)?.cells ?? null)
              : layLatin(rng, lo, hi, value);
          if (cells && determines(cells)) return cells;
        }
        return null;
      },
    }));
    const picked = keyAmong(rng, choices);
    if (!picked) continue;
    const axis = axisFrom(component, attr, choices, picked.index, picked.realised);
    const cells = axis.cells;
    const role: Role =
      rule === 'progression'
        ? {
            rule,
            reading,
            step: (cells[LINES[reading][2][2]] as number) - (cells[LINES[reading][2][1]] as number),
          }
        : { rule, reading };
    axis.roles[0] = role;
    return axis;
  }
  return null;
}
