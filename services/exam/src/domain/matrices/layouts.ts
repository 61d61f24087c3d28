// Layouts: which components a panel has, where they sit and which values they may take.
// Ranges are chosen for legibility on a phone: where shapes are small, size is fixed for the
// item rather than asking visitors to compare sizes a few pixels apart.
import type { Rng } from './random';
import { randInt } from './random';
import type { ComponentSpec, LayoutId } from './grammar';

/**
 * A layout as the level table asks for it: in-out comes with a single or a 2×2 inner part,
 * left-right and up-down with two singles or two 2×2 lattices.
 */
export type LayoutChoice =
  | 'centre'
  | 'grid-2x2'
  | 'grid-3x3'
  | 'left-right'
  | 'up-down'
  | 'in-out'
  | 'in-out-grid'
  | 'left-right-grids'
  | 'up-down-grids'
  | 'grid-dots';

/**
 * A small lattice (inside a frame, or one half of a panel): 2×2, or six slots (2 columns × 3
 * rows in a left or right half, 3 × 2 in a top or bottom half) at a 20-unit pitch. One size
 * and one type per item: these shapes are the smallest of all.
 */
function smallLattice(
  rng: Rng,
  name: string,
  cx: number,
  cy: number,
  kind: 'grid2' | 'grid23' | 'grid32',
): ComponentSpec {
  const size = randInt(rng, 3, 4);
  const type = randInt(rng, 1, 5);
  const [rx, ry] = kind === 'grid23' ? [20, 30] : kind === 'grid32' ? [30, 20] : [20, 20];
  return {
    name,
    kind,
    region: { cx, cy, r: 20, rx, ry },
    domains: { number: [1, kind === 'grid2' ? 4 : 6], type: [type, type], size: [size, size], shade: [1, 6] },
    sizeScale: FOUR_SIZES,
  };
}

/**
 * Six size levels where a shape has the whole panel, four where it has less, three for the
 * frame of an in-out item. Neighbouring levels differ by at least 15 % in radius (legibility
 * floor, issue 6), so every step is a geometric one.
 */
export const SIX_SIZES = [0.42, 0.5, 0.6, 0.72, 0.86, 1] as const;
export const FOUR_SIZES = [0.58, 0.7, 0.84, 1] as const;
export const OUTER_SIZES = [0.74, 0.86, 1] as const;
/** A dot is a small black circle in a 3×3 slot: about a third of a shape's radius. */
export const DOT_SIZES = [0.4] as const;

function single(name: string, cx: number, cy: number, r: number): ComponentSpec {
  const sizeScale = r >= 30 ? SIX_SIZES : FOUR_SIZES;
  return {
    name,
    kind: 'single',
    region: { cx, cy, r },
    domains: { number: [1, 1], type: [1, 5], size: [1, sizeScale.length], shade: [1, 6] },
    sizeScale,
  };
}

/** The large frame of an in-out item: white, and never a triangle, so the inner part fits inside. */
function outer(): ComponentSpec {
  return {
    name: 'outer',
    kind: 'outer',
    region: { cx: 50, cy: 50, r: 45 },
    domains: { number: [1, 1], type: [2, 5], size: [1, 3], shade: [1, 1] },
    sizeScale: OUTER_SIZES,
  };
}

export function buildLayout(
  choice: LayoutChoice,
  rng: Rng,
): { layout: LayoutId; components: ComponentSpec[] } {
  switch (choice) {
    case 'centre':
      return { layout: 'centre', components: [single('centre', 50, 50, 40)] };
    case 'grid-2x2':
      return {
        layout: 'grid-2x2',
        components: [
          {
            name: 'grid',
            kind: 'grid2',
            region: { cx: 50, cy: 50, r: 42 },
            // Small shapes keep to the three most distinct polygons (legibility floor).
            domains: { number: [1, 4], type: [1, 3], size: [1, 4], shade: [1, 6] },
            sizeScale: FOUR_SIZES,
          },
        ],
      };
    case 'grid-3x3': {
      // Shapes this small are compared by count, place, type and shade only.
      const size = randInt(rng, 3, 4);
      return {
        layout: 'grid-3x3',
        components: [
          {
            name: 'grid',
            kind: 'grid3',
            region: { cx: 50, cy: 50, r: 44 },
            // Shapes this small keep to the three most distinct polygons.
            domains: { number: [1, 9], type: [1, 3], size: [size, size], shade: [1, 6] },
            sizeScale: FOUR_SIZES,
          },
        ],
      };
    }
    case 'grid-dots': {
      // Two 3×3 lattices over one another: light shapes and small black dots, each with its own
      // rules; a dot inside a shape stays visible because the shapes are white or light grey.
      const size = randInt(rng, 3, 4);
      const region = { cx: 50, cy: 50, r: 44 };
      return {
        layout: 'grid-3x3',
        components: [
          {
            name: 'grid',
            kind: 'grid3',
            region,
            domains: { number: [1, 9], type: [1, 3], size: [size, size], shade: [1, 3] },
            sizeScale: FOUR_SIZES,
          },
          {
            name: 'dots',
            kind: 'dots',
            region,
            domains: { number: [1, 9], type: [5, 5], size: [1, 1], shade: [6, 6] },
            sizeScale: DOT_SIZES,
          },
        ],
      };
    }
    case 'left-right':
      return { layout: 'left-right', components: [single('left', 25, 50, 22), single('right', 75, 50, 22)] };
    case 'up-down':
      return { layout: 'up-down', components: [single('top', 50, 25, 22), single('bottom', 50, 75, 22)] };
    case 'in-out': {
      // The inner shape is small: one type for the whole item, so no answer turns on telling a
      // small pentagon from a hexagon (legibility floor, issue 6).
      const inner = single('inner', 50, 50, 17);
      const type = randInt(rng, 1, 5);
      return {
        layout: 'in-out',
        components: [outer(), { ...inner, domains: { ...inner.domains, type: [type, type] } }],
      };
    }
    case 'in-out-grid':
      return { layout: 'in-out', components: [outer(), smallLattice(rng, 'inner', 50, 50, 'grid2')] };
    case 'left-right-grids':
      return {
        layout: 'left-right',
        components: [
          smallLattice(rng, 'left', 25, 50, 'grid23'),
          smallLattice(rng, 'right', 75, 50, 'grid23'),
        ],
      };
    case 'up-down-grids':
      return {
        layout: 'up-down',
        components: [
          smallLattice(rng, 'top', 50, 25, 'grid32'),
          smallLattice(rng, 'bottom', 50, 75, 'grid32'),
        ],
      };
  }
}
