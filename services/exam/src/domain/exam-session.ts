// Exam sessions and their item sets (ARCHITECTURE.md "Exam session"). Pure apart from the default
// randomness, which callers (tests) may replace.
import { createHash } from 'node:crypto';
import { EXAM_IDS, OPTION_COUNT, QUESTION_COUNT, type Question } from '@iq/contracts';
import {
  assembleTest,
  type DistractorMistake,
  type GeneratedItem,
  type ItemParameters,
  type RuleDescription,
} from './matrices';
import type { PreparedSet } from './prepared-item-sets';
import { cryptoRandom, type SessionRandom } from './session-random';

export { cryptoRandom, type SessionRandom } from './session-random';

/** The answer key and what the later wrong-answer analysis needs; it never leaves the service. */
export interface ItemKey {
  correctOptionId: string;
  irt: ItemParameters;
  level: number;
  rules: RuleDescription[];
  /** Per displayed option: every mistake that option stands for (none for the correct one). */
  mistakes: DistractorMistake[][];
  features: Record<string, number | string>;
}

/** A stored item: opaque ids, the options in the displayed order, and (IQ only) its key. */
export interface SessionItem {
  number: number;
  itemId: string;
  optionIds: string[];
  matrixSvg: string;
  optionSvgs: string[];
  /**
   * Per displayed option, its index among the generated item's options: with the session's seed
   * this is all it takes to draw the item again (issue 15), so the pictures are not stored. Null
   * for placeholder items, whose pictures are constants.
   */
  optionOrder: number[] | null;
  /** Null for the placeholder sets of the non-IQ exams, which have no right answer yet. */
  key: ItemKey | null;
}

/** The item set of a new session: `seed` is set for generated (IQ) sets. */
export interface SessionItemSet {
  seed: number | null;
  items: SessionItem[];
}

/** 256 random bits: unguessable, so the id alone grants the session. */
export function newSessionId(random: SessionRandom = cryptoRandom): string {
  return random.id(32);
}

/** 72 random bits: opaque, so an id reveals neither order nor answer. */
function newItemId(random: SessionRandom): string {
  return random.id(9);
}

/** Fisher–Yates: a uniform permutation of 0..n-1. */
export function shuffledPositions(n: number, random: SessionRandom): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * One generated item as the session stores it. The options are shuffled again per session, so
 * the correct position is uniform whatever order the generator used.
 */
export function toSessionItem(generated: GeneratedItem, number: number, random: SessionRandom): SessionItem {
  const order = shuffledPositions(generated.optionSvgs.length, random); // displayed → generated index
  const optionIds = order.map(() => newItemId(random));
  const displayedCorrect = order.indexOf(generated.correctOption);
  const correctOptionId = optionIds[displayedCorrect];
  if (correctOptionId === undefined) throw new Error(`Item ${generated.seed}: correct option out of range`);
  return {
    number,
    itemId: newItemId(random),
    optionIds,
    matrixSvg: generated.matrixSvg,
    optionSvgs: order.map((index) => generated.optionSvgs[index]!),
    optionOrder: order,
    key: {
      correctOptionId,
      irt: generated.irt,
      level: generated.level,
      rules: generated.rules,
      mistakes: order.map((index) => generated.optionMistakes[index] ?? []),
      features: generated.features,
    },
  };
}

/**
 * The IQ set: 30 generated matrices of rising difficulty from a fresh 32-bit seed per session,
 * `prepared` when a set drawn ahead is given (prepared-item-sets.ts), else drawn now.
 */
export function assembleIqItems(
  random: SessionRandom = cryptoRandom,
  prepared?: PreparedSet,
): SessionItemSet {
  const seed = prepared?.seed ?? random.below(2 ** 32);
  const generated = prepared?.items ?? assembleTest(seed, QUESTION_COUNT);
  if (generated.length !== QUESTION_COUNT) throw new Error(`A set of ${generated.length} items`);
  const items = generated.map((item, index) => toSessionItem(item, index + 1, random));
  return { seed, items };
}

/** An item's pictures as displayed. */
export type ItemDrawings = Pick<SessionItem, 'matrixSvg' | 'optionSvgs'>;

/** An item drawn again: its pictures and, per displayed option, its mistakes (the report's analysis). */
export type RedrawnItem = ItemDrawings & Pick<ItemKey, 'mistakes'>;

/**
 * A generated set drawn again from its seed (issue 15: pictures and mistakes are not stored):
 * `stored` gives each item's number (1-based, in the order assembleTest returns them) and its
 * displayed option order; `count` is the size of the set the seed was assembled for.
 */
export function redrawItems(
  seed: number,
  count: number,
  stored: readonly { number: number; optionOrder: readonly number[] }[],
): RedrawnItem[] {
  const test = assembleTest(seed, count);
  return stored.map(({ number, optionOrder }) => {
    const generated = test[number - 1];
    if (!generated) throw new RangeError(`Item ${number} is not in a set of ${count}`);
    return {
      matrixSvg: generated.matrixSvg,
      optionSvgs: optionOrder.map((index) => {
        const svg = generated.optionSvgs[index];
        if (svg === undefined) throw new RangeError(`Item ${number}: no option ${index}`);
        return svg;
      }),
      // As toSessionItem lays them out.
      mistakes: optionOrder.map((index) => generated.optionMistakes[index] ?? []),
    };
  });
}

/**
 * A fingerprint of a set's pictures in display order, kept with the session: a redrawing that
 * differs (a changed generator) is caught instead of showing other puzzles against the stored key.
 */
export function drawingsDigest(items: readonly ItemDrawings[]): string {
  const hash = createHash('sha256');
  for (const item of items) {
    hash.update(item.matrixSvg).update('\0');
    for (const svg of item.optionSvgs) hash.update(svg).update('\0');
    hash.update('\n');
  }
  return hash.digest('base64url');
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${body}</svg>`;
export const PLACEHOLDER_MATRIX_SVG = svg(
  '<rect x="2" y="2" width="96" height="96" fill="#fff" stroke="#000" stroke-width="2"/>',
);
export const placeholderOptionSvg = (position: number): string =>
  svg(
    '<rect x="2" y="2" width="96" height="96" fill="#fff" stroke="#000" stroke-width="2"/>' +
      `<text x="50" y="62" font-size="32" text-anchor="middle" font-family="sans-serif">${position + 1}</text>`,
  );

/**
 * PLACEHOLDER set for the non-IQ exams (personality, EQ, brain dominance) until their item banks
 * land: 30 items of 6 numbered options with random ids and no right answer.
 */
export function generatePlaceholderItems(random: SessionRandom = cryptoRandom): SessionItemSet {
  const items = Array.from({ length: QUESTION_COUNT }, (_, index) => ({
    number: index + 1,
    itemId: newItemId(random),
    optionIds: Array.from({ length: OPTION_COUNT }, () => newItemId(random)),
    matrixSvg: PLACEHOLDER_MATRIX_SVG,
    optionSvgs: Array.from({ length: OPTION_COUNT }, (_, position) => placeholderOptionSvg(position)),
    optionOrder: null,
    key: null,
  }));
  return { seed: null, items };
}

/** What the question list may be built from: ids and pictures, never the key. */
export type PublicItem = Omit<SessionItem, 'key' | 'optionOrder'>;

/** The item set of a new session of `examId` (`prepared`: as for assembleIqItems). */
export function assembleSessionItems(
  examId: number,
  random: SessionRandom = cryptoRandom,
  prepared?: PreparedSet,
): SessionItemSet {
  return examId === EXAM_IDS.iq ? assembleIqItems(random, prepared) : generatePlaceholderItems(random);
}

/** What the browser receives for an item: ids, number and pictures; never the key. */
export function toQuestion(item: PublicItem): Question {
  return {
    id: item.itemId,
    number: item.number,
    matrixSvg: item.matrixSvg,
    options: item.optionIds.map((id, index) => ({ id, svg: item.optionSvgs[index] ?? '' })),
  };
}
