// Where the questionnaire screen stands: an item, a part's progress message (spec §1), or the
// last step (the personality form and the confirmation). Pure, so a reload lands where it left.
import type { QuestionnaireView } from '@iq/contracts';

export type Position =
  { kind: 'item'; index: number } | { kind: 'part-done'; part: number } | { kind: 'finish' };
type Parts = QuestionnaireView['parts'];
type Answers = Readonly<Record<string, number>>;

const startOf = (parts: Parts, part: number) =>
  parts.slice(0, part).reduce((sum, p) => sum + p.items.length, 0);

/** The first unanswered item from part `fromPart` on (a reload: the current part), else the last step. */
export function firstPosition(parts: Parts, answers: Answers, fromPart = 0): Position {
  for (let part = fromPart; part < parts.length; part++) {
    const open = parts[part]!.items.findIndex((item) => answers[item.id] === undefined);
    if (open >= 0) return { kind: 'item', index: startOf(parts, part) + open };
  }
  return { kind: 'finish' };
}

/** After item `index` is answered: the next item, or the part's message once the part is complete. */
export function nextPosition(parts: Parts, answers: Answers, index: number): Position {
  let part = 0;
  while (index >= startOf(parts, part + 1)) part++;
  const items = parts[part]!.items;
  const last = index === startOf(parts, part) + items.length - 1;
  if (!last) return { kind: 'item', index: index + 1 };
  const open = items.findIndex((item) => answers[item.id] === undefined);
  if (open >= 0) return { kind: 'item', index: startOf(parts, part) + open };
  return { kind: 'part-done', part };
}
