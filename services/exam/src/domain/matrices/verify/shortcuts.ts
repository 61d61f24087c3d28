// Shortcut guessers: ways to pick an answer without reasoning, as an outside auditor would try
// them. Each sees an item only as a test-taker does (the drawings, read back by read-panels.ts and
// drawn by raster.ts); the key is used only to score a guesser and to train the learned ones.
// Options-only guessers see the six options alone; matrix-aware ones also see the eight cells but
// apply no rule of the grammar.
import { parseMatrixSvg, parseOptionSvg } from './parse-svg';
import { rasterPanel, pixelDifference, type Raster } from './raster';
import { readPanels, type ComponentValues, type Layout } from './read-panels';

export interface ShortcutItem {
  matrixSvg: string;
  optionSvgs: readonly string[];
  correctOption: number;
  level: number;
}

export const ATTRIBUTES = ['number', 'position', 'type', 'size', 'shade'] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];

/** One attribute of one component as the drawings show it. */
export interface AttributeView {
  component: string;
  attribute: AttributeName;
  /** Values in the eight given cells, in reading order. */
  cells: number[];
  /** Values in the options, in their order. */
  options: number[];
}

/** Pixel distances: mean |Δgrey| over 32×32 rasters, 0 (same) … 1 (black vs white everywhere). */
export interface PixelView {
  /** [cell 0..7][option]. */
  cellOption: number[][];
  /** [option][option]. */
  optionOption: number[][];
  /** To the pixelwise analogy cell7 + cell5 − cell4 (clamped). */
  analogy: number[];
  /** To the pixelwise analogy cell6 + cell2 − cell0 (clamped). */
  analogyFar: number[];
  /** To the pixelwise mean of the eight cells. */
  meanCell: number[];
  /** Mean darkness of each option, 0 white … 1 black. */
  ink: number[];
}

/** Everything a guesser may look at, computed once per item; plus, for scoring and training only,
 * the key and the key's legibility. */
export interface ItemView {
  level: number;
  key: number;
  layout: Layout;
  attributes: AttributeView[];
  pixels: PixelView;
  /** Legibility: min over distractors of pixelDifference (64×64) to the key. */
  legibility: number;
}

/** Panels are drawn at 64×64 (legibility); pixel distances use them halved to 32×32. */
const LEGIBILITY_SIZE = 64;

/** Halves a raster by 2×2 box averaging (64×64 → 32×32). */
function halve(r: Raster): Float32Array {
  const s = r.size / 2;
  const out = new Float32Array(s * s);
  const d = r.data;
  for (let y = 0; y < s; y++)
    for (let x = 0; x < s; x++) {
      const a = 2 * y * r.size + 2 * x;
      out[y * s + x] =
        ((d[a] as number) +
          (d[a + 1] as number) +
          (d[a + r.size] as number) +
          (d[a + r.size + 1] as number)) /
        4;
    }
  return out;
}

function l1(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    s += d < 0 ? -d : d;
  }
  return s / (255 * a.length);
}

function pixelView(cells: Float32Array[], options: Float32Array[]): PixelView {
  const c = (i: number) => cells[i] as Float32Array;
  const size = c(0).length;
  const analogy = (a: number, b: number, minus: number) => {
    const [x, y, z] = [c(a), c(b), c(minus)];
    const t = new Float32Array(size);
    for (let i = 0; i < size; i++) {
      const v = (x[i] as number) + (y[i] as number) - (z[i] as number);
      t[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    return t;
  };
  const near = analogy(7, 5, 4);
  const far = analogy(6, 2, 0);
  const mean = new Float32Array(size);
  for (const cell of cells)
    for (let i = 0; i < size; i++) mean[i] = (mean[i] as number) + (cell[i] as number) / cells.length;
  const white = new Float32Array(size).fill(255);
  const optionOption = options.map(() => new Array<number>(options.length).fill(0));
  for (let i = 0; i < options.length; i++)
    for (let j = 0; j < i; j++) {
      const d = l1(options[i] as Float32Array, options[j] as Float32Array);
      (optionOption[i] as number[])[j] = d;
      (optionOption[j] as number[])[i] = d;
    }
  return {
    cellOption: cells.map((cell) => options.map((o) => l1(cell, o))),
    optionOption,
    analogy: options.map((o) => l1(near, o)),
    analogyFar: options.map((o) => l1(far, o)),
    meanCell: options.map((o) => l1(mean, o)),
    ink: options.map((o) => l1(white, o)),
  };
}

/** Reads, draws and measures one item once; every guesser works from this. */
export function viewItem(item: ShortcutItem): ItemView {
  // Parsed once: read back and drawn from the same panels.
  const cells = parseMatrixSvg(item.matrixSvg);
  const options = item.optionSvgs.map(parseOptionSvg);
  const read = readPanels(cells, options);
  const cellRasters = cells.map((p) => rasterPanel(p, { size: LEGIBILITY_SIZE }));
  const optionRasters = options.map((p) => rasterPanel(p, { size: LEGIBILITY_SIZE }));
  if (optionRasters.length < 2) throw new Error(`an item needs options, got ${optionRasters.length}`);
  const key = item.correctOption;
  const keyRaster = optionRasters[key];
  if (!keyRaster) throw new Error(`key ${key} is not an option index`);
  let legibility = Infinity;
  optionRasters.forEach((r, j) => {
    if (j !== key) {
      const d = pixelDifference(keyRaster, r);
      if (d < legibility) legibility = d;
    }
  });
  const pick = (values: ComponentValues[], a: AttributeName) => values.map((v) => v[a]);
  return {
    level: item.level,
    key,
    layout: read.layout,
    attributes: read.components.flatMap((comp) =>
      ATTRIBUTES.map((attribute) => ({
        component: comp.name,
        attribute,
        cells: pick(comp.cells, attribute),
        options: pick(comp.options, attribute),
      })),
    ),
    pixels: pixelView(cellRasters.map(halve), optionRasters.map(halve)),
    legibility,
  };
}

/** Views of many items; an unreadable item fails loudly with its index. */
export function viewItems(items: readonly ShortcutItem[]): ItemView[] {
  return items.map((item, i) => {
    try {
      return viewItem(item);
    } catch (e) {
      throw new Error(`item ${i} (level ${item.level}): ${(e as Error).message}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Scoring

/** Expected accuracy with uniform tie-breaking: 1/k if the key is among the k best, else 0. */
export function expectedAccuracy(scores: readonly number[], key: number): number {
  let best = -Infinity;
  for (const s of scores) if (s > best) best = s;
  const tol = 1e-9 * (best > 1 ? best : best < -1 ? -best : 1);
  let k = 0;
  for (const s of scores) if (best - s <= tol) k++;
  const keyScore = scores[key];
  return keyScore !== undefined && best - keyScore <= tol ? 1 / k : 0;
}

export type Audience = 'options-only' | 'matrix-aware';
/** What a scorer sees: the view without the key (the type keeps guessers honest). */
export type SeenItem = Omit<ItemView, 'key' | 'legibility'>;
export type Scorer = (view: SeenItem) => number[];

export interface Guesser {
  name: string;
  audience: Audience;
  /** Trained guessers are fitted on one half of the items and scored on the other. */
  trained: boolean;
  description: string;
  fit: (train: readonly ItemView[]) => Scorer;
}

const fixed = (name: string, audience: Audience, description: string, score: Scorer): Guesser => ({
  name,
  audience,
  trained: false,
  description,
  fit: () => score,
});

/** A matrix-aware cue, and (when named) the same cue reversed. */
const matrix = (name: string, reversed: string | null, description: string, score: Scorer): Guesser[] => [
  fixed(name, 'matrix-aware', description, score),
  ...(reversed ? [fixed(reversed, 'matrix-aware', `${description}, reversed`, (v) => neg(score(v)))] : []),
];

// ---------------------------------------------------------------------------------------------
// Value statistics (per component attribute)

const popcount = (m: number): number => {
  let n = 0;
  for (let v = m; v; v &= v - 1) n++;
  return n;
};
const valueDistance = (a: AttributeName, x: number, y: number): number =>
  a === 'position' ? popcount(x ^ y) : x > y ? x - y : y - x;

const countOf = (values: readonly number[], v: number): number =>
  values.reduce((n, x) => n + (x === v ? 1 : 0), 0);
const inCells = (a: AttributeView, cells: readonly number[], v: number): boolean =>
  cells.some((c) => a.cells[c] === v);

const ROWS_12 = [0, 1, 2, 3, 4, 5];
const ROW_3 = [6, 7];
const COLS_12 = [0, 1, 3, 4, 6, 7];
const COL_3 = [2, 5];
const ALL_CELLS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Σ over attributes of f(attribute, option value, option index), per option. */
function perOption(view: SeenItem, f: (a: AttributeView, v: number, j: number) => number): number[] {
  const n = view.pixels.ink.length;
  const out = new Array<number>(n).fill(0);
  for (const a of view.attributes)
    for (let j = 0; j < n; j++) out[j] = (out[j] as number) + f(a, a.options[j] as number, j);
  return out;
}

// Note on speed: inside Jest's VM context every call of a Math builtin costs some 300 ns, so the
// hot loops here avoid Math.* (and cache what they can per view).

const minOf = (xs: readonly number[]): number => {
  let m = Infinity;
  for (const x of xs) if (x < m) m = x;
  return m;
};
const maxOf = (xs: readonly number[]): number => {
  let m = -Infinity;
  for (const x of xs) if (x > m) m = x;
  return m;
};

interface AttributeStats {
  /** Per option: how many options show its value. */
  count: number[];
  lo: number;
  hi: number;
  /** Whether ranks mean anything: the value varies among the options and is not a slot mask. */
  ranked: boolean;
  /** Per option: Σ value distance to the other options, over the largest such distance. */
  spread: number[];
}

const statsCache = new WeakMap<AttributeView, AttributeStats>();

function statsOf(a: AttributeView): AttributeStats {
  let st = statsCache.get(a);
  if (st) return st;
  const o = a.options;
  let widest = 0;
  const dist = o.map((x) => o.map((y) => valueDistance(a.attribute, x, y)));
  for (const row of dist) for (const d of row) if (d > widest) widest = d;
  const lo = minOf(o);
  const hi = maxOf(o);
  st = {
    count: o.map((x) => countOf(o, x)),
    lo,
    hi,
    ranked: lo !== hi && a.attribute !== 'position',
    spread: dist.map((row) => (widest ? sum(row) / widest : 0)),
  };
  statsCache.set(a, st);
  return st;
}

/** Rank of a value among the distinct option values: lowest, middle, highest (0s when unranked). */
function rankOf(a: AttributeView, v: number): { lowest: number; middle: number; highest: number } {
  const { lo, hi, ranked } = statsOf(a);
  if (!ranked) return { lowest: 0, middle: 0, highest: 0 };
  return { lowest: v === lo ? 1 : 0, middle: v !== lo && v !== hi ? 1 : 0, highest: v === hi ? 1 : 0 };
}

const valueSpread = (a: AttributeView, j: number): number => statsOf(a).spread[j] as number;

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
const neg = (xs: readonly number[]): number[] => xs.map((x) => -x);

const majority = (v: SeenItem) => perOption(v, (a, _x, j) => statsOf(a).count[j] as number);
const optionPixelSum = (v: SeenItem) => v.pixels.optionOption.map(sum);
const cellDistance = (v: SeenItem, cells: readonly number[]) =>
  v.pixels.ink.map((_, j) => sum(cells.map((c) => v.pixels.cellOption[c]?.[j] as number)));
const nearestCell = (v: SeenItem) =>
  v.pixels.ink.map((_, j) => minOf(v.pixels.cellOption.map((d) => d[j] as number)));
const missingFrom = (lines12: readonly number[], line3: readonly number[]) => (v: SeenItem) =>
  perOption(v, (a, x) => (inCells(a, lines12, x) && !inCells(a, line3, x) ? 1 : 0));
const seenInMatrix = (v: SeenItem) => perOption(v, (a, x) => (inCells(a, ALL_CELLS, x) ? 1 : 0));

// ---------------------------------------------------------------------------------------------
// Learned guessers: a conditional logit (softmax over an item's options of w·features)

/** Memoises per-view features (the pooled and per-level models share them). */
function memo(f: (v: SeenItem) => number[][]): (v: SeenItem) => number[][] {
  const cache = new WeakMap<SeenItem, number[][]>();
  return (v) => {
    let x = cache.get(v);
    if (!x) cache.set(v, (x = f(v)));
    return x;
  };
}

/** Options-only features of each option. */
export const optionFeatures = memo((view: SeenItem): number[][] => {
  const n = view.pixels.ink.length;
  const pix = optionPixelSum(view);
  return Array.from({ length: n }, (_, j) => {
    const f: number[] = [];
    for (const name of ATTRIBUTES) {
      const attrs = view.attributes.filter((a) => a.attribute === name);
      let freq = 0;
      let lowest = 0;
      let middle = 0;
      let highest = 0;
      let extreme = 0;
      let unique = 0;
      let spread = 0;
      for (const a of attrs) {
        const x = a.options[j] as number;
        const c = statsOf(a).count[j] as number;
        freq += c / n;
        unique += c === 1 ? 1 : 0;
        const r = rankOf(a, x);
        lowest += r.lowest;
        middle += r.middle;
        highest += r.highest;
        extreme += r.lowest || r.highest ? 1 : 0;
        spread += valueSpread(a, j);
      }
      f.push(freq, lowest, middle, highest, extreme, unique, spread);
    }
    const others = view.pixels.optionOption[j] as number[];
    f.push(pix[j] as number, minOf(others.filter((_, k) => k !== j)), view.pixels.ink[j] as number);
    return f;
  });
});

/** Matrix-aware features: the options-only ones plus value presence in the cells and pixel
 * distances to the cells. */
export const matrixFeatures = memo((view: SeenItem): number[][] => {
  const base = optionFeatures(view);
  const near = nearestCell(view);
  return base.map((b, j) => {
    const f = [...b];
    for (const name of ATTRIBUTES) {
      const acc = new Array<number>(10).fill(0);
      for (const a of view.attributes) {
        if (a.attribute !== name) continue;
        const x = a.options[j] as number;
        const rows12 = inCells(a, ROWS_12, x);
        const row3 = inCells(a, ROW_3, x);
        const cols12 = inCells(a, COLS_12, x);
        const col3 = inCells(a, COL_3, x);
        const count = countOf(a.cells, x);
        const flags = [
          rows12,
          row3,
          cols12,
          col3,
          count === 0,
          rows12 && !row3,
          cols12 && !col3,
          a.cells[5] === x,
          a.cells[7] === x,
        ];
        flags.forEach((t, i) => (acc[i] = (acc[i] as number) + (t ? 1 : 0)));
        acc[9] = (acc[9] as number) + count / 8;
      }
      f.push(...acc);
    }
    for (const d of view.pixels.cellOption) f.push(d[j] as number);
    f.push(
      view.pixels.analogy[j] as number,
      view.pixels.analogyFar[j] as number,
      view.pixels.meanCell[j] as number,
      near[j] as number,
    );
    return f;
  });
});

// exp and ln without Math builtins (see the note on speed above): exact to ~1e-12 relative,
// which is plenty for fitting; IEEE-754 bit access assumes a little-endian host (checked).
const LN2 = 0.6931471805599453;
const expBits = new Float64Array(1);
const expWords = new Int32Array(expBits.buffer);
const lnBits = new Float64Array(1);
const lnWords = new Int32Array(lnBits.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** e^x for x ≤ 0. */
function expNonPositive(x: number): number {
  if (!LITTLE_ENDIAN) return Math.exp(x);
  if (x < -700) return 0;
  const t = x * 1.4426950408889634;
  let k = t | 0;
  if (k > t) k--;
  const r = x - k * LN2; // 0 ≤ r < ln 2
  let p = 1 / 479001600;
  for (let i = 11; i >= 1; i--) p = p * r + (INV_FACTORIAL[i] as number);
  p = p * r + 1;
  expWords[0] = 0;
  expWords[1] = (k + 1023) << 20;
  return p * (expBits[0] as number);
}
const INV_FACTORIAL = Array.from({ length: 12 }, (_, i) => {
  let f = 1;
  for (let j = 2; j <= i; j++) f *= j;
  return 1 / f;
});

/** Natural log of a positive normal number (0 → −∞). */
function ln(x: number): number {
  if (!LITTLE_ENDIAN) return Math.log(x);
  if (!(x > 0)) return -Infinity;
  lnBits[0] = x;
  const hi = lnWords[1] as number;
  let e = ((hi >>> 20) & 0x7ff) - 1023;
  lnWords[1] = (hi & 0x000fffff) | 0x3ff00000;
  let m = lnBits[0] as number; // 1 ≤ m < 2
  if (m > 1.4142135623730951) {
    m /= 2;
    e++;
  }
  const u = (m - 1) / (m + 1); // |u| < 0.172
  const u2 = u * u;
  let q = 1 / 21;
  for (let i = 19; i >= 1; i -= 2) q = q * u2 + 1 / i;
  return e * LN2 + 2 * u * q;
}

export interface LogitOptions {
  /** L2 penalty on the weights of standardised features. */
  lambda?: number;
  iterations?: number;
}

/**
 * Fits a conditional logit by full-batch gradient descent (step halved when the loss would rise,
 * grown slowly while it falls): deterministic. Features are standardised over the training
 * options. Returns the scorer w·standardised(x).
 */
export function fitConditionalLogit(
  train: readonly { features: number[][]; key: number }[],
  options: LogitOptions = {},
): (features: number[][]) => number[] {
  const lambda = options.lambda ?? 1e-3;
  const iterations = options.iterations ?? 200;
  const d = train[0]?.features[0]?.length ?? 0;
  // All training options in one row-major matrix; item t owns rows start[t] .. start[t + 1].
  const start = new Int32Array(train.length + 1);
  train.forEach((t, i) => (start[i + 1] = (start[i] as number) + t.features.length));
  const rows = start[train.length] as number;
  const X = new Float64Array(rows * d);
  train.forEach((t, i) => t.features.forEach((x, j) => X.set(x, ((start[i] as number) + j) * d)));
  const keyRow = Int32Array.from(train, (t, i) => (start[i] as number) + t.key);
  const mean = new Float64Array(d);
  const scale = new Float64Array(d);
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < d; i++) mean[i] = (mean[i] as number) + (X[r * d + i] as number);
  for (let i = 0; i < d; i++) mean[i] = (mean[i] as number) / Math.max(1, rows);
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < d; i++)
      scale[i] = (scale[i] as number) + ((X[r * d + i] as number) - (mean[i] as number)) ** 2;
  for (let i = 0; i < d; i++) {
    const sd = Math.sqrt((scale[i] as number) / Math.max(1, rows));
    scale[i] = sd > 1e-9 ? 1 / sd : 0;
  }
  // Standardised, without the features that never vary in training (they cannot be learned).
  const used = Int32Array.from([...scale.keys()].filter((i) => (scale[i] as number) > 0));
  const k = used.length;
  const Z = new Float64Array(rows * k);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < k; c++) {
      const i = used[c] as number;
      Z[r * k + c] = ((X[r * d + i] as number) - (mean[i] as number)) * (scale[i] as number);
    }
  const m = Math.max(1, train.length);
  const s = new Float64Array(rows);

  /** Softmax denominators of the last lossAt, per training item. */
  const totals = new Float64Array(train.length);

  /** Loss at w; leaves each option's exp-score in s and each item's sum in totals for gradientAt. */
  const lossAt = (w: Float64Array): number => {
    for (let r = 0; r < rows; r++) {
      // Four accumulators: a single one makes the loop wait on each addition.
      let v0 = 0;
      let v1 = 0;
      let v2 = 0;
      let v3 = 0;
      const o = r * k;
      let i = 0;
      for (; i + 3 < k; i += 4) {
        v0 += (w[i] as number) * (Z[o + i] as number);
        v1 += (w[i + 1] as number) * (Z[o + i + 1] as number);
        v2 += (w[i + 2] as number) * (Z[o + i + 2] as number);
        v3 += (w[i + 3] as number) * (Z[o + i + 3] as number);
      }
      for (; i < k; i++) v0 += (w[i] as number) * (Z[o + i] as number);
      s[r] = v0 + v1 + v2 + v3;
    }
    let loss = 0;
    for (let t = 0; t < train.length; t++) {
      const a = start[t] as number;
      const b = start[t + 1] as number;
      let top = -Infinity;
      for (let r = a; r < b; r++) if ((s[r] as number) > top) top = s[r] as number;
      let total = 0;
      for (let r = a; r < b; r++) {
        s[r] = expNonPositive((s[r] as number) - top);
        total += s[r] as number;
      }
      totals[t] = total;
      loss += ln(total) - ln(s[keyRow[t] as number] as number);
    }
    let norm = 0;
    for (let i = 0; i < k; i++) norm += (w[i] as number) ** 2;
    return loss / m + (lambda / 2) * norm;
  };

  /** The gradient at the w of the last lossAt, written to grad. */
  const gradientAt = (w: Float64Array, grad: Float64Array): void => {
    grad.fill(0);
    for (let t = 0; t < train.length; t++) {
      const a = start[t] as number;
      const b = start[t + 1] as number;
      const total = totals[t] as number;
      const key = keyRow[t] as number;
      for (let r = a; r < b; r++) {
        const p = (s[r] as number) / total - (r === key ? 1 : 0);
        const o = r * k;
        for (let i = 0; i < k; i++) grad[i] = (grad[i] as number) + p * (Z[o + i] as number);
      }
    }
    for (let i = 0; i < k; i++) grad[i] = (grad[i] as number) / m + lambda * (w[i] as number);
  };

  let w = new Float64Array(k);
  let grad = new Float64Array(k);
  let loss = lossAt(w);
  gradientAt(w, grad);
  let next = new Float64Array(k);
  let nextGrad = new Float64Array(k);
  let step = 1;
  for (let it = 0; it < iterations && step > 1e-8; it++) {
    for (let i = 0; i < k; i++) next[i] = (w[i] as number) - step * (grad[i] as number);
    // The gradient only where the step is taken: a refused step needs the loss alone.
    const trial = lossAt(next);
    if (trial <= loss) {
      gradientAt(next, nextGrad);
      [w, next] = [next, w];
      [grad, nextGrad] = [nextGrad, grad];
      loss = trial;
      step *= 1.25;
    } else {
      step /= 2;
    }
  }
  return (features) =>
    features.map((x) => {
      let v = 0;
      for (let c = 0; c < k; c++) {
        const i = used[c] as number;
        v += (w[c] as number) * ((x[i] as number) - (mean[i] as number)) * (scale[i] as number);
      }
      return v;
    });
}

/** A learned guesser: one model over all training items, or one per level. */
function logitGuesser(
  name: string,
  audience: Audience,
  description: string,
  features: (v: SeenItem) => number[][],
  perLevel: boolean,
): Guesser {
  return {
    name,
    audience,
    trained: true,
    description,
    fit: (train) => {
      const rows = train.map((v) => ({ features: features(v), key: v.key, level: v.level }));
      if (!perLevel) {
        const pooled = fitConditionalLogit(rows, { lambda: 1e-3 });
        return (v) => pooled(features(v));
      }
      const byLevel = new Map<number, (f: number[][]) => number[]>();
      for (const level of new Set(rows.map((r) => r.level)))
        byLevel.set(
          level,
          fitConditionalLogit(
            rows.filter((r) => r.level === level),
            { lambda: 1e-2 },
          ),
        );
      // A level without training items gets no model: all options tie (chance).
      return (v) => byLevel.get(v.level)?.(features(v)) ?? v.pixels.ink.map(() => 0);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Count and size distances (issue 36): how far an option's number of shapes (or dots), or its
// size level, lies from the cells', as numbers. An outside audit found "the option whose count
// differs most from cell 0" well above chance; these guessers look for every such cue.

/** The attributes read as numbers here: how many shapes, and how large. */
const MEASURES = ['number', 'size'] as const;
type Measure = (typeof MEASURES)[number];

/** Σ over components of |option value − f(cells)| for one measure, per option. */
function measureDistance(
  view: SeenItem,
  measure: Measure,
  target: (cells: readonly number[]) => number,
): number[] {
  return perOption(view, (a, x) => {
    if (a.attribute !== measure) return 0;
    const d = x - target(a.cells);
    return d < 0 ? -d : d;
  });
}

/** The same on the total over components (shapes and dots counted together). */
function totalDistance(view: SeenItem, measure: Measure, cell: number): number[] {
  const mine = view.attributes.filter((a) => a.attribute === measure);
  let atCell = 0;
  for (const a of mine) atCell += a.cells[cell] as number;
  return view.pixels.ink.map((_, j) => {
    let total = 0;
    for (const a of mine) total += a.options[j] as number;
    const d = total - atCell;
    return d < 0 ? -d : d;
  });
}

const meanOf = (xs: readonly number[]): number => sum(xs) / xs.length;
const sumOver = (cells: readonly number[]) => (view: SeenItem, measure: Measure) => {
  const parts = cells.map((c) => measureDistance(view, measure, (v) => v[c] as number));
  return view.pixels.ink.map((_, j) => sum(parts.map((p) => p[j] as number)));
};
const extremeOver = (pickMax: boolean) => (view: SeenItem, measure: Measure) => {
  const parts = ALL_CELLS.map((c) => measureDistance(view, measure, (v) => v[c] as number));
  return view.pixels.ink.map((_, j) => (pickMax ? maxOf : minOf)(parts.map((p) => p[j] as number)));
};

/** Far / near guessers for one distance, for counts and sizes. */
function distanceGuessers(
  name: string,
  description: string,
  distance: (view: SeenItem, measure: Measure) => number[],
): Guesser[] {
  return MEASURES.flatMap((measure) => {
    const word = measure === 'number' ? 'count' : 'size';
    return matrix(
      `${word}-far-${name}`,
      `${word}-near-${name}`,
      `${word} distance to ${description} (largest)`,
      (v) => distance(v, measure),
    );
  });
}

const CELL_DISTANCE_GUESSERS: readonly Guesser[] = [
  ...ALL_CELLS.flatMap((c) =>
    distanceGuessers(`cell-${c}`, `cell ${c}`, (v, m) => measureDistance(v, m, (x) => x[c] as number)),
  ),
  ...distanceGuessers('row-3', 'cells 6 and 7, summed', sumOver(ROW_3)),
  ...distanceGuessers('column-3', 'cells 2 and 5, summed', sumOver(COL_3)),
  ...distanceGuessers('all-cells', 'the eight cells, summed', sumOver(ALL_CELLS)),
  ...distanceGuessers('mean', 'the mean of the eight cells', (v, m) => measureDistance(v, m, meanOf)),
  ...distanceGuessers('farthest-cell', 'the farthest cell', extremeOver(true)),
  ...distanceGuessers('nearest-cell', 'the nearest cell', extremeOver(false)),
  ...matrix(
    'total-count-far-cell-0',
    'total-count-near-cell-0',
    'distance of the total count (shapes and dots) to cell 0’s (largest)',
    (v) => totalDistance(v, 'number', 0),
  ),
];

/** Count and size features of each option: per component (up to two; absent ones are 0) and
 * measure, the distance to each cell and to the cells' mean, and the value itself (which, in a
 * model over one item's options, stands for every signed difference); and the total count's
 * distance to each cell's. */
export const distanceFeatures = memo((view: SeenItem): number[][] => {
  const n = view.pixels.ink.length;
  const names = [...new Set(view.attributes.map((a) => a.component))].slice(0, 2);
  const totals = ALL_CELLS.map((cell) => totalDistance(view, 'number', cell));
  return Array.from({ length: n }, (_, j) => {
    const f: number[] = [];
    for (let c = 0; c < 2; c++) {
      for (const measure of MEASURES) {
        const a = view.attributes.find((x) => x.component === names[c] && x.attribute === measure);
        if (!a) {
          for (let k = 0; k < 10; k++) f.push(0);
          continue;
        }
        const x = a.options[j] as number;
        for (const cell of a.cells) f.push(x > cell ? x - cell : cell - x);
        const m = meanOf(a.cells);
        f.push(x > m ? x - m : m - x, x);
      }
    }
    for (const t of totals) f.push(t[j] as number);
    return f;
  });
});

// ---------------------------------------------------------------------------------------------
// The battery's guessers

export const SHORTCUT_GUESSERS: readonly Guesser[] = [
  // Options only.
  fixed('majority', 'options-only', 'attribute values most common among the options', majority),
  fixed('minority', 'options-only', 'attribute values least common among the options', (v) =>
    neg(majority(v)),
  ),
  fixed('value-centre', 'options-only', 'smallest value distance to the other options', (v) =>
    neg(perOption(v, (a, _x, j) => valueSpread(a, j))),
  ),
  fixed('value-outlier', 'options-only', 'largest value distance to the other options', (v) =>
    perOption(v, (a, _x, j) => valueSpread(a, j)),
  ),
  fixed('middle-values', 'options-only', 'most values strictly inside the options’ range', (v) =>
    perOption(v, (a, x) => rankOf(a, x).middle),
  ),
  fixed('extreme-values', 'options-only', 'most values at the options’ min or max', (v) =>
    perOption(v, (a, x) => {
      const r = rankOf(a, x);
      return r.lowest || r.highest ? 1 : 0;
    }),
  ),
  fixed('medoid', 'options-only', 'smallest pixel distance to the other options', (v) =>
    neg(optionPixelSum(v)),
  ),
  fixed('odd-one-out', 'options-only', 'largest pixel distance to the other options', optionPixelSum),
  fixed('most-ink', 'options-only', 'darkest option', (v) => v.pixels.ink),
  fixed('least-ink', 'options-only', 'lightest option', (v) => neg(v.pixels.ink)),
  {
    name: 'key-position',
    audience: 'options-only',
    trained: true,
    description: 'the option index most often keyed in training',
    fit: (train) => {
      const counts = new Array<number>(Math.max(6, ...train.map((v) => v.pixels.ink.length))).fill(0);
      for (const v of train) counts[v.key] = (counts[v.key] as number) + 1;
      return (v) => v.pixels.ink.map((_, j) => counts[j] as number);
    },
  },
  logitGuesser(
    'options-logit',
    'options-only',
    'conditional logit on options-only features',
    optionFeatures,
    false,
  ),
  logitGuesser('options-logit/level', 'options-only', 'the same, one model per level', optionFeatures, true),

  // Matrix aware, rule free; each cue in both directions (a generator can overcorrect).
  ...matrix('like-cell-5', 'unlike-cell-5', 'pixel distance to the cell above', (v) =>
    neg(cellDistance(v, [5])),
  ),
  ...matrix('like-cell-7', 'unlike-cell-7', 'pixel distance to the cell to the left', (v) =>
    neg(cellDistance(v, [7])),
  ),
  ...matrix('like-column-3', 'unlike-column-3', 'pixel distance to cells 2 and 5, summed', (v) =>
    neg(cellDistance(v, COL_3)),
  ),
  ...matrix('like-row-3', 'unlike-row-3', 'pixel distance to cells 6 and 7, summed', (v) =>
    neg(cellDistance(v, ROW_3)),
  ),
  ...matrix('like-all-cells', 'unlike-all-cells', 'pixel distance to the eight cells, summed', (v) =>
    neg(cellDistance(v, ALL_CELLS)),
  ),
  ...matrix('like-mean-cell', 'unlike-mean-cell', 'pixel distance to the mean of the eight cells', (v) =>
    neg(v.pixels.meanCell),
  ),
  ...matrix('copy-of-a-cell', 'unlike-cells', 'pixel distance to the nearest cell', (v) =>
    neg(nearestCell(v)),
  ),
  ...matrix('pixel-analogy', 'anti-analogy', 'pixel distance to cell7 + cell5 − cell4 (clamped)', (v) =>
    neg(v.pixels.analogy),
  ),
  ...matrix(
    'pixel-analogy-far',
    'anti-analogy-far',
    'pixel distance to cell6 + cell2 − cell0 (clamped)',
    (v) => neg(v.pixels.analogyFar),
  ),
  ...matrix(
    'row-3-fewest-shared',
    'row-3-most-shared',
    'values equal to cell 6’s or cell 7’s (fewest)',
    (v) => neg(perOption(v, (a, x) => (a.cells[6] === x || a.cells[7] === x ? 1 : 0))),
  ),
  ...matrix(
    'column-3-fewest-shared',
    'column-3-most-shared',
    'values equal to cell 2’s or cell 5’s (fewest)',
    (v) => neg(perOption(v, (a, x) => (a.cells[2] === x || a.cells[5] === x ? 1 : 0))),
  ),
  ...matrix(
    'missing-from-row-3',
    null,
    'values seen in rows 1–2, not in row 3 (most)',
    missingFrom(ROWS_12, ROW_3),
  ),
  ...matrix(
    'missing-from-column-3',
    null,
    'values seen in columns 1–2, not in column 3 (most)',
    missingFrom(COLS_12, COL_3),
  ),
  ...matrix('missing-from-line-3', null, 'the two above, added (most)', (v) => {
    const r = missingFrom(ROWS_12, ROW_3)(v);
    const c = missingFrom(COLS_12, COL_3)(v);
    return r.map((x, j) => x + (c[j] as number));
  }),
  ...matrix('common-in-matrix', 'rare-in-matrix', 'how many cells show the option’s values (most)', (v) =>
    perOption(v, (a, x) => countOf(a.cells, x)),
  ),
  ...matrix('seen-values', 'novel-values', 'values that some cell shows (most)', seenInMatrix),
  logitGuesser(
    'matrix-logit',
    'matrix-aware',
    'conditional logit on presence, pixel and option features',
    matrixFeatures,
    false,
  ),
  logitGuesser('matrix-logit/level', 'matrix-aware', 'the same, one model per level', matrixFeatures, true),

  // Count and size distances, and a model over them.
  ...CELL_DISTANCE_GUESSERS,
  logitGuesser(
    'distance-logit',
    'matrix-aware',
    'conditional logit on count and size distances to the cells',
    distanceFeatures,
    false,
  ),
  logitGuesser(
    'distance-logit/level',
    'matrix-aware',
    'the same, one model per level',
    distanceFeatures,
    true,
  ),
];
