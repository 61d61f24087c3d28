// From drawn shapes to attribute values (FORMAT.md): which layout the item uses, which
// components each panel has, and each component's number, position, type, size and shade levels.
import { parseMatrixSvg, parseOptionSvg, type DrawnPanel, type DrawnShape } from './parse-svg';

/** lattice2: 2×2; lattice3: 3×3; lattice23: 2 columns × 3 rows; lattice32: 3 columns × 2 rows. */
export type ComponentKind = 'single' | 'lattice2' | 'lattice3' | 'lattice23' | 'lattice32' | 'outer';
export type Layout = 'centre' | 'grid-2x2' | 'grid-3x3' | 'left-right' | 'up-down' | 'in-out';

export interface ComponentValues {
  number: number;
  /** Bit mask of filled slots (bit i = slot i); 1 for a single. */
  position: number;
  type: number;
  size: number;
  shade: number;
}

export interface ReadComponent {
  name: string;
  kind: ComponentKind;
  /** Values in each of the eight given cells, then in each option. */
  cells: ComponentValues[];
  options: ComponentValues[];
}

export interface ReadItem {
  layout: Layout;
  components: ReadComponent[];
}

const SIX = [0.42, 0.5, 0.6, 0.72, 0.86, 1];
const FOUR = [0.58, 0.7, 0.84, 1];
const OUTER = [0.74, 0.86, 1];
const DOT = [0.4];
const TYPE_FACTOR = [1.12, 0.94, 1, 0.97, 0.88];

interface Region {
  name: string;
  kind: ComponentKind;
  cx: number;
  cy: number;
  half: number;
  /** Half width and half height where they differ from `half`. */
  halfX?: number;
  halfY?: number;
  sizes: readonly number[];
  /** Which shapes of a panel belong here. */
  owns: (s: DrawnShape) => boolean;
}

const typeOf = (s: DrawnShape): number => (s.sides === 0 ? 5 : s.sides - 2);
const shadeOf = (s: DrawnShape): number => 1 + Math.round((255 - s.grey) / 51);

const GRID: Record<ComponentKind, readonly [number, number]> = {
  single: [1, 1],
  outer: [1, 1],
  lattice2: [2, 2],
  lattice3: [3, 3],
  lattice23: [2, 3],
  lattice32: [3, 2],
};

function slotCentres(region: Region): { x: number; y: number; r: number }[] {
  const [columns, rows] = GRID[region.kind];
  if (columns * rows === 1) return [{ x: region.cx, y: region.cy, r: region.half }];
  const hx = region.halfX ?? region.half;
  const hy = region.halfY ?? region.half;
  const pitchX = (2 * hx) / columns;
  const pitchY = (2 * hy) / rows;
  return Array.from({ length: columns * rows }, (_, i) => ({
    x: region.cx - hx + pitchX * ((i % columns) + 0.5),
    y: region.cy - hy + pitchY * (Math.floor(i / columns) + 0.5),
    r: 0.43 * Math.min(pitchX, pitchY),
  }));
}

function nearestIndex(values: readonly number[], v: number): number {
  const lv = Math.log(v);
  let best = 0;
  let bestDistance = Math.abs(Math.log(values[0] as number) - lv);
  for (let i = 1; i < values.length; i++) {
    const distance = Math.abs(Math.log(values[i] as number) - lv);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The slot nearest a shape's centre (the first of equals); squared distances order as distances. */
function nearestSlot(slots: readonly { x: number; y: number }[], s: DrawnShape): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as { x: number; y: number };
    const dx = slot.x - s.x;
    const dy = slot.y - s.y;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

function readComponent(
  region: Region,
  slots: readonly { x: number; y: number; r: number }[],
  panel: DrawnPanel,
): ComponentValues {
  const shapes = panel.shapes.filter(region.owns);
  if (shapes.length === 0) throw new Error(`${region.name}: no shape`);
  let position = 0;
  for (const s of shapes) position |= 1 << nearestSlot(slots, s);
  const first = shapes[0] as DrawnShape;
  const slotR = (slots[0] as { r: number }).r;
  const type = typeOf(first);
  const scale = first.r / slotR / (TYPE_FACTOR[type - 1] as number);
  return {
    number: shapes.length,
    position,
    type,
    size: 1 + nearestIndex(region.sizes, scale),
    shade: shadeOf(first),
  };
}

const isFrame = (s: DrawnShape) => s.strokeWidth === 2 && s.r > 28;
const isDot = (s: DrawnShape) => s.r < 7;

/** Which layout the fourteen panels share, and the regions of its components. */
function regionsOf(panels: readonly DrawnPanel[]): { layout: Layout; regions: Region[] } {
  const all = panels.flatMap((p) => p.shapes);
  const single = (
    name: string,
    cx: number,
    cy: number,
    half: number,
    sizes: readonly number[],
    owns: Region['owns'],
  ): Region => ({
    name,
    kind: 'single',
    cx,
    cy,
    half,
    sizes,
    owns,
  });
  // Two halves, each a single shape at its centre or a lattice of six slots at a 20-unit pitch
  // (2 columns × 3 rows beside the divider, 3 × 2 above or below it).
  const half = (name: string, cx: number, cy: number, owns: Region['owns'], vertical: boolean): Region => {
    const mine = all.filter(owns);
    const lattice = mine.some((s) => Math.abs(s.x - cx) > 3 || Math.abs(s.y - cy) > 3);
    if (!lattice) return single(name, cx, cy, 22, FOUR, owns);
    return vertical
      ? { name, kind: 'lattice23', cx, cy, half: 20, halfX: 20, halfY: 30, sizes: FOUR, owns }
      : { name, kind: 'lattice32', cx, cy, half: 20, halfX: 30, halfY: 20, sizes: FOUR, owns };
  };
  if (panels.every((p) => p.divider === 'vertical')) {
    return {
      layout: 'left-right',
      regions: [half('left', 25, 50, (s) => s.x < 50, true), half('right', 75, 50, (s) => s.x > 50, true)],
    };
  }
  if (panels.every((p) => p.divider === 'horizontal')) {
    return {
      layout: 'up-down',
      regions: [half('top', 50, 25, (s) => s.y < 50, false), half('bottom', 50, 75, (s) => s.y > 50, false)],
    };
  }
  if (panels.every((p) => p.shapes.some(isFrame))) {
    const inner = all.filter((s) => !isFrame(s));
    const lattice = inner.some((s) => Math.abs(s.x - 50) > 3 || Math.abs(s.y - 50) > 3);
    const outer: Region = {
      name: 'outer',
      kind: 'outer',
      cx: 50,
      cy: 50,
      half: 45,
      sizes: OUTER,
      owns: isFrame,
    };
    const innerRegion: Region = lattice
      ? { name: 'inner', kind: 'lattice2', cx: 50, cy: 50, half: 20, sizes: FOUR, owns: (s) => !isFrame(s) }
      : single('inner', 50, 50, 17, FOUR, (s) => !isFrame(s));
    return { layout: 'in-out', regions: [outer, innerRegion] };
  }
  const offCentre = all.some((s) => Math.abs(s.x - 50) > 3 || Math.abs(s.y - 50) > 3);
  if (!offCentre && panels.every((p) => p.shapes.length === 1)) {
    return { layout: 'centre', regions: [single('centre', 50, 50, 40, SIX, () => true)] };
  }
  // Lattices: 2×2 centres sit at 29 / 71, 3×3 ones at 20.7 / 50 / 79.3.
  const twoByTwo = all.every(
    (s) => [29, 71].some((c) => Math.abs(s.x - c) < 3) && [29, 71].some((c) => Math.abs(s.y - c) < 3),
  );
  return twoByTwo
    ? {
        layout: 'grid-2x2',
        regions: [
          { name: 'grid', kind: 'lattice2', cx: 50, cy: 50, half: 42, sizes: FOUR, owns: () => true },
        ],
      }
    : {
        layout: 'grid-3x3',
        // Small black dots (radius under 7) form a second lattice over the shapes.
        regions: all.some(isDot)
          ? [
              {
                name: 'grid',
                kind: 'lattice3',
                cx: 50,
                cy: 50,
                half: 44,
                sizes: FOUR,
                owns: (s) => !isDot(s),
              },
              { name: 'dots', kind: 'lattice3', cx: 50, cy: 50, half: 44, sizes: DOT, owns: isDot },
            ]
          : [{ name: 'grid', kind: 'lattice3', cx: 50, cy: 50, half: 44, sizes: FOUR, owns: () => true }],
      };
}

/** Reads an item from its drawings alone. */
export function readItem(item: { matrixSvg: string; optionSvgs: readonly string[] }): ReadItem {
  return readPanels(parseMatrixSvg(item.matrixSvg), item.optionSvgs.map(parseOptionSvg));
}

/** Reads an item from its parsed drawings (parseMatrixSvg, parseOptionSvg): the eight cells, the options. */
export function readPanels(cells: readonly DrawnPanel[], options: readonly DrawnPanel[]): ReadItem {
  const { layout, regions } = regionsOf([...cells, ...options]);
  return {
    layout,
    components: regions.map((region) => {
      const slots = slotCentres(region);
      return {
        name: region.name,
        kind: region.kind,
        cells: cells.map((panel) => readComponent(region, slots, panel)),
        options: options.map((panel) => readComponent(region, slots, panel)),
      };
    }),
  };
}
