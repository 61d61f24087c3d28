// The solver on items drawn by hand, following FORMAT.md only: a tiny SVG writer below draws the
// eight given cells and the options; each test states which options must fit.
import { explainFromSvg, solveFromSvg } from './solve';

// ---------------------------------------------------------------------------------------------
// A minimal SVG writer (FORMAT.md "Drawing format").

const GREYS = ['#fff', '#ccc', '#999', '#666', '#333', '#000'];
const SIX = [0.42, 0.5, 0.6, 0.72, 0.86, 1];
const FOUR = [0.58, 0.7, 0.84, 1];
const OUTER = [0.74, 0.86, 1];
const TYPE_FACTOR = [1.12, 0.94, 1, 0.97, 0.88];

/** One component in one panel: levels, and for lattices the filled slots. */
interface Comp {
  type: number;
  size: number;
  shade: number;
  slots?: readonly number[];
}
type Panel = readonly Comp[];

interface Region {
  cx: number;
  cy: number;
  half: number;
  n: 1 | 2 | 3;
  sizes: readonly number[];
  frame?: boolean;
}
interface Layout {
  divider?: string;
  regions: readonly Region[];
}

const LAYOUTS = {
  centre: { regions: [{ cx: 50, cy: 50, half: 40, n: 1, sizes: SIX }] },
  grid2: { regions: [{ cx: 50, cy: 50, half: 42, n: 2, sizes: FOUR }] },
  grid3: { regions: [{ cx: 50, cy: 50, half: 44, n: 3, sizes: FOUR }] },
  leftRight: {
    divider: 'M50 8V92',
    regions: [
      { cx: 25, cy: 50, half: 22, n: 1, sizes: FOUR },
      { cx: 75, cy: 50, half: 22, n: 1, sizes: FOUR },
    ],
  },
  inOut: {
    regions: [
      { cx: 50, cy: 50, half: 45, n: 1, sizes: OUTER, frame: true },
      { cx: 50, cy: 50, half: 17, n: 1, sizes: FOUR },
    ],
  },
} satisfies Record<string, Layout>;

const f = (x: number) => String(Number(x.toFixed(1)));

function shapeSvg(type: number, x: number, y: number, r: number, shade: number, extra = ''): string {
  const fill = GREYS[shade - 1] as string;
  if (type === 5) return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
  const sides = type + 2;
  // Triangle and pentagon point up, the square is axis-aligned, the hexagon has a flat top.
  const start = sides === 4 ? 45 : sides === 6 ? 0 : -90;
  const oy = sides === 3 ? r / 4 : 0;
  const points = Array.from({ length: sides }, (_, k) => {
    const a = ((start + (360 * k) / sides) * Math.PI) / 180;
    return `${f(x + r * Math.cos(a))},${f(y + oy + r * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"${extra}/>`;
}

function regionSvg(region: Region, comp: Comp): string {
  const pitch = (2 * region.half) / region.n;
  const slotR = region.n === 1 ? region.half : (0.86 * pitch) / 2;
  const r = slotR * (region.sizes[comp.size - 1] as number) * (TYPE_FACTOR[comp.type - 1] as number);
  const extra = region.frame ? ' stroke-width="2"' : '';
  return (comp.slots ?? [0])
    .map((slot) => {
      const x = region.cx - region.half + pitch * ((slot % region.n) + 0.5);
      const y = region.cy - region.half + pitch * (Math.floor(slot / region.n) + 0.5);
      return shapeSvg(comp.type, x, y, r, comp.shade, extra);
    })
    .join('');
}

function bodySvg(layout: Layout, panel: Panel): string {
  const divider = layout.divider ? `<path d="${layout.divider}" stroke-width="1"/>` : '';
  const shapes = layout.regions.map((region, i) => regionSvg(region, panel[i] as Comp)).join('');
  return `<g fill="none" stroke="#000" stroke-width="1.6" stroke-linejoin="round">${divider}${shapes}</g>`;
}

/** Eight given cells in reading order and the options, drawn as the item's SVG strings. */
function item(layout: Layout, given: readonly Panel[], options: readonly Panel[]) {
  if (given.length !== 8) throw new Error(`${given.length} given cells`);
  const cells = given
    .map((panel, i) => {
      const x = 3 + 100 * (i % 3);
      const y = 3 + 100 * Math.floor(i / 3);
      return `<g transform="translate(${x} ${y})">${bodySvg(layout, panel)}</g>`;
    })
    .join('');
  const matrixSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 306 306" role="img">` +
    `<rect width="306" height="306" fill="#fff"/>${cells}` +
    `<path d="M3 3h300v300h-300zM103 3v300M203 3v300M3 103h300M3 203h300" fill="none" stroke="#000" stroke-width="2"/>` +
    `<text x="253" y="273" font-size="60" text-anchor="middle" fill="#000">?</text></svg>`;
  const optionSvgs = options.map(
    (panel) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 106 106" role="img">` +
      `<rect width="106" height="106" fill="#fff"/>` +
      `<g transform="translate(3 3)">${bodySvg(layout, panel)}</g>` +
      `<rect x="3" y="3" width="100" height="100" fill="none" stroke="#000" stroke-width="2"/></svg>`,
  );
  return { matrixSvg, optionSvgs };
}

/** Nine panels from a function of (row, column); the first eight are the given cells. */
const nine = (cell: (row: number, col: number) => Panel): Panel[] =>
  Array.from({ length: 9 }, (_, i) => cell(Math.floor(i / 3), i % 3));
const given = (cells: readonly Panel[]) => cells.slice(0, 8);
/** The same cells read the other way: rows become columns. */
const transpose = (cells: readonly Panel[]) =>
  cells.map((_, i) => cells[(i % 3) * 3 + Math.floor(i / 3)] as Panel);

const single = (type: number, size: number, shade: number): Comp => ({ type, size, shade });
const lattice = (slots: readonly number[], type = 2, size = 2, shade = 3): Comp => ({
  type,
  size,
  shade,
  slots,
});
/** A panel from a 3×3 grid of values, by reading order. */
const at = <T>(grid: readonly T[], row: number, col: number) => grid[row * 3 + col] as T;

/** Runs the solver, with the explanation as the failure message. */
function expectFits(svg: ReturnType<typeof item>, expected: number[]): void {
  const got = solveFromSvg(svg);
  if (got.join() !== expected.join())
    throw new Error(
      `expected [${expected.join(', ')}], got [${got.join(', ')}]\n${explainFromSvg(svg).text}`,
    );
  expect(got).toEqual(expected);
}

// ---------------------------------------------------------------------------------------------

describe('solveFromSvg', () => {
  it('centre: size progression +1 by rows', () => {
    const cells = nine((r, c) => [single(3, 1 + r + c, 2)]);
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(3, 5, 2)],
      [single(3, 4, 2)],
      [single(3, 6, 2)],
      [single(4, 5, 2)],
      [single(3, 5, 3)],
      [single(3, 3, 2)],
    ]);
    expectFits(svg, [0]);
  });

  it('centre: type progression by columns only (the rows follow no rule)', () => {
    const start = [1, 3, 2];
    const cells = nine((r, c) => [single((start[c] as number) + r, 4, 1)]);
    // rows 1 3 2 / 2 4 3 / 3 5 ?: by columns each goes +1, so the ninth is a hexagon (4)
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(5, 4, 1)],
      [single(3, 4, 1)],
      [single(4, 4, 1)],
      [single(2, 4, 1)],
      [single(4, 3, 1)],
      [single(1, 4, 1)],
    ]);
    expectFits(svg, [2]);
  });

  it('progression steps of 3 (wider than the grammar): 3×3 lattice counts 1 4 7 / 3 6 9 / 2 5 ?', () => {
    const order = [4, 0, 8, 2, 6, 1, 3, 5, 7];
    const first = (n: number) => order.slice(0, n);
    const counts = [1, 4, 7, 3, 6, 9, 2, 5, 8];
    const cells = nine((r, c) => [lattice(first(at(counts, r, c)), 1, 3, 2)]);
    const svg = item(LAYOUTS.grid3, given(cells), [
      [lattice(first(9), 1, 3, 2)],
      [lattice(first(7), 1, 3, 2)],
      [lattice(first(8), 2, 3, 2)],
      [lattice(first(8), 1, 3, 2)],
      // eight shapes, slot 4 (the first of the order) empty: a count read as a number takes it too
      [lattice(order.slice(1), 1, 3, 2)],
      [lattice(first(6), 1, 3, 2)],
    ]);
    expectFits(svg, [3, 4]);
  });

  it('2×2 lattice: XOR by rows', () => {
    const masks = [[0, 1], [1, 2], [0, 2], [3], [0, 3], [0], [1, 3], [2, 3], [1, 2]];
    const cells = nine((r, c) => [lattice(at(masks, r, c))]);
    const svg = item(LAYOUTS.grid2, given(cells), [
      [lattice([1, 2, 3])], // union
      [lattice([3])], // intersection
      [lattice([1])], // first and not second
      [lattice([1, 2])], // xor: the key
      [lattice([2])], // second and not first
      [lattice([1, 2], 2, 2, 4)], // right slots, wrong shade
    ]);
    expectFits(svg, [3]);
  });

  it('2×2 lattice: union by columns', () => {
    // columns {0} {3} {0,3} / {1} {0,1} {0,1} / {2} {1} ?: the ninth is {1,2}
    const masks = [[0], [1], [2], [3], [0, 1], [1], [0, 3], [0, 1], [1, 2]];
    const cells = nine((r, c) => [lattice(at(masks, r, c), 5, 3, 1)]);
    const svg = item(LAYOUTS.grid2, given(cells), [
      [lattice([1], 5, 3, 1)],
      [lattice([0, 1, 2], 5, 3, 1)],
      [lattice([1, 3], 5, 3, 1)],
      [lattice([1, 2], 4, 3, 1)],
      [lattice([1, 2], 5, 3, 1)],
      [lattice([2], 5, 3, 1)],
    ]);
    expectFits(svg, [4]);
  });

  it('2×2 lattice: second AND NOT first (wider than the grammar) by rows', () => {
    const masks = [[0], [0, 1], [1], [1, 2], [2, 3], [3], [3], [0, 3], [0]];
    const cells = nine((r, c) => [lattice(at(masks, r, c))]);
    const svg = item(LAYOUTS.grid2, given(cells), [
      [lattice([0, 3])],
      [lattice([3])],
      [lattice([0])],
      [lattice([0, 1])],
      [lattice([1])],
      [lattice([2])],
    ]);
    expectFits(svg, [2]);
  });

  it('3×3 lattice: ring shift +1 by rows, the centre slot stays put', () => {
    // Counts 2 2 2 / 3 3 3 / 2 2 ? follow no count rule, so only the places decide.
    const masks = [
      [0, 4],
      [1, 4],
      [2, 4],
      [1, 4, 7],
      [2, 4, 6],
      [3, 4, 5],
      [3, 8],
      [0, 7],
      [1, 6],
    ];
    const cells = nine((r, c) => [lattice(at(masks, r, c), 4, 4, 5)]);
    const svg = item(LAYOUTS.grid3, given(cells), [
      [lattice([3, 8], 4, 4, 5)], // shifted back
      [lattice([1, 7], 4, 4, 5)],
      [lattice([1, 6], 4, 4, 5)], // the key
      [lattice([2, 6], 4, 4, 5)],
      [lattice([1, 6, 4], 4, 4, 5)],
      [lattice([1, 6], 4, 3, 5)],
    ]);
    expectFits(svg, [2]);
  });

  it('ambiguous: a constant count admits every option with that many shapes, wherever they sit', () => {
    // The places shift +1 by rows, but every cell also shows two shapes: a reader who counts
    // finds four options with two (issue 36); the generator must not build such an item.
    const masks = [
      [0, 4],
      [1, 4],
      [2, 4],
      [1, 7],
      [2, 6],
      [3, 5],
      [3, 8],
      [0, 7],
      [1, 6],
    ];
    const cells = nine((r, c) => [lattice(at(masks, r, c), 4, 4, 5)]);
    const svg = item(LAYOUTS.grid3, given(cells), [
      [lattice([3, 8], 4, 4, 5)],
      [lattice([1, 7], 4, 4, 5)],
      [lattice([1, 6], 4, 4, 5)], // the key by places
      [lattice([2, 6], 4, 4, 5)],
      [lattice([1, 6, 4], 4, 4, 5)],
      [lattice([1, 6], 4, 3, 5)],
    ]);
    expectFits(svg, [0, 1, 2, 3]);
    expect(explainFromSvg(svg).text).toContain('grid.number [2 2 2 2 2 2 2 2]: constant → 2');
  });

  describe.each([
    ['rows', (cells: Panel[]) => cells],
    ['columns', transpose],
  ])('3×3 lattice count arithmetic, by %s (counts read as numbers, wherever the shapes sit)', (_, orient) => {
    const order = [4, 0, 8, 2, 6, 1, 3, 5, 7];
    const first = (n: number) => order.slice(0, n);
    const draw = (counts: number[]) => orient(nine((r, c) => [lattice(first(at(counts, r, c)), 3, 3, 4)]));

    it('first + second: 1 2 3 / 2 2 4 / 3 2 ?', () => {
      const cells = draw([1, 2, 3, 2, 2, 4, 3, 2, 5]);
      const svg = item(LAYOUTS.grid3, given(cells), [
        [lattice(first(5), 3, 3, 4)],
        [lattice(first(4), 3, 3, 4)],
        [lattice(first(6), 3, 3, 4)],
        // five shapes, slot 2 (fourth of the order, filled in a given cell) left out: five all the same
        [lattice([4, 0, 8, 6, 1], 3, 3, 4)],
        [lattice(first(5), 3, 3, 3)],
        [lattice(first(3), 3, 3, 4)],
      ]);
      expectFits(svg, [0, 3]);
    });

    it('first − second: 5 2 3 / 4 1 3 / 6 2 ?', () => {
      const cells = draw([5, 2, 3, 4, 1, 3, 6, 2, 4]);
      const svg = item(LAYOUTS.grid3, given(cells), [
        [lattice(first(3), 3, 3, 4)],
        [lattice(first(5), 3, 3, 4)],
        [lattice([4, 0, 6, 1], 3, 3, 4)], // four shapes, not nested: four all the same
        [lattice(first(8), 3, 3, 4)],
        [lattice(first(4), 3, 3, 4)],
        [lattice(first(4), 2, 3, 4)],
      ]);
      expectFits(svg, [2, 4]);
    });

    it('second − first: 1 3 2 / 2 4 2 / 1 4 ?', () => {
      const cells = draw([1, 3, 2, 2, 4, 2, 1, 4, 3]);
      const svg = item(LAYOUTS.grid3, given(cells), [
        [lattice(first(4), 3, 3, 4)],
        [lattice(first(3), 3, 4, 4)],
        [lattice(first(5), 3, 3, 4)],
        [lattice(first(3), 3, 3, 4)],
        [lattice([4, 0, 6], 3, 3, 4)], // three shapes, not nested: three all the same
        [lattice(first(2), 3, 3, 4)],
      ]);
      expectFits(svg, [3, 4]);
    });
  });

  it('left-right: type progression −1 on the left, latin-square shade on the right', () => {
    const types = [5, 4, 3, 4, 3, 2, 3, 2, 1];
    const shades = [1, 3, 5, 3, 5, 1, 5, 1, 3];
    const cells = nine((r, c) => [single(at(types, r, c), 2, 1), single(5, 3, at(shades, r, c))]);
    const svg = item(LAYOUTS.leftRight, given(cells), [
      [single(1, 2, 1), single(5, 3, 5)], // right wrong
      [single(2, 2, 1), single(5, 3, 3)], // left wrong
      [single(1, 2, 1), single(5, 3, 1)], // right wrong
      [single(1, 2, 1), single(5, 3, 3)], // the key
      [single(1, 2, 1), single(1, 3, 3)], // right type wrong
      [single(1, 3, 1), single(5, 3, 3)], // left size wrong
    ]);
    expectFits(svg, [3]);
  });

  it('in-out: frame type progression by rows, inner shade by columns, the frame stays white', () => {
    const outer = [2, 3, 4, 3, 4, 5, 2, 3, 4];
    const cells = nine((r, c) => [single(at(outer, r, c), 2, 1), single(1, 3, 2 + 2 * r)]);
    const svg = item(LAYOUTS.inOut, given(cells), [
      [single(4, 2, 1), single(1, 3, 4)],
      [single(4, 2, 2), single(1, 3, 6)], // grey frame
      [single(5, 2, 1), single(1, 3, 6)],
      [single(4, 3, 1), single(1, 3, 6)],
      [single(4, 2, 1), single(1, 3, 6)], // the key
      [single(4, 2, 1), single(2, 3, 6)],
    ]);
    expectFits(svg, [4]);
  });

  it('centre: latin-square shade', () => {
    const shades = [2, 4, 6, 6, 2, 4, 4, 6, 2];
    const cells = nine((r, c) => [single(2, 3, at(shades, r, c))]);
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(2, 3, 4)],
      [single(2, 3, 6)],
      [single(2, 3, 2)],
      [single(2, 3, 1)],
      [single(2, 4, 2)],
      [single(2, 3, 3)],
    ]);
    expectFits(svg, [2]);
  });

  it('centre: every row a permutation of the same three types, though the columns are no latin square', () => {
    const types = [1, 2, 3, 1, 3, 2, 2, 1, 3];
    const cells = nine((r, c) => [single(at(types, r, c), 2, 5)]);
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(1, 2, 5)],
      [single(2, 2, 5)],
      [single(4, 2, 5)],
      [single(3, 2, 5)],
      [single(3, 2, 4)],
      [single(5, 2, 5)],
    ]);
    expectFits(svg, [3]);
  });

  it('ambiguous: union and XOR both fit the rows, so both options are returned', () => {
    // {0} {1} {0,1} / {2} {3} {2,3} / {0,2} {2,3} ?: union → {0,2,3}, xor → {0,3}
    const masks = [[0], [1], [0, 1], [2], [3], [2, 3], [0, 2], [2, 3], []];
    const cells = nine((r, c) => [lattice(at(masks, r, c))]);
    const svg = item(LAYOUTS.grid2, given(cells), [
      [lattice([2])],
      [lattice([0, 2, 3])],
      [lattice([0])],
      [lattice([0, 3])],
      [lattice([0, 2, 3], 2, 2, 2)],
      [lattice([2, 3])],
    ]);
    expectFits(svg, [1, 3]);
    const why = explainFromSvg(svg);
    expect(why.text).toContain('or by rows → {0,2,3}');
    expect(why.text).toContain('xor by rows → {0,3}');
  });

  it('ambiguous: a count fixes how many shapes, not where they sit', () => {
    const order = [4, 0, 8, 2, 6, 1, 3, 5, 7];
    const first = (n: number) => order.slice(0, n);
    const counts = [1, 2, 3, 2, 2, 4, 3, 2, 5];
    const cells = nine((r, c) => [lattice(first(at(counts, r, c)), 3, 3, 4)]);
    const svg = item(LAYOUTS.grid3, given(cells), [
      [lattice(first(5), 3, 3, 4)],
      [lattice([...first(4), 7], 3, 3, 4)], // another fifth slot: still nested
      [lattice(first(6), 3, 3, 4)],
      [lattice([4, 0, 8, 6, 1], 3, 3, 4)], // five shapes, not nested
      [lattice([...first(4), 3], 3, 3, 4)], // and another
      [lattice(first(4), 3, 3, 4)],
    ]);
    expectFits(svg, [0, 1, 3, 4]);
  });

  it('counts are read as numbers even where the given masks are not nested (issue 36)', () => {
    // counts 1 1 2 / 1 2 3 / 2 2 ? add up to 4 though {0} and {1} are not nested: the full
    // panel passes on its count, beside the union and the xor by places
    const masks = [[0], [1], [0, 1], [2], [0, 3], [0, 2, 3], [1, 2], [1, 3], []];
    const cells = nine((r, c) => [lattice(at(masks, r, c))]);
    const svg = item(LAYOUTS.grid2, given(cells), [
      [lattice([0, 1, 2, 3])],
      [lattice([1, 2, 3])], // union
      [lattice([2, 3])], // xor
      [lattice([1])],
      [lattice([1, 2, 3], 3)],
      [lattice([0, 2])],
    ]);
    expectFits(svg, [0, 1, 2]);
  });

  it.each([
    ['follow a progression', (r: number) => 1 + r],
    ['stay one grey', () => 3],
  ])('in-out: the frame is always white, even when its greys %s', (_, grey) => {
    const cells = nine((r) => [single(3, 2, grey(r)), single(5, 2, 4)]);
    const svg = item(LAYOUTS.inOut, given(cells), [
      [single(3, 2, 3), single(5, 2, 4)],
      [single(3, 2, 1), single(5, 2, 4)],
      [single(3, 2, 2), single(5, 2, 4)],
    ]);
    expectFits(svg, []);
  });

  it('no option fits: returns []', () => {
    const cells = nine((r, c) => [single(3, 1 + r + c, 2)]);
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(3, 4, 2)],
      [single(3, 6, 2)],
      [single(4, 5, 2)],
      [single(3, 5, 3)],
      [single(3, 3, 2)],
      [single(2, 5, 2)],
    ]);
    expectFits(svg, []);
  });

  it('no rule fits the given cells: returns []', () => {
    const sizes = [1, 3, 2, 4, 1, 1, 2, 5, 3];
    const cells = nine((r, c) => [single(3, at(sizes, r, c), 2)]);
    const options = [1, 2, 3, 4, 5, 6].map((size) => [single(3, size, 2)]);
    expectFits(item(LAYOUTS.centre, given(cells), options), []);
  });

  it('a progression needs the same step in every line', () => {
    // rows go +1 / +2 / +1: each row is even, but the steps differ
    const sizes = [1, 2, 3, 1, 3, 5, 2, 3, 4];
    const cells = nine((r, c) => [single(1, at(sizes, r, c), 6)]);
    const options = [1, 2, 3, 4, 5, 6].map((size) => [single(1, size, 6)]);
    expectFits(item(LAYOUTS.centre, given(cells), options), []);
  });
});

describe('explainFromSvg', () => {
  it('names the fitting rules per attribute and the failing attribute per option', () => {
    const cells = nine((r, c) => [single(3, 1 + r + c, 2)]);
    const svg = item(LAYOUTS.centre, given(cells), [
      [single(3, 5, 2)],
      [single(3, 4, 2)],
      [single(4, 5, 2)],
      [single(3, 5, 3)],
      [single(3, 5, 2)],
      [single(3, 6, 2)],
    ]);
    const why = explainFromSvg(svg);
    expect(why.layout).toBe('centre');
    expect(why.fitting).toEqual([0, 4]);
    const size = why.attributes.find((a) => a.component === 'centre' && a.attribute === 'size');
    expect(size?.fits.map((x) => x.rule)).toEqual(['progression +1 by rows', 'progression +1 by columns']);
    expect(size?.accepted).toEqual([5]);
    expect(why.options.map((o) => o.failures)).toEqual([
      [],
      ['centre size 4 not in [5]'],
      ['centre type 4 not in [3]'],
      ['centre shade 3 not in [2]'],
      [],
      ['centre size 6 not in [5]'],
    ]);
    expect(why.text).toContain('centre.size [1 2 3 2 3 4 3 4]: progression +1 by rows → 5');
  });
});
