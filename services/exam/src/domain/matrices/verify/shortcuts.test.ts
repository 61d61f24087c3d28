// The shortcut battery must be able to fail: on hand-made item families with a planted shortcut
// the matching guesser wins, on balanced families every guesser stays near chance. Items are
// written as SVG by hand from FORMAT.md (centre layout: one shape per panel).
import {
  formatShortcutTable,
  legibilityReport,
  pooledLimit,
  runShortcutBattery,
  shortcutLimit,
} from './battery';
import { parseOptionSvg } from './parse-svg';
import { pixelDifference, rasterPanel } from './raster';
import { SHORTCUT_GUESSERS, expectedAccuracy, viewItems, type Guesser, type ShortcutItem } from './shortcuts';

// --- drawing by hand (FORMAT.md) -------------------------------------------------------------

interface Look {
  type: number; // 1 triangle … 5 circle
  size: number; // 1..6 (SIX)
  shade: number; // 1 white … 6 black
}

const SIX = [0.42, 0.5, 0.6, 0.72, 0.86, 1];
const TYPE_FACTOR = [1.12, 0.94, 1, 0.97, 0.88];
const FILLS = ['#fff', '#ccc', '#999', '#666', '#333', '#000'];
const BODY = '<g fill="none" stroke="#000" stroke-width="1.6" stroke-linejoin="round">';

function shapeSvg(type: number, cx: number, cy: number, r: number, fill: string): string {
  if (type === 5) return `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" fill="${fill}"/>`;
  const sides = type + 2;
  const first = sides === 4 ? Math.PI / 4 : sides === 6 ? 0 : -Math.PI / 2;
  const y = sides === 3 ? cy + r / 4 : cy;
  const points = Array.from({ length: sides }, (_, k) => {
    const a = first + (2 * Math.PI * k) / sides;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

const lookSvg = (l: Look) =>
  shapeSvg(
    l.type,
    50,
    50,
    40 * (SIX[l.size - 1] as number) * (TYPE_FACTOR[l.type - 1] as number),
    FILLS[l.shade - 1] as string,
  );

const panel = (body: string) => `${BODY}${body}</g>`;

function matrixSvg(cells: readonly Look[]): string {
  const groups = cells.map(
    (c, i) =>
      `<g transform="translate(${3 + 100 * (i % 3)} ${3 + 100 * Math.floor(i / 3)})">${panel(lookSvg(c))}</g>`,
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 306 306"><rect width="306" height="306" fill="#fff"/>' +
    groups.join('') +
    '<path d="M103 3V303M203 3V303M3 103H303M3 203H303" stroke="#000"/><text x="253" y="253">?</text></svg>'
  );
}

const optionSvg = (body: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 106 106"><rect width="106" height="106" fill="#fff"/>' +
  `<g transform="translate(3 3)">${panel(body)}</g>` +
  '<rect x="3" y="3" width="100" height="100" fill="none" stroke="#000" stroke-width="2"/></svg>';

function item(cells: readonly Look[], options: readonly Look[], key: number, level = 5): ShortcutItem {
  return {
    matrixSvg: matrixSvg(cells),
    optionSvgs: options.map((o) => optionSvg(lookSvg(o))),
    correctOption: key,
    level,
  };
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const shuffle = <T>(r: () => number, xs: T[]): T[] => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
};
const randomLook = (r: () => number): Look => ({
  type: int(r, 1, 5),
  size: int(r, 1, 6),
  shade: int(r, 1, 6),
});

/** Puts the key among the distractors at a random place. */
function place(r: () => number, key: Look, distractors: Look[]): { options: Look[]; key: number } {
  const k = int(r, 0, distractors.length);
  return { options: [...distractors.slice(0, k), key, ...distractors.slice(k)], key: k };
}

// --- families ---------------------------------------------------------------------------------

/** Shade runs a Latin square by rows; the key is the only option with the value seen in rows
 * 1–2 and missing from row 3; the options are the six shades, so options alone say nothing. */
function missingFromRow3Family(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const [a, b, c, ...rest] = shuffle(r, [1, 2, 3, 4, 5, 6]) as [number, number, number, ...number[]];
    const type = int(r, 1, 5);
    const size = int(r, 1, 6);
    const look = (shade: number): Look => ({ type, size, shade });
    const cells = [a, b, c, b, c, a, c, a].map(look);
    const { options, key } = place(r, look(b), shuffle(r, [a, c, ...rest]).map(look));
    return item(cells, options, key);
  });
}

/** Five identical distractors, the key differs in shade. */
function oddOneOutFamily(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const d = randomLook(r);
    const k: Look = { ...d, shade: (d.shade % 6) + 1 };
    const { options, key } = place(
      r,
      k,
      Array.from({ length: 5 }, () => d),
    );
    return item(
      Array.from({ length: 8 }, () => randomLook(r)),
      options,
      key,
    );
  });
}

/** Each distractor changes one attribute of the key (the classic leak): the key holds the
 * majority value of every attribute. */
function majorityFamily(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const k: Look = { type: int(r, 2, 4), size: int(r, 2, 5), shade: int(r, 2, 5) };
    const distractors: Look[] = [
      { ...k, type: k.type + 1 },
      { ...k, type: k.type - 1 },
      { ...k, size: k.size + 1 },
      { ...k, shade: k.shade - 1 },
      { ...k, shade: k.shade + 1 },
    ];
    const { options, key } = place(r, k, shuffle(r, distractors));
    return item(
      Array.from({ length: 8 }, () => randomLook(r)),
      options,
      key,
    );
  });
}

/** The key is always the largest of six random options: only a learned guesser is built to see it. */
function largestFamily(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const sizes = shuffle(r, [1, 2, 3, 4, 5, 6]);
    const options = sizes.map((size) => ({ ...randomLook(r), size }));
    return item(
      Array.from({ length: 8 }, () => randomLook(r)),
      options,
      sizes.indexOf(6),
    );
  });
}

/** The key's size lies farthest from cell 0's (the issue-36 audit's count cue, on sizes): the
 * options are six sizes of one look, so nothing but the distance to a cell tells them apart. */
function farFromCell0Family(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const look = randomLook(r);
    const cells = Array.from({ length: 8 }, () => ({ ...look, size: int(r, 1, 6) }));
    const first = (cells[0] as Look).size;
    const sizes = shuffle(r, [1, 2, 3, 4, 5, 6]);
    const far = first <= 3 ? 6 : 1;
    return item(
      cells,
      sizes.map((size) => ({ ...look, size })),
      sizes.indexOf(far),
    );
  });
}

/** Nothing to find: random cells, six random options, the key anywhere. */
function balancedFamily(n: number, seed: number): ShortcutItem[] {
  const r = rng(seed);
  return Array.from({ length: n }, () =>
    item(
      Array.from({ length: 8 }, () => randomLook(r)),
      Array.from({ length: 6 }, () => randomLook(r)),
      int(r, 0, 5),
    ),
  );
}

const accuracyOf = (result: ReturnType<typeof runShortcutBattery>, name: string): number => {
  const row = result.rows.find((x) => x.name === name);
  if (!row) throw new Error(`no guesser ${name}`);
  return row.overall.accuracy;
};

// --- tests ------------------------------------------------------------------------------------

describe('raster', () => {
  const darkness = (data: Float32Array) => data.reduce((s, v) => s + (255 - v) / 255, 0);
  const square = (fill: string) =>
    parseOptionSvg(optionSvg(`<polygon points="75,25 75,75 25,75 25,25" fill="${fill}"/>`));

  it('covers a black square with its stroke: 51.6² units with round corners = 1090.4 px at 64×64', () => {
    const r = rasterPanel(square('#000'), { size: 64 });
    // (50² + 4·50·0.8 + π·0.8²) · 0.64²
    expect(darkness(r.data)).toBeGreaterThan(1090.4 - 3);
    expect(darkness(r.data)).toBeLessThan(1090.4 + 3);
    expect(r.data[0]).toBe(255);
    const solid = r.data.filter((v) => v === 0).length;
    expect(solid).toBeGreaterThanOrEqual(32 * 32);
    expect(solid).toBeLessThanOrEqual(34 * 34);
  });

  it('covers a black circle: π·30.8² units = 1220.7 px at 64×64', () => {
    const c = parseOptionSvg(optionSvg('<circle cx="50" cy="50" r="30" fill="#000"/>'));
    const d = darkness(rasterPanel(c, { size: 64 }).data);
    expect(d).toBeGreaterThan(1220.7 - 3);
    expect(d).toBeLessThan(1220.7 + 3);
  });

  it('draws the divider and a white fill behind a black outline', () => {
    const p = parseOptionSvg(optionSvg('<path d="M50 8V92"/><circle cx="25" cy="50" r="10" fill="#fff"/>'));
    const r = rasterPanel(p, { size: 64 });
    expect(darkness(r.data)).toBeGreaterThan(20); // divider ≈ 1.6 × 84 · 0.41 ≈ 55 px, ring ≈ 41 px
    expect(r.data[32 * 64 + 16]).toBe(255); // centre of the white circle
  });

  it('counts a one-level shade change inside the fill only: 30 × 30 whole pixels', () => {
    expect(pixelDifference(square('#ccc'), square('#999'))).toBe(900);
    expect(pixelDifference(square('#ccc'), square('#ccc'))).toBe(0);
    expect(pixelDifference(square('#fff'), square('#000'))).toBeGreaterThanOrEqual(900);
  });
});

describe('expectedAccuracy', () => {
  it('breaks ties uniformly', () => {
    expect(expectedAccuracy([1, 1, 1, 1, 1, 1], 3)).toBeCloseTo(1 / 6, 12);
    expect(expectedAccuracy([0, 2, 2, 1, 0, 0], 1)).toBe(0.5);
    expect(expectedAccuracy([0, 2, 2, 1, 0, 0], 3)).toBe(0);
    expect(expectedAccuracy([0, 2, 1, 1, 0, 0], 1)).toBe(1);
  });
});

describe('shortcut battery', () => {
  it('scores every guesser at exactly 1/6 when all options look alike', () => {
    const r = rng(1);
    const items = Array.from({ length: 72 }, (_, i) => {
      const l = randomLook(r);
      return item(
        Array.from({ length: 8 }, () => l),
        Array.from({ length: 6 }, () => l),
        Math.floor(i / 2) % 6, // every option index keyed equally often in training
      );
    });
    const result = runShortcutBattery(items);
    expect(result.rows.map((x) => x.name)).toEqual(SHORTCUT_GUESSERS.map((g) => g.name));
    for (const row of result.rows)
      expect([row.name, row.overall.accuracy]).toEqual([row.name, expect.closeTo(1 / 6, 9)]);
    expect(result.failures).toEqual([]);
  });

  it('finds a value missing from row 3, and nothing from the options alone', () => {
    const result = runShortcutBattery(missingFromRow3Family(120, 2));
    expect(accuracyOf(result, 'missing-from-row-3')).toBe(1);
    expect(accuracyOf(result, 'row-3-fewest-shared')).toBeCloseTo(1 / 4, 9); // the key and three unseen shades
    expect(accuracyOf(result, 'matrix-logit')).toBeGreaterThan(0.9);
    expect(result.failures.some((b) => b.guesser === 'missing-from-row-3' && b.level === 5)).toBe(true);
    // The options are always the six shades of one shape: no options-only cue exists.
    for (const row of result.rows.filter((x) => x.audience === 'options-only' && !x.trained))
      expect([row.name, Math.abs(row.overall.accuracy - 1 / 6) < 0.1]).toEqual([row.name, true]);
  });

  it('finds the odd one out', () => {
    const result = runShortcutBattery(oddOneOutFamily(120, 3));
    expect(accuracyOf(result, 'odd-one-out')).toBe(1);
    expect(accuracyOf(result, 'minority')).toBe(1);
    expect(accuracyOf(result, 'medoid')).toBe(0);
    expect(accuracyOf(result, 'majority')).toBe(0);
    expect(accuracyOf(result, 'options-logit')).toBeGreaterThan(0.9);
    expect(result.failures.some((b) => b.guesser === 'odd-one-out')).toBe(true);
    // Trained guessers see the test half; cross-fitting scores them on every item.
    const row = (r: typeof result) => r.rows.find((x) => x.name === 'options-logit');
    expect(row(result)?.overall.n).toBe(60);
    const both = runShortcutBattery(oddOneOutFamily(120, 3), { crossFit: true });
    expect(row(both)?.overall.n).toBe(120);
    expect(row(both)?.overall.accuracy).toBeGreaterThan(0.9);
  });

  it('finds a key that holds the majority values', () => {
    const result = runShortcutBattery(majorityFamily(120, 4));
    expect(accuracyOf(result, 'majority')).toBe(1);
    expect(accuracyOf(result, 'medoid')).toBeGreaterThan(0.5);
    expect(accuracyOf(result, 'options-logit')).toBeGreaterThan(0.9);
    expect(accuracyOf(result, 'minority')).toBe(0);
  });

  it('learns a cue no fixed guesser is named after (the key is the largest)', () => {
    const result = runShortcutBattery(largestFamily(180, 5));
    expect(accuracyOf(result, 'options-logit')).toBeGreaterThan(0.8);
    expect(accuracyOf(result, 'matrix-logit')).toBeGreaterThan(0.8);
  });

  it('finds a key whose value lies farthest from cell 0 (count and size distances)', () => {
    const result = runShortcutBattery(farFromCell0Family(120, 9));
    expect(accuracyOf(result, 'size-far-cell-0')).toBe(1);
    expect(accuracyOf(result, 'size-near-cell-0')).toBe(0);
    expect(accuracyOf(result, 'distance-logit')).toBeGreaterThan(0.9);
    // A lone shape has one of everything: count distances see nothing.
    expect(accuracyOf(result, 'count-far-cell-0')).toBeCloseTo(1 / 6, 9);
  });

  it('stays near chance on a balanced family', () => {
    const items = [...balancedFamily(240, 6), ...balancedFamily(240, 7).map((x) => ({ ...x, level: 1 }))];
    const result = runShortcutBattery(items);
    expect(result.levels).toEqual([1, 5]);
    for (const row of result.rows) {
      const tolerance = row.trained ? 0.08 : 0.06; // ≈ 3.5 standard errors at n = 240 / 480
      expect(Math.abs(row.overall.accuracy - 1 / 6)).toBeLessThan(tolerance);
      // Per level (n = 240) the same, a little wider.
      expect([row.name, row.levels.every((c) => c.accuracy - 1 / 6 < tolerance + 0.02)]).toEqual([
        row.name,
        true,
      ]);
    }
    const table = formatShortcutTable(result);
    expect(table).toContain('matrix-logit/level');
    expect(table.split('\n')[0]).toMatch(/L1 +L5 +all/);
  });

  it('applies the limits of issues 6 and 36', () => {
    expect(pooledLimit('options-only')).toBeCloseTo(1 / 6 + 0.02, 12);
    expect(pooledLimit('matrix-aware')).toBeCloseTo(0.19, 12);
    expect(shortcutLimit('options-only', 1)).toBeCloseTo(1 / 6 + 0.05, 12);
    expect(shortcutLimit('options-only', 10)).toBeCloseTo(1 / 6 + 0.05, 12);
    expect(shortcutLimit('matrix-aware', 3)).toBeNull();
    expect(shortcutLimit('matrix-aware', 4)).toBeCloseTo(0.22, 12);
    const leaky = missingFromRow3Family(60, 8).map((x, i) => ({ ...x, level: i % 2 ? 3 : 4 }));
    const result = runShortcutBattery(leaky);
    const row = result.rows.find((x) => x.name === 'missing-from-row-3');
    expect(row?.levels.map((c) => [c.level, c.breach])).toEqual([
      [3, false],
      [4, true],
    ]);
    expect(result.failures).toEqual(
      expect.arrayContaining([expect.objectContaining({ guesser: 'missing-from-row-3', level: 4 })]),
    );
    expect(formatShortcutTable(result)).toMatch(/missing-from-row-3 .* 100\.0‼/);
  });

  it('holds each level to its own limit and all levels together to the pooled one, with no noise margin', () => {
    // Options-only: 18.67 % pooled, 21.67 % at one level.
    const [view] = viewItems(missingFromRow3Family(1, 8).map((x) => ({ ...x, level: 5 })));
    const onlyFirst: Guesser = {
      name: 'first',
      audience: 'options-only',
      trained: false,
      description: 'always option 1',
      fit: () => () => [1, 0, 0, 0, 0, 0],
    };
    // 1 000 copies of one item, the key at option 1 in `hits` of them.
    const run = (hits: number) =>
      runShortcutBattery(
        Array.from({ length: 1000 }, (_, i) => ({ ...view!, key: i < hits ? 0 : 1 })),
        { guessers: [onlyFirst] },
      );
    const under = run(186);
    expect(under.failures).toEqual([]);
    const pooledOnly = run(190);
    expect([pooledOnly.rows[0]!.levels[0]!.breach, pooledOnly.rows[0]!.levels[0]!.abovePooled]).toEqual([
      false,
      true,
    ]);
    expect(pooledOnly.failures).toEqual([
      expect.objectContaining({ guesser: 'first', level: 0, accuracy: 0.19 }),
    ]);
    const level = run(217);
    expect(level.rows[0]!.levels[0]!.breach).toBe(true);
    expect(level.failures.map((f) => f.level)).toEqual([5, 0]);
  });
});

describe('legibilityReport', () => {
  it('is the smallest pixel difference between the key and a distractor', () => {
    const k: Look = { type: 2, size: 6, shade: 2 };
    const shades = (...xs: number[]) => xs.map((shade) => ({ ...k, shade }));
    const cells = Array.from({ length: 8 }, () => k);
    // The nearest distractor is one shade level away; in the second item a distractor is the key.
    const views = viewItems([
      item(cells, shades(2, 3, 6, 4, 5, 1), 0),
      item(cells, shades(2, 3, 6, 4, 5, 2), 0),
    ]);
    const report = legibilityReport(views);
    const oneShade = pixelDifference(
      parseOptionSvg(optionSvg(lookSvg(k))),
      parseOptionSvg(optionSvg(lookSvg({ ...k, shade: 3 }))),
    );
    expect(oneShade).toBeGreaterThan(500);
    expect(report.items.map((i) => i.minDifference)).toEqual([oneShade, 0]);
    expect(report.levels).toEqual([{ level: 5, n: 2, min: 0, p01: 0, median: 0 }]);
  });
});
