// The item grammar: what a panel is made of, which values each attribute may take and which
// rules may govern it. Our own design (issue 3: nothing copied from published tests).

export type Attribute = 'number' | 'position' | 'type' | 'size' | 'shade';
export type RuleKind = 'constant' | 'progression' | 'arithmetic' | 'set-operation' | 'distribute-three';

/**
 * single: one shape in its region; grid2 / grid3: shapes on a 2×2 / 3×3 lattice that share
 * type, size and shade; outer: a large white frame shape around an inner component.
 */
/** dots: a second 3×3 lattice over a grid3, of small black dots (one inside a shape, or alone). */
export type ComponentKind = 'single' | 'grid2' | 'grid3' | 'grid32' | 'grid23' | 'dots' | 'outer';
export type LayoutId = 'centre' | 'grid-2x2' | 'grid-3x3' | 'left-right' | 'up-down' | 'in-out';

/** Centre and half-extent of a component inside a 100×100 panel (rx / ry: half width / height where they differ). */
export interface Region {
  cx: number;
  cy: number;
  r: number;
  rx?: number;
  ry?: number;
}

/** Inclusive value range; lo === hi means the attribute is fixed for the item (not a rule). */
export type Domain = readonly [lo: number, hi: number];

export interface ComponentSpec {
  /** Product word for the part, used in rule descriptions: centre, grid, left, right, top, bottom, outer, inner. */
  name: string;
  kind: ComponentKind;
  region: Region;
  /** number = how many shapes (grids only); position has no range of its own. */
  domains: { number: Domain; type: Domain; size: Domain; shade: Domain };
  /** Shape radius as a share of its slot per size level; fewer, wider levels where shapes are small. */
  sizeScale: readonly number[];
}

/** One component as drawn in one panel. position is a bit mask over the lattice slots. */
export interface ComponentState {
  number: number;
  position: number;
  type: number;
  size: number;
  shade: number;
}

export type Panel = ComponentState[];

/** Structured panel data of an item: what the solver and the wrong-answer analysis read. */
export interface PanelData {
  layout: LayoutId;
  components: ComponentSpec[];
  /** The eight given panels in reading order (row by row). */
  matrix: Panel[];
  /** The six options in displayed order. */
  options: Panel[];
}

export const SLOTS: Record<ComponentKind, number> = {
  single: 1,
  grid2: 4,
  grid3: 9,
  grid32: 6,
  grid23: 6,
  dots: 9,
  outer: 1,
};

/** Columns and rows of a lattice; slot index = row · columns + column. */
export const LATTICE: Record<ComponentKind, readonly [number, number]> = {
  single: [1, 1],
  outer: [1, 1],
  grid2: [2, 2],
  grid3: [3, 3],
  grid32: [3, 2],
  grid23: [2, 3],
  dots: [3, 3],
};

/** Clockwise rings along which position progressions move shapes; a 3×3 centre stays put. */
export const RINGS: Record<ComponentKind, readonly number[]> = {
  single: [],
  outer: [],
  grid2: [0, 1, 3, 2],
  grid3: [0, 1, 2, 5, 8, 7, 6, 3],
  grid32: [0, 1, 2, 5, 4, 3],
  grid23: [0, 1, 3, 5, 4, 2],
  dots: [0, 1, 2, 5, 8, 7, 6, 3],
};

/** Shape types are ordered by their number of sides, so "one more side" is a progression. */
export const TYPE_NAMES = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
/** A progression on type stays among the polygons: a circle has no "next". */
export const TYPE_PROGRESSION_MAX = 4;

export function isGrid(kind: ComponentKind): boolean {
  return kind !== 'single' && kind !== 'outer';
}

export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Moves every ring slot of `mask` by `k` steps clockwise; slots off the ring stay. */
export function shiftMask(mask: number, k: number, ring: readonly number[]): number {
  const n = ring.length;
  if (n === 0) return mask;
  let out = mask;
  for (const slot of ring) out &= ~(1 << slot);
  ring.forEach((slot, i) => {
    if (mask & (1 << slot)) out |= 1 << (ring[(((i + k) % n) + n) % n] as number);
  });
  return out;
}

export function slotsOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (mask & (1 << i)) out.push(i);
  return out;
}
