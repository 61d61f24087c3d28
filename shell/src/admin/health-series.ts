// The figures of a build's health (issue 41) as the admin page shows them: which number each chart
// and each gate reads, how it is written in the reader's language, and the geometry of a small
// line chart. Pure functions, no React: the table tests in health-series.test.ts hold them.
import type { AnalysisGate, HealthFigures, HealthPoint } from '@iq/contracts';

/** The charts drawn for a build, in order (conversion only for a remote that has one). */
export const CHART_METRICS = ['errorRate', 'lcpP75', 'conversion'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** The number a chart reads from a minute's (or the window's) figures; null when there is none. */
export function metricValue(figures: HealthFigures, metric: ChartMetric): number | null {
  switch (metric) {
    case 'errorRate':
      return figures.errorRate;
    case 'lcpP75':
      return figures.vitals.lcp.p75;
    case 'conversion':
      return figures.conversion?.rate ?? null;
  }
}

/** How a number is written: a share (0.0123 → 1.23 %), milliseconds, or a plain score (CLS). */
export type Unit = 'share' | 'ms' | 'score';

export const UNIT_OF_METRIC: Readonly<Record<ChartMetric, Unit>> = {
  errorRate: 'share',
  lcpP75: 'ms',
  conversion: 'share',
};

/** A gate's values are the live build's kind of number (GateResult.canary.value). */
export const UNIT_OF_GATE: Readonly<Record<AnalysisGate, Unit>> = {
  errorRate: 'share',
  lcpP75: 'ms',
  clsP75: 'score',
  inpP75: 'ms',
  conversion: 'share',
};

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, unit: Unit | 'count'): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      unit === 'share'
        ? { style: 'percent', maximumFractionDigits: 2 }
        : unit === 'ms'
          ? { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }
          : unit === 'score'
            ? { maximumFractionDigits: 3 }
            : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A figure in the reader's language (Intl: "1.23%", "1 234 ms"...); null when there is no value. */
export function formatFigure(value: number | null, unit: Unit | 'count', locale: string): string | null {
  return value === null || !Number.isFinite(value) ? null : numberFormat(locale, unit).format(value);
}

/** A p-value: three significant digits, small ones in scientific notation. */
export function formatP(p: number | null, locale: string): string | null {
  if (p === null || !Number.isFinite(p)) return null;
  return p !== 0 && p < 0.001
    ? p.toExponential(1)
    : new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(p);
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value` (an axis' top); 0 for nothing above 0. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = Number((step * power).toPrecision(12));
    if (candidate >= value) return candidate;
  }
  return Number((10 * power).toPrecision(12));
}

/** An axis' top when every value is 0 or missing: a scale that still reads (1 %, 100 ms, 0.1). */
const EMPTY_TOP: Readonly<Record<Unit, number>> = { share: 0.01, ms: 100, score: 0.1 };

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value ticks on the left and the time ticks underneath. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 320, height: 150, left: 64, right: 12, top: 10, bottom: 26 };

export interface ChartLine {
  /** The SVG path: one sub-path per run of minutes with a value (a gap where a minute has none). */
  path: string;
  /** How many minutes have a value. */
  points: number;
}

export interface ChartGeometry {
  lines: ChartLine[];
  /** Value ticks, bottom to top: where (y) and which value. */
  valueTicks: { y: number; value: number }[];
  /** The first and last minute (ms since the epoch) and where they are (x). */
  timeTicks: { x: number; at: number }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Lines on a shared scale for several series of points (this build, the live build): x by the
 * minute's start over the minutes either series covers, y from 0 to a round top above every value.
 */
export function chartGeometry(
  series: readonly (readonly HealthPoint[])[],
  metric: ChartMetric,
  box: ChartBox = CHART_BOX,
): ChartGeometry {
  const times = series.flatMap((points) => points.map((point) => Date.parse(point.at)));
  const values = series.flatMap((points) => points.map((point) => metricValue(point, metric)));
  const first = times.length ? Math.min(...times) : 0;
  const last = times.length ? Math.max(...times) : 0;
  const highest = Math.max(0, ...values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const top = niceCeiling(highest) || EMPTY_TOP[UNIT_OF_METRIC[metric]];
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xOf = (at: number) =>
    round(box.left + (last === first ? plotWidth / 2 : ((at - first) / (last - first)) * plotWidth));
  const yOf = (value: number) => round(box.top + plotHeight - (value / top) * plotHeight);

  const lines = series.map((points) => {
    let path = '';
    let drawn = 0;
    let open = false;
    const sorted = [...points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    for (const point of sorted) {
      const value = metricValue(point, metric);
      if (value === null || !Number.isFinite(value)) {
        open = false;
        continue;
      }
      const at = `${xOf(Date.parse(point.at))} ${yOf(value)}`;
      // A lone minute is a dot: a sub-path of no length, drawn by its round cap.
      path += open ? ` L${at}` : `${path ? ' ' : ''}M${at} h0`;
      open = true;
      drawn += 1;
    }
    return { path, points: drawn };
  });

  return {
    lines,
    valueTicks: [0, top / 2, top].map((value) => ({ y: yOf(value), value })),
    timeTicks: times.length ? [...new Set([first, last])].map((at) => ({ x: xOf(at), at })) : [],
  };
}

/** At most this many shares (the gateway's analysisConfigSchema). */
export const MAX_STEPS = 10;

/**
 * Parses "5, 25, 50, 100" (commas or spaces); null unless whole shares of 1..100 that only rise
 * and end at 100 (the promotion) after at least one judged share below it, as the gateway requires.
 */
export function parseSteps(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length < 2 || parts.length > MAX_STEPS || !parts.every((part) => /^\d+$/.test(part))) return null;
  const steps = parts.map(Number);
  const rising = steps.every((step, index) => index === 0 || step > steps[index - 1]!);
  return rising && steps[0]! >= 1 && steps.at(-1) === 100 ? steps : null;
}
