// Reads an item's drawings back into shapes, from the SVG text alone (FORMAT.md). Nothing here
// comes from the generator: this is what a test-taker's eye gets.

export type Sides = 0 | 3 | 4 | 5 | 6; // 0 = circle

export interface DrawnShape {
  sides: Sides;
  /** Centre of the slot the shape sits in, panel coordinates 0..100. */
  x: number;
  y: number;
  /** Circumradius. */
  r: number;
  /** Fill as a grey level, 0 black … 255 white. */
  grey: number;
  strokeWidth: number;
}

export interface DrawnPanel {
  divider: 'vertical' | 'horizontal' | null;
  shapes: DrawnShape[];
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attrs: Record<string, string>;
}

const TAG = /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;

/** Every tag of the SVG in document order (a plain loop: this runs for every panel read). */
function tags(svg: string): Tag[] {
  const out: Tag[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(svg); m; m = TAG.exec(svg)) {
    const attrs: Record<string, string> = {};
    const text = m[3] ?? '';
    ATTRIBUTE.lastIndex = 0;
    for (let a = ATTRIBUTE.exec(text); a; a = ATTRIBUTE.exec(text)) attrs[a[1] as string] = a[2] as string;
    out.push({ name: m[2] as string, closing: m[1] === '/', selfClosing: m[4] === '/', attrs });
  }
  return out;
}

/**
 * Fills and polygon outlines repeat across panels and items (a few greys, slots, types and
 * sizes), so each text is read once per process. Bounded; cleared when full.
 */
const MAX_REMEMBERED = 50_000;
const greys = new Map<string, number>();
const outlines = new Map<string, { sides: Sides; x: number; y: number; r: number }>();
function remember<T>(map: Map<string, T>, key: string, read: (key: string) => T): T {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= MAX_REMEMBERED) map.clear();
    value = read(key);
    map.set(key, value);
  }
  return value;
}

function greyOf(fill: string | undefined): number {
  if (!fill || fill === 'none') return 255;
  return remember(greys, fill, readGrey);
}

function readGrey(fill: string): number {
  const hex = fill.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  if (r !== g || g !== b || Number.isNaN(r)) throw new Error(`not a grey: ${fill}`);
  return r as number;
}

function polygonShape(points: string, fill: string | undefined, strokeWidth: number): DrawnShape {
  const { sides, x, y, r } = remember(outlines, points, readOutline);
  return { sides, x, y, r, grey: greyOf(fill), strokeWidth };
}

/** A polygon's sides, slot centre and circumradius from its points. */
function readOutline(points: string): { sides: Sides; x: number; y: number; r: number } {
  const pts = points
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);
  const sides = pts.length as Sides;
  if (![3, 4, 5, 6].includes(sides)) throw new Error(`polygon with ${pts.length} vertices`);
  const cx = pts.reduce((s, p) => s + p[0], 0) / sides;
  const cy = pts.reduce((s, p) => s + p[1], 0) / sides;
  const r = pts.reduce((s, p) => s + Math.hypot(p[0] - cx, p[1] - cy), 0) / sides;
  // A triangle is drawn around (x, y + r/4) so that its bounding box is centred on its slot.
  return { sides, x: cx, y: sides === 3 ? cy - r / 4 : cy, r };
}

/** Every panel drawn in the SVG, in document order, with shape coordinates local to the panel. */
function panels(svg: string): DrawnPanel[] {
  const out: DrawnPanel[] = [];
  let current: DrawnPanel | null = null;
  let depth = 0;
  let panelDepth = -1;
  let bodyStroke = 1.6;
  for (const tag of tags(svg)) {
    if (tag.name === 'g') {
      if (tag.closing) {
        depth--;
        if (depth === panelDepth) {
          current = null;
          panelDepth = -1;
        }
      } else {
        depth++;
        if (tag.attrs.transform?.startsWith('translate(')) {
          current = { divider: null, shapes: [] };
          out.push(current);
          panelDepth = depth - 1;
        } else if (tag.attrs['stroke-width']) {
          bodyStroke = Number(tag.attrs['stroke-width']);
        }
      }
      continue;
    }
    if (!current || tag.closing) continue;
    const stroke = tag.attrs['stroke-width'] ? Number(tag.attrs['stroke-width']) : bodyStroke;
    if (tag.name === 'path') {
      const d = tag.attrs.d ?? '';
      if (/^M50 8V92$/.test(d)) current.divider = 'vertical';
      else if (/^M8 50H92$/.test(d)) current.divider = 'horizontal';
    } else if (tag.name === 'polygon') {
      current.shapes.push(polygonShape(tag.attrs.points ?? '', tag.attrs.fill, stroke));
    } else if (tag.name === 'circle') {
      current.shapes.push({
        sides: 0,
        x: Number(tag.attrs.cx),
        y: Number(tag.attrs.cy),
        r: Number(tag.attrs.r),
        grey: greyOf(tag.attrs.fill),
        strokeWidth: stroke,
      });
    }
  }
  return out;
}

/** The eight given cells of a matrix drawing, in reading order. */
export function parseMatrixSvg(svg: string): DrawnPanel[] {
  const cells = panels(svg);
  if (cells.length !== 8) throw new Error(`matrix has ${cells.length} panels, expected 8`);
  return cells;
}

/** The one panel of an option drawing. */
export function parseOptionSvg(svg: string): DrawnPanel {
  const found = panels(svg);
  if (found.length !== 1) throw new Error(`option has ${found.length} panels, expected 1`);
  return found[0] as DrawnPanel;
}
