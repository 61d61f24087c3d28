// Answer sheets that are scored but look like guessing or pattern clicking (issue 36). The
// abnormal check (./abnormal.ts) refuses the blatant sheets; this one flags the rest so that the
// report can say plainly that the score cannot be trusted. Three independent signs, any of which
// is enough (docs/decisions/2026-11-29-guessing-flag.md):
//  - misfit: the person-fit statistic lz* (Snijders 2001) under the 3PL model is below −2.33
//    (right and wrong answers do not follow the items' difficulty the way the model expects);
//  - rapid guessing: at least half of the answers came in under RAPID_SECONDS, and those quick
//    answers were barely better than chance (a reader cannot solve a matrix that fast);
//  - positional: the displayed positions chosen cluster on a few positions or repeat a cycle far
//    beyond what a reader produces (the key is shuffled per item, so a reader's positions are
//    uniform), judged by a binomial tail with a union bound.
// The simulation in ./guessing.test.ts prints how often each kind of sheet is flagged.
import { probabilityCorrect } from './irt';
import type { ItemParameters } from '../matrices';

export type GuessingSign = 'misfit' | 'rapid' | 'positional';

export interface GuessingResponse {
  correct: boolean | null;
  seconds: number | null;
  irt: ItemParameters;
  /** Displayed position (0–5) of the chosen option; null when unanswered or not known. */
  position?: number | null;
}

export interface GuessingVerdict {
  likely: boolean;
  signs: GuessingSign[];
  /** lz* at the scored θ; null with fewer than MIN_ITEMS answers or no variance. */
  lzStar: number | null;
}

/** One-sided 1 % point of the standard normal: lz* below it is a misfit. */
export const LZ_STAR_CUT = -2.33;
/** An answer quicker than this (seconds) is a rapid one: too quick to read nine panels and six options. */
export const RAPID_SECONDS = 5;
const RAPID_SHARE = 0.5;
/** Quick answers right at most this often are guesses (chance is 1/6). */
const RAPID_ACCURACY = 1 / 3;
/** A positional pattern must be this unlikely for a reader (after the union bound). */
const POSITIONAL_P = 0.001;
const OPTIONS = 6;
const MIN_ITEMS = 10;

const { log, sqrt, exp } = Math;

/**
 * lz* for a 3PL response vector at θ (the EAP, close to the MAP with a N(0, 1) prior, so
 * r0(θ) = −θ): the standardised log-likelihood corrected for the estimated θ.
 */
export function lzStar(
  items: readonly ItemParameters[],
  correct: readonly (boolean | null)[],
  theta: number,
): number | null {
  if (items.length < MIN_ITEMS) return null;
  let numerator = 0;
  let sumPw = 0;
  let sumPr = 0;
  const rows: { p: number; w: number; r: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as ItemParameters;
    const p = probabilityCorrect(item, theta);
    const q = 1 - p;
    const w = log(p / q);
    const derivative = (item.a * (p - item.c) * q) / (1 - item.c);
    const r = derivative / (p * q);
    numerator += ((correct[i] === true ? 1 : 0) - p) * w;
    sumPw += derivative * w;
    sumPr += derivative * r;
    rows.push({ p, w, r });
  }
  const cn = sumPr === 0 ? 0 : sumPw / sumPr;
  let variance = 0;
  for (const { p, w, r } of rows) variance += (w - cn * r) ** 2 * p * (1 - p);
  if (!(variance > 0)) return null;
  return (numerator + cn * -theta) / sqrt(variance);
}

function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += log(n - k + i) - log(i);
  return s;
}

/** P(Binomial(n, p) ≥ k). */
export function binomialTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let total = 0;
  for (let j = k; j <= n; j++) total += exp(logChoose(n, j) + j * log(p) + (n - j) * log(1 - p));
  return Math.min(1, total);
}

/** The chosen positions crowd onto 1–3 positions, or repeat with a period of 2–10, beyond chance. */
export function positionalPattern(positions: readonly number[]): boolean {
  const n = positions.length;
  if (n < MIN_ITEMS) return false;
  const counts = Array.from({ length: OPTIONS }, (_, option) => positions.filter((p) => p === option).length);
  counts.sort((x, y) => y - x);
  let top = 0;
  for (let k = 1; k <= 3; k++) {
    top += counts[k - 1] as number;
    // Any k of the six positions could have been the crowded ones: C(6, k) chances.
    if (exp(logChoose(OPTIONS, k)) * binomialTail(n, k / OPTIONS, top) < POSITIONAL_P) return true;
  }
  // Sequences, 45 hypotheses in all: repeats a cycle back (periods 2–10), the same step from one
  // answer to the next (steps 0–5), or answer i at (start + step·i) mod 6 (30 start/step pairs:
  // 1-2-3-4-5-6, 6-4-2-6-4-2 …, where one stray click breaks one point, not two).
  const unlikely = (compared: number, hits: number) =>
    45 * binomialTail(compared, 1 / OPTIONS, hits) < POSITIONAL_P;
  for (let period = 2; period <= 10; period++) {
    const compared = n - period;
    if (compared < MIN_ITEMS) break;
    let same = 0;
    for (let i = period; i < n; i++) if (positions[i] === positions[i - period]) same++;
    if (unlikely(compared, same)) return true;
  }
  const steps = Array.from({ length: OPTIONS }, () => 0);
  for (let i = 1; i < n; i++) {
    const step = ((positions[i] as number) - (positions[i - 1] as number) + OPTIONS) % OPTIONS;
    steps[step] = (steps[step] as number) + 1;
  }
  if (steps.some((count) => unlikely(n - 1, count))) return true;
  for (let start = 0; start < OPTIONS; start++) {
    for (let step = 1; step < OPTIONS; step++) {
      const hits = positions.filter((p, i) => p === (start + step * i) % OPTIONS).length;
      if (unlikely(n, hits)) return true;
    }
  }
  return false;
}

/** Quick answers make up half the sheet and are about as accurate as clicking blind. */
export function rapidGuessing(responses: readonly GuessingResponse[]): boolean {
  const answered = responses.filter((r) => r.correct !== null && r.seconds !== null);
  if (answered.length < MIN_ITEMS) return false;
  const rapid = answered.filter((r) => (r.seconds as number) < RAPID_SECONDS);
  if (rapid.length < RAPID_SHARE * answered.length) return false;
  return rapid.filter((r) => r.correct === true).length <= RAPID_ACCURACY * rapid.length;
}

export function detectGuessing(responses: readonly GuessingResponse[], theta: number): GuessingVerdict {
  const fit = lzStar(
    responses.map((r) => r.irt),
    responses.map((r) => r.correct),
    theta,
  );
  const positions = responses
    .map((r) => (r.correct === null ? null : (r.position ?? null)))
    .filter((p): p is number => p !== null);
  const signs: GuessingSign[] = [];
  if (fit !== null && fit < LZ_STAR_CUT) signs.push('misfit');
  if (rapidGuessing(responses)) signs.push('rapid');
  if (positionalPattern(positions)) signs.push('positional');
  return { likely: signs.length > 0, signs, lzStar: fit };
}
