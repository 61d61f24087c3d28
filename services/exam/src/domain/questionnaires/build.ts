// Small builders that keep the item banks readable; they check what the type system cannot.
import type { Keying, LocalizedText, Questionnaire, QuestionnaireItem, QuestionnairePart } from './types';

export function item(
  id: string,
  scale: string,
  keyed: Keying,
  text: LocalizedText,
  ipip?: string,
): QuestionnaireItem {
  return ipip === undefined ? { id, scale, keyed, text } : { id, scale, keyed, text, ipip };
}

/** Takes one item of each list in turn (a, b, c, a, b, c …) so that no scale comes in a block. */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

/**
 * Finishes a questionnaire: its items are the parts' items in order. Throws at load time when a
 * part names an unknown item, an item is in no part or in two, or a scale has fewer than 2 items.
 */
export function defineQuestionnaire(
  spec: Omit<Questionnaire, 'items'> & { bank: readonly QuestionnaireItem[] },
): Questionnaire {
  const { bank, ...rest } = spec;
  const byId = new Map(bank.map((it) => [it.id, it]));
  if (byId.size !== bank.length) throw new Error(`${spec.id}: duplicate item ids`);
  const items = spec.parts.flatMap((part: QuestionnairePart) =>
    part.itemIds.map((id) => {
      const found = byId.get(id);
      if (!found) throw new Error(`${spec.id}: part ${part.id} names unknown item ${id}`);
      return found;
    }),
  );
  if (new Set(items.map((it) => it.id)).size !== items.length || items.length !== bank.length)
    throw new Error(`${spec.id}: every item must be in exactly one part`);
  const scaleKeys = new Set(spec.scales.map((s) => s.key));
  for (const it of bank)
    if (!scaleKeys.has(it.scale)) throw new Error(`${spec.id}: item ${it.id} has unknown scale ${it.scale}`);
  for (const key of scaleKeys)
    if (bank.filter((it) => it.scale === key).length < 2)
      throw new Error(`${spec.id}: scale ${key} needs 2+ items`);
  return { ...rest, items };
}
