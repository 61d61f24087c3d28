// A small rasteriser of parsed panels (parse-svg.ts), for pixel-level checks that see what a
// test-taker sees. Geometry comes from FORMAT.md alone: regular polygons (triangle and pentagon
// pointing up, square axis-aligned, hexagon flat-topped) and circles, filled with their grey and
// stroked black (round joins) with their stroke width, on white; the divider of a two-part layout
// is drawn under the shapes. The option frame is not drawn (a panel is its 100×100 body).
//
// Anti-aliasing: pixels well inside a fill or well outside every stroke are decided from their
// centre; pixels near an edge are supersampled (ss × ss points). Overlapping shapes compose in
// document order by coverage (fill shows its grey, stroke black, the rest lets the panel through).
import type { DrawnPanel, DrawnShape } from './parse-svg';

/** A square greyscale image, row-major, 0 = black … 255 = white. */
export interface Raster {
  size: number;
  data: Float32Array;
}

export interface RasterOptions {
  /** Pixels per side (default 64). */
  size?: number;
  /** Supersamples per pixel side near edges (default 4, i.e. 4×4). */
  supersample?: number;
  /** Draw a two-part layout's divider (default true). */
  divider?: boolean;
}

const PANEL = 100;
const DIVIDER_WIDTH = 1.6;

/** Convex outline: outward unit normals (nx, ny), offsets c (inside ⇔ n·p ≤ c), and vertices. */
interface Outline {
  nx: Float64Array;
  ny: Float64Array;
  c: Float64Array;
  vx: Float64Array;
  vy: Float64Array;
}

/** Vertex angles (radians, SVG y down) of the regular polygons FORMAT.md describes. */
function firstAngle(sides: number): number {
  if (sides === 3 || sides === 5) return -Math.PI / 2; // pointing up
  if (sides === 4) return Math.PI / 4; // axis-aligned
  return 0; // hexagon, flat top
}

function polygonOutline(shape: DrawnShape): Outline {
  const n = shape.sides;
  // parse-svg reports a triangle at its slot centre; it is drawn around (x, y + r/4).
  const cx = shape.x;
  const cy = n === 3 ? shape.y + shape.r / 4 : shape.y;
  const a0 = firstAngle(n);
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const a = a0 + (2 * Math.PI * k) / n;
    vx[k] = cx + shape.r * Math.cos(a);
    vy[k] = cy + shape.r * Math.sin(a);
  }
  const nx = new Float64Array(n);
  const ny = new Float64Array(n);
  const c = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const j = (k + 1) % n;
    const ex = (vx[j] as number) - (vx[k] as number);
    const ey = (vy[j] as number) - (vy[k] as number);
    const len = Math.hypot(ex, ey);
    // Outward normal: the one pointing away from the centre.
    let ux = ey / len;
    let uy = -ex / len;
    if (ux * ((vx[k] as number) - cx) + uy * ((vy[k] as number) - cy) < 0) {
      ux = -ux;
      uy = -uy;
    }
    nx[k] = ux;
    ny[k] = uy;
    c[k] = ux * (vx[k] as number) + uy * (vy[k] as number);
  }
  return { nx, ny, c, vx, vy };
}

function rectOutline(x0: number, y0: number, x1: number, y1: number): Outline {
  return {
    nx: Float64Array.from([1, -1, 0, 0]),
    ny: Float64Array.from([0, 0, 1, -1]),
    c: Float64Array.from([x1, -x0, y1, -y0]),
    vx: Float64Array.from([x0, x1, x1, x0]),
    vy: Float64Array.from([y0, y0, y1, y1]),
  };
}

/** max over edges of n·p − c: ≤ 0 inside (then −value is the exact distance to the boundary). */
function edgeMax(o: Outline, px: number, py: number): number {
  let m = -Infinity;
  const { nx, ny, c } = o;
  for (let k = 0; k < c.length; k++) {
    const e = (nx[k] as number) * px + (ny[k] as number) * py - (c[k] as number);
    if (e > m) m = e;
  }
  return m;
}

/** Exact distance from an outside point to the outline. */
function outsideDistance(o: Outline, px: number, py: number): number {
  const { vx, vy } = o;
  const n = vx.length;
  let best = Infinity;
  for (let k = 0; k < n; k++) {
    const j = k + 1 === n ? 0 : k + 1;
    const ax = vx[k] as number;
    const ay = vy[k] as number;
    const ex = (vx[j] as number) - ax;
    const ey = (vy[j] as number) - ay;
    let t = ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const dx = px - ax - t * ex;
    const dy = py - ay - t * ey;
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** What a point shows of one shape: 0 nothing, 1 fill, 2 stroke. */
type Hit = 0 | 1 | 2;

interface Painter {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  halfStroke: number;
  /** Signed distance bound at a point: exact inside (negative), a lower bound outside. */
  bound: (px: number, py: number) => number;
  hit: (px: number, py: number) => Hit;
}

function outlinePainter(o: Outline, strokeWidth: number): Painter {
  const h = strokeWidth / 2;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = 0; k < o.vx.length; k++) {
    x0 = Math.min(x0, o.vx[k] as number);
    x1 = Math.max(x1, o.vx[k] as number);
    y0 = Math.min(y0, o.vy[k] as number);
    y1 = Math.max(y1, o.vy[k] as number);
  }
  return {
    x0: x0 - h,
    y0: y0 - h,
    x1: x1 + h,
    y1: y1 + h,
    halfStroke: h,
    bound: (px, py) => edgeMax(o, px, py),
    hit: (px, py) => {
      const m = edgeMax(o, px, py);
      if (m <= 0) return m >= -h ? 2 : 1;
      if (m > h) return 0;
      return outsideDistance(o, px, py) <= h ? 2 : 0;
    },
  };
}

function circlePainter(s: DrawnShape): Painter {
  const h = s.strokeWidth / 2;
  const d = (px: number, py: number) => Math.sqrt((px - s.x) ** 2 + (py - s.y) ** 2) - s.r;
  return {
    x0: s.x - s.r - h,
    y0: s.y - s.r - h,
    x1: s.x + s.r + h,
    y1: s.y + s.r + h,
    halfStroke: h,
    bound: d,
    hit: (px, py) => {
      const v = d(px, py);
      return v < -h ? 1 : v <= h ? 2 : 0;
    },
  };
}

/** A shape's coverage on the pixel grid: per pixel of its bounding box, the fraction of the
 * pixel its fill shows through and the fraction its stroke covers. */
interface Tile {
  i0: number;
  j0: number;
  w: number;
  h: number;
  fill: Float32Array;
  stroke: Float32Array;
}

function coverage(size: number, ss: number, p: Painter): Tile {
  const step = PANEL / size;
  const halfDiag = (step * Math.SQRT2) / 2;
  const inner = -p.halfStroke - halfDiag;
  const outer = p.halfStroke + halfDiag;
  const i0 = Math.max(0, Math.floor(p.x0 / step));
  const i1 = Math.min(size - 1, Math.floor(p.x1 / step));
  const j0 = Math.max(0, Math.floor(p.y0 / step));
  const j1 = Math.min(size - 1, Math.floor(p.y1 / step));
  const w = Math.max(0, i1 - i0 + 1);
  const h = Math.max(0, j1 - j0 + 1);
  const fill = new Float32Array(w * h);
  const stroke = new Float32Array(w * h);
  const sub = step / ss;
  const samples = ss * ss;
  for (let j = j0; j <= j1; j++) {
    const cy = (j + 0.5) * step;
    for (let i = i0; i <= i1; i++) {
      const cx = (i + 0.5) * step;
      const b = p.bound(cx, cy);
      if (b > outer) continue;
      const at = (j - j0) * w + (i - i0);
      if (b < inner) {
        fill[at] = 1;
        continue;
      }
      let f = 0;
      let s = 0;
      for (let v = 0; v < ss; v++) {
        const sy = j * step + (v + 0.5) * sub;
        for (let u = 0; u < ss; u++) {
          const hit = p.hit(i * step + (u + 0.5) * sub, sy);
          if (hit === 1) f++;
          else if (hit === 2) s++;
        }
      }
      fill[at] = f / samples;
      stroke[at] = s / samples;
    }
  }
  return { i0, j0, w, h, fill, stroke };
}

function compose(data: Float32Array, size: number, t: Tile, grey: number): void {
  for (let y = 0; y < t.h; y++) {
    const row = (t.j0 + y) * size + t.i0;
    for (let x = 0; x < t.w; x++) {
      const f = t.fill[y * t.w + x] as number;
      const s = t.stroke[y * t.w + x] as number;
      if (f === 0 && s === 0) continue;
      const at = row + x;
      data[at] = f === 1 ? grey : (data[at] as number) * (1 - f - s) + grey * f;
    }
  }
}

/** Coverage tiles by shape geometry (not grey): slots, types and sizes repeat across panels and
 * items, so most shapes are sampled once per process. Bounded; cleared when full. */
const tiles = new Map<string, Tile>();
const MAX_TILES = 50_000;

function tileOf(size: number, ss: number, key: string, make: () => Painter): Tile {
  const k = `${size}/${ss}/${key}`;
  let t = tiles.get(k);
  if (!t) {
    if (tiles.size >= MAX_TILES) tiles.clear();
    t = coverage(size, ss, make());
    tiles.set(k, t);
  }
  return t;
}

/** Rasterises one panel body (coordinates 0..100) to size × size greys. */
export function rasterPanel(panel: DrawnPanel, options: RasterOptions = {}): Raster {
  const size = options.size ?? 64;
  const ss = options.supersample ?? 4;
  const data = new Float32Array(size * size).fill(255);
  if ((options.divider ?? true) && panel.divider) {
    const h = DIVIDER_WIDTH / 2;
    const bar =
      panel.divider === 'vertical' ? rectOutline(50 - h, 8, 50 + h, 92) : rectOutline(8, 50 - h, 92, 50 + h);
    // A butt-capped line is a black rectangle: all fill, no stroke.
    compose(
      data,
      size,
      tileOf(size, ss, panel.divider, () => outlinePainter(bar, 0)),
      0,
    );
  }
  for (const s of panel.shapes) {
    const key = `${s.sides},${s.x},${s.y},${s.r},${s.strokeWidth}`;
    const tile = tileOf(size, ss, key, () =>
      s.sides === 0 ? circlePainter(s) : outlinePainter(polygonOutline(s), s.strokeWidth),
    );
    compose(data, size, tile, s.grey);
  }
  return { size, data };
}

/** Mean absolute grey difference, 0 (same) … 1 (black on white everywhere). */
export function meanAbsDifference(a: Raster, b: Raster): number {
  if (a.size !== b.size) throw new Error(`raster sizes differ: ${a.size} vs ${b.size}`);
  let s = 0;
  const x = a.data;
  const y = b.data;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] as number) - (y[i] as number);
    s += d < 0 ? -d : d;
  }
  return s / (255 * x.length);
}

/** Grey step of one shade level (FORMAT.md: 20 % of 255). */
export const SHADE_STEP = 51;

/**
 * Legibility: how many pixels of two panels differ by at least one shade step (≥ 51 of 255),
 * both drawn at 64×64 unless rasters of another size are given.
 */
export function pixelDifference(a: DrawnPanel | Raster, b: DrawnPanel | Raster): number {
  const ra = 'data' in a ? a : rasterPanel(a, { size: 64 });
  const rb = 'data' in b ? b : rasterPanel(b, { size: 64 });
  if (ra.size !== rb.size) throw new Error(`raster sizes differ: ${ra.size} vs ${rb.size}`);
  // No Math.abs: builtins are slow inside Jest's VM context, and this runs per pixel.
  const x = ra.data;
  const y = rb.data;
  const step = SHADE_STEP - 1e-3;
  let n = 0;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] as number) - (y[i] as number);
    if (d >= step || d <= -step) n++;
  }
  return n;
}
