// The shortcut battery (issue 6): every guesser of shortcuts.ts on a set of items, accuracy per
// level against its limit, and the legibility distribution of the same items.
import {
  SHORTCUT_GUESSERS,
  expectedAccuracy,
  viewItems,
  type Audience,
  type Guesser,
  type ItemView,
  type ShortcutItem,
} from './shortcuts';

/** Options-only guessers: at most chance + 2 points, pooled over all levels. */
export const OPTIONS_ONLY_LIMIT = 1 / 6 + 0.02;
/** Matrix-aware guessers: at most 19 %, pooled over the levels from this one up (issue 36). */
export const MATRIX_AWARE_LIMIT = 0.19;
export const MATRIX_AWARE_FROM_LEVEL = 4;
/**
 * A single level (1 000 items: ±1.2 points of sampling noise) may sit this far above the pooled
 * limit, and no further. Held as a limit, with no noise margin on top: a guesser at chance
 * crosses it at one level in some 10⁵, so the table's ~1 000 cells raise no false alarm, while a
 * cue confined to one level still fails it.
 */
export const LEVEL_ALLOWANCE = 0.03;

/** The limit on a guesser's accuracy pooled over the levels it applies to. */
export function pooledLimit(audience: Audience): number {
  return audience === 'options-only' ? OPTIONS_ONLY_LIMIT : MATRIX_AWARE_LIMIT;
}

/** The limit a guesser's accuracy must not exceed at one level, or null where none applies. */
export function shortcutLimit(audience: Audience, level: number): number | null {
  if (audience === 'matrix-aware' && level < MATRIX_AWARE_FROM_LEVEL) return null;
  return pooledLimit(audience) + LEVEL_ALLOWANCE;
}

export interface ShortcutCell {
  level: number;
  /** Mean expected accuracy over the scored items of this level (0..1). */
  accuracy: number;
  /** How many items were scored (trained guessers: the test half only). */
  n: number;
  /** Standard error of the accuracy (sampling noise: compare it with the margin to the limit). */
  se: number;
  /** The level's own limit (pooled limit + LEVEL_ALLOWANCE), or null where none applies. */
  limit: number | null;
  /** Above the level's limit: the generator fails. */
  breach: boolean;
  /** Above the pooled limit (printed, not failing unless the level's limit is crossed too). */
  abovePooled: boolean;
}

export interface ShortcutRow {
  name: string;
  audience: Audience;
  trained: boolean;
  description: string;
  levels: ShortcutCell[];
  overall: { accuracy: number; n: number };
  /** Pooled over the levels where a limit applies, held to the pooled limit (no noise margin). */
  pooled: { accuracy: number; n: number; limit: number; breach: boolean } | null;
}

export interface ShortcutBreach {
  guesser: string;
  level: number;
  accuracy: number;
  limit: number;
  n: number;
}

export interface ShortcutBatteryResult {
  levels: number[];
  rows: ShortcutRow[];
  /** Levels above their own limit (level ≥ 1) and pooled figures above the pooled limit (level 0). */
  failures: ShortcutBreach[];
  items: number;
  /** Whether trained guessers were also fitted on the test half and scored on the training half. */
  crossFit: boolean;
}

export interface BatteryOptions {
  guessers?: readonly Guesser[];
  /** Which items train the learned guessers (default: even indices); the others test them. */
  isTraining?: (index: number) => boolean;
  /**
   * Also fit on the test half and score the training half, so trained guessers are scored on
   * every item (twice the fitting time, half the sampling noise in variance). Default false.
   */
  crossFit?: boolean;
}

const isViews = (xs: readonly (ShortcutItem | ItemView)[]): xs is readonly ItemView[] =>
  xs.length > 0 && 'attributes' in (xs[0] as object);

/**
 * Runs every guesser on the items. Rule-free guessers are scored on all items; trained ones are
 * fitted on the training indices (even by default) and scored on the rest (and, with crossFit,
 * the other way round too). Accepts items or
 * their views (viewItems), so one set of views can serve the battery and legibilityReport.
 */
export function runShortcutBattery(
  input: readonly ShortcutItem[] | readonly ItemView[],
  options: BatteryOptions = {},
): ShortcutBatteryResult {
  const views = isViews(input) ? input : viewItems(input as readonly ShortcutItem[]);
  const guessers = options.guessers ?? SHORTCUT_GUESSERS;
  const isTraining = options.isTraining ?? ((i: number) => i % 2 === 0);
  const levels = [...new Set(views.map((v) => v.level))].sort((a, b) => a - b);
  const train = views.filter((_, i) => isTraining(i));
  const test = views.filter((_, i) => !isTraining(i));
  const rows = guessers.map((g): ShortcutRow => {
    // (fitted on, scored on) pairs: rule-free guessers need no fitting and see every item.
    const runs: [readonly ItemView[], readonly ItemView[]][] = !g.trained
      ? [[[], views]]
      : options.crossFit
        ? [
            [train, test],
            [test, train],
          ]
        : [[train, test]];
    const total = new Map<number, { s: number; s2: number; n: number }>();
    for (const [fitted, scored] of runs) {
      const scorer = g.fit(fitted);
      for (const v of scored) {
        const t = total.get(v.level) ?? { s: 0, s2: 0, n: 0 };
        const a = expectedAccuracy(scorer(v), v.key);
        t.s += a;
        t.s2 += a * a;
        t.n++;
        total.set(v.level, t);
      }
    }
    const cells = levels.map((level): ShortcutCell => {
      const t = total.get(level) ?? { s: 0, s2: 0, n: 0 };
      const accuracy = t.n ? t.s / t.n : NaN;
      const variance = t.n > 1 ? Math.max(0, (t.s2 - t.n * accuracy * accuracy) / (t.n - 1)) : NaN;
      const limit = shortcutLimit(g.audience, level);
      return {
        level,
        accuracy,
        n: t.n,
        se: Math.sqrt(variance / t.n),
        limit,
        breach: limit !== null && t.n > 0 && accuracy > limit,
        abovePooled: limit !== null && t.n > 0 && accuracy > pooledLimit(g.audience),
      };
    });
    const all = [...total.values()].reduce((a, t) => ({ s: a.s + t.s, n: a.n + t.n }), { s: 0, n: 0 });
    const limited = [...total].filter(([level]) => shortcutLimit(g.audience, level) !== null);
    const pooledSum = limited.reduce((a, [, t]) => ({ s: a.s + t.s, n: a.n + t.n }), { s: 0, n: 0 });
    const limit = pooledLimit(g.audience);
    return {
      name: g.name,
      audience: g.audience,
      trained: g.trained,
      description: g.description,
      levels: cells,
      overall: { accuracy: all.n ? all.s / all.n : NaN, n: all.n },
      pooled: pooledSum.n
        ? {
            accuracy: pooledSum.s / pooledSum.n,
            n: pooledSum.n,
            limit,
            breach: pooledSum.s / pooledSum.n > limit,
          }
        : null,
    };
  });
  const asBreach = (r: ShortcutRow) => (c: ShortcutCell) => ({
    guesser: r.name,
    level: c.level,
    accuracy: c.accuracy,
    limit: c.limit as number,
    n: c.n,
  });
  const failures: ShortcutBreach[] = rows.flatMap((r) => [
    ...r.levels.filter((c) => c.breach).map(asBreach(r)),
    ...(r.pooled?.breach
      ? [{ guesser: r.name, level: 0, accuracy: r.pooled.accuracy, limit: r.pooled.limit, n: r.pooled.n }]
      : []),
  ]);
  return { levels, rows, failures, items: views.length, crossFit: options.crossFit ?? false };
}

const pct = (x: number) => (Number.isFinite(x) ? (100 * x).toFixed(1) : '-');

/** Rows = guessers, columns = levels and overall, values in %; a breach is marked with '!'. */
export function formatShortcutTable(result: ShortcutBatteryResult): string {
  const nameWidth = Math.max(7, ...result.rows.map((r) => r.name.length));
  const col = 7;
  const head = [
    'guesser'.padEnd(nameWidth),
    'sees'.padEnd(8),
    ...result.levels.map((l) => `L${l}`.padStart(col)),
    'all'.padStart(col),
    'pooled'.padStart(col),
    '  limit',
  ].join(' ');
  const lines = [head, '-'.repeat(head.length)];
  let audience: Audience | null = null;
  for (const r of result.rows) {
    if (audience !== null && r.audience !== audience) lines.push('');
    audience = r.audience;
    const pooled = pooledLimit(r.audience);
    const limit =
      `≤${pct(pooled)} pooled, ≤${pct(pooled + LEVEL_ALLOWANCE)} per level` +
      (r.audience === 'options-only' ? ', all levels' : `, from L${MATRIX_AWARE_FROM_LEVEL}`);
    lines.push(
      [
        r.name.padEnd(nameWidth),
        `${r.audience === 'options-only' ? 'options' : 'matrix'}${r.trained ? '*' : ''}`.padEnd(8),
        ...r.levels.map((c) =>
          `${pct(c.accuracy)}${c.breach ? '‼' : c.abovePooled ? '!' : ' '}`.padStart(col),
        ),
        `${pct(r.overall.accuracy)} `.padStart(col),
        `${r.pooled ? pct(r.pooled.accuracy) : '-'}${r.pooled?.breach ? '‼' : ' '}`.padStart(col),
        `  ${limit}`,
      ].join(' '),
    );
  }
  const n = (trained: boolean) => {
    const row = result.rows.find((r) => r.trained === trained);
    return row ? row.levels.map((c) => c.n).join('/') : '-';
  };
  const chanceSe = (trained: boolean) => {
    const row = result.rows.find((r) => r.trained === trained);
    const n0 = row?.levels[0]?.n ?? 0;
    return n0 ? pct(Math.sqrt(((1 / 6) * (5 / 6)) / n0)) : '-';
  };
  lines.push(
    '',
    `${result.items} items; n per level: rule-free ${n(false)}, trained ${n(true)} ` +
      (result.crossFit
        ? '(* = fitted on one half, scored on the other, both ways).'
        : '(* = fitted on one half, scored on the other).'),
    `Sampling noise at chance (1 s.e.): ±${chanceSe(false)} points rule-free, ±${chanceSe(true)} trained.`,
    `pooled = every level the limit applies to, held to the pooled limit; each level to its own.`,
    `'!' = a level above the pooled limit, within its own: ${result.rows.flatMap((r) => r.levels.filter((c) => c.abovePooled && !c.breach)).length}; ` +
      `'‼' = a level above its own limit, or pooled above the pooled limit (fails): ${result.failures.length}.`,
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Legibility

export interface LegibilityLevel {
  level: number;
  n: number;
  min: number;
  p01: number;
  median: number;
}

export interface LegibilityReport {
  /** Per item (input order): min over distractors of pixelDifference (64×64) to the key. */
  items: { index: number; level: number; minDifference: number }[];
  levels: LegibilityLevel[];
  overall: Omit<LegibilityLevel, 'level'>;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

function summary(values: readonly number[]): Omit<LegibilityLevel, 'level'> {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, min: s[0] ?? NaN, p01: percentile(s, 0.01), median: percentile(s, 0.5) };
}

/** How far the nearest distractor is from the key, in pixels that differ by a shade step. */
export function legibilityReport(input: readonly ShortcutItem[] | readonly ItemView[]): LegibilityReport {
  const views = isViews(input) ? input : viewItems(input as readonly ShortcutItem[]);
  const items = views.map((v, index) => ({ index, level: v.level, minDifference: v.legibility }));
  const levels = [...new Set(items.map((i) => i.level))]
    .sort((a, b) => a - b)
    .map((level) => ({
      level,
      ...summary(items.filter((i) => i.level === level).map((i) => i.minDifference)),
    }));
  return { items, levels, overall: summary(items.map((i) => i.minDifference)) };
}

export function formatLegibilityTable(report: LegibilityReport): string {
  const row = (label: string, s: Omit<LegibilityLevel, 'level'>) =>
    [label.padEnd(6), ...[s.n, s.min, s.p01, s.median].map((x) => String(x).padStart(7))].join(' ');
  return [
    ['level'.padEnd(6), ...['n', 'min', 'p1', 'median'].map((h) => h.padStart(7))].join(' '),
    ...report.levels.map((l) => row(`L${l.level}`, l)),
    row('all', report.overall),
  ].join('\n');
}
