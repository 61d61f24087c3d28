import { questionSchema } from '@iq/contracts';
import { generatePlaceholderItems, newSessionId, toQuestion } from './exam-session';

describe('exam session domain', () => {
  test('session ids are 256-bit base64url', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSessionId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('30 items numbered 1..30, 6 options each, all ids distinct', () => {
    const items = generatePlaceholderItems();
    expect(items.map((i) => i.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const ids = items.flatMap((i) => [i.itemId, ...i.optionIds]);
    expect(new Set(ids).size).toBe(30 * 7);
    for (const item of items) expect(item.optionIds).toHaveLength(6);
  });

  test('a question carries only the contract fields', () => {
    const [item] = generatePlaceholderItems();
    const question = toQuestion(item!);
    expect(questionSchema.parse(question)).toEqual(question); // strict schema: no extra keys
    expect(question.options.map((o) => o.label)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});
