// Is an answer sheet complete and well-formed? Every item answered exactly once, with a whole
// number on the response scale. Pure: the HTTP layer turns a failed check into a 400 envelope.
import type { Answer, Questionnaire } from './types';

export type AnswerSheetProblem =
  | { kind: 'unknown-item'; itemId: string }
  | { kind: 'duplicate'; itemId: string }
  | { kind: 'out-of-range'; itemId: string; value: unknown }
  | { kind: 'missing'; itemId: string };

export type AnswerSheetCheck =
  { ok: true; values: ReadonlyMap<string, number> } | { ok: false; problems: AnswerSheetProblem[] };

/** A human sentence for one problem, e.g. for the envelope's message. */
export function describeProblem(problem: AnswerSheetProblem): string {
  switch (problem.kind) {
    case 'unknown-item':
      return `Item "${problem.itemId}" is not part of this questionnaire.`;
    case 'duplicate':
      return `Item "${problem.itemId}" is answered more than once.`;
    case 'out-of-range':
      return `Item "${problem.itemId}" has the answer ${JSON.stringify(problem.value) ?? String(problem.value)}, not a whole number on the scale.`;
    case 'missing':
      return `Item "${problem.itemId}" is not answered.`;
  }
}

/** Thrown by the scorers for a sheet that fails validateAnswerSheet; carries every problem. */
export class InvalidAnswerSheetError extends Error {
  readonly problems: readonly AnswerSheetProblem[];

  constructor(questionnaireId: string, problems: readonly AnswerSheetProblem[]) {
    const shown = problems.slice(0, 3).map(describeProblem).join(' ');
    const more = problems.length > 3 ? ` (${problems.length - 3} more problems)` : '';
    super(`The answer sheet for "${questionnaireId}" is not valid: ${shown}${more}`);
    this.name = 'InvalidAnswerSheetError';
    this.problems = problems;
  }
}

/**
 * One answer on its own, as saved while the test is under way (reload keeps answers): null when
 * the item belongs to the questionnaire and the value is a whole number on its scale.
 */
export function checkAnswer(questionnaire: Questionnaire, answer: Answer): AnswerSheetProblem | null {
  const itemId = String(answer?.itemId);
  const value: unknown = answer?.value;
  if (!questionnaire.items.some((item) => item.id === itemId)) return { kind: 'unknown-item', itemId };
  const { min, max } = questionnaire.responseScale;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return { kind: 'out-of-range', itemId, value };
  return null;
}

export interface PartProgress {
  partId: string;
  answered: number;
  total: number;
  /** Every item of the part answered: time for its progress message (spec §1). */
  complete: boolean;
}

/** How far each part is, from the ids of the items answered so far (unknown ids are ignored). */
export function progressByPart(
  questionnaire: Questionnaire,
  answeredItemIds: Iterable<string>,
): PartProgress[] {
  const answered = new Set(answeredItemIds);
  return questionnaire.parts.map((part) => {
    const count = part.itemIds.filter((id) => answered.has(id)).length;
    return {
      partId: part.id,
      answered: count,
      total: part.itemIds.length,
      complete: count === part.itemIds.length,
    };
  });
}

/**
 * Checks a sheet against a questionnaire. Problems are listed in sheet order, then missing items
 * in questionnaire order. Untrusted input is expected: values of any type are reported, not trusted.
 */
export function validateAnswerSheet(
  questionnaire: Questionnaire,
  sheet: readonly Answer[],
): AnswerSheetCheck {
  const known = new Set(questionnaire.items.map((item) => item.id));
  const { min, max } = questionnaire.responseScale;
  const problems: AnswerSheetProblem[] = [];
  const values = new Map<string, number>();
  const seen = new Set<string>();
  for (const answer of sheet) {
    const itemId = String(answer?.itemId);
    const value: unknown = answer?.value;
    if (!known.has(itemId)) {
      problems.push({ kind: 'unknown-item', itemId });
      continue;
    }
    if (seen.has(itemId)) {
      problems.push({ kind: 'duplicate', itemId });
      continue;
    }
    seen.add(itemId);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      problems.push({ kind: 'out-of-range', itemId, value });
      continue;
    }
    values.set(itemId, value);
  }
  for (const item of questionnaire.items)
    if (!seen.has(item.id)) problems.push({ kind: 'missing', itemId: item.id });
  return problems.length ? { ok: false, problems } : { ok: true, values };
}

/** The validated values by item id, or InvalidAnswerSheetError. */
export function requireValidSheet(
  questionnaire: Questionnaire,
  sheet: readonly Answer[],
): ReadonlyMap<string, number> {
  const check = validateAnswerSheet(questionnaire, sheet);
  if (!check.ok) throw new InvalidAnswerSheetError(questionnaire.id, check.problems);
  return check.values;
}
