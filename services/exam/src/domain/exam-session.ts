// Exam sessions and their item sets (ARCHITECTURE.md "Exam session"). Pure: randomness is passed in.
import { randomBytes } from 'node:crypto';
import { OPTION_COUNT, QUESTION_COUNT, type Question } from '@iq/contracts';

/** A stored item: opaque ids only, nothing that says which option is right. */
export interface SessionItem {
  number: number;
  itemId: string;
  optionIds: string[];
}

export type RandomId = (bytes: number) => string;
export const cryptoRandomId: RandomId = (bytes) => randomBytes(bytes).toString('base64url');

/** 256 random bits: unguessable, so the id alone grants the session. */
export function newSessionId(randomId: RandomId = cryptoRandomId): string {
  return randomId(32);
}

/**
 * PLACEHOLDER item set until the real item bank lands: 30 items of 6 options (spec §9) with
 * random ids, so ids reveal neither order nor answers.
 */
export function generatePlaceholderItems(randomId: RandomId = cryptoRandomId): SessionItem[] {
  return Array.from({ length: QUESTION_COUNT }, (_, index) => ({
    number: index + 1,
    itemId: randomId(9),
    optionIds: Array.from({ length: OPTION_COUNT }, () => randomId(9)),
  }));
}

const OPTION_LABELS = 'ABCDEF';
export const PLACEHOLDER_PROMPT_KEY = 'exam.question.placeholderPrompt';

/** What the browser receives for an item: ids, number, prompt key, labelled options. */
export function toQuestion(item: SessionItem): Question {
  return {
    id: item.itemId,
    number: item.number,
    promptKey: PLACEHOLDER_PROMPT_KEY,
    options: item.optionIds.map((id, index) => ({ id, label: OPTION_LABELS[index] ?? String(index + 1) })),
  };
}
