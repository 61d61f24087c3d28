import { questionSchema } from '@iq/contracts';
import {
  assembleIqItems,
  assembleSessionItems,
  cryptoRandom,
  generatePlaceholderItems,
  newSessionId,
  shuffledPositions,
  toQuestion,
  toSessionItem,
} from './exam-session';
import { generateItem } from './matrices';
import { seededRandom } from './testing-random';

describe('exam session domain', () => {
  test('session ids are 256-bit base64url', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSessionId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('shuffledPositions is a uniform permutation', () => {
    const counts = Array.from({ length: 6 }, () => 0);
    for (let i = 0; i < 6000; i += 1) {
      const order = shuffledPositions(6, cryptoRandom);
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      counts[order.indexOf(0)]! += 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850); // expected 1000, sd ≈ 29
  });

  test('a generated item keeps its key aligned with the shuffled options', () => {
    const generated = generateItem(12345, 10);
    for (let run = 0; run < 20; run += 1) {
      const item = toSessionItem(generated, 7, cryptoRandom);
      const key = item.key!;
      const shown = item.optionIds.indexOf(key.correctOptionId);
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(item.optionSvgs[shown]).toBe(generated.optionSvgs[generated.correctOption]);
      expect(key.mistakes[shown]).toEqual([]);
      // Every displayed option carries the mistake its generated option stood for.
      item.optionSvgs.forEach((svg, i) => {
        const from = generated.optionSvgs.indexOf(svg);
        if (generated.optionSvgs.lastIndexOf(svg) === from)
          expect(key.mistakes[i]).toEqual(generated.optionMistakes[from]);
      });
      expect([...item.optionSvgs].sort()).toEqual([...generated.optionSvgs].sort());
      expect(key).toMatchObject({
        irt: generated.irt,
        level: 10,
        rules: generated.rules,
        features: generated.features,
      });
      expect(item.matrixSvg).toBe(generated.matrixSvg);
    }
  });

  test('the IQ set: 30 keyed items numbered 1..30, all ids distinct, fresh 32-bit seed', () => {
    const { seed, items } = assembleIqItems();
    expect(Number.isInteger(seed) && seed! >= 0 && seed! < 2 ** 32).toBe(true);
    expect(items.map((i) => i.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const ids = items.flatMap((i) => [i.itemId, ...i.optionIds]);
    expect(new Set(ids).size).toBe(30 * 7);
    for (const item of items) {
      expect(item.optionIds).toHaveLength(6);
      expect(item.optionSvgs).toHaveLength(6);
      expect(item.optionIds).toContain(item.key?.correctOptionId);
    }
    expect(assembleIqItems().seed).not.toBe(seed);
  });

  test('deterministic for a given randomness source', () => {
    expect(assembleIqItems(seededRandom(7))).toEqual(assembleIqItems(seededRandom(7)));
    expect(assembleIqItems(seededRandom(7)).seed).not.toBe(assembleIqItems(seededRandom(8)).seed);
  });

  test('non-IQ exams keep the PLACEHOLDER set: no key, numbered pictures', () => {
    for (const examId of [2, 3, 4]) {
      const { seed, items } = assembleSessionItems(examId);
      expect(seed).toBeNull();
      expect(items).toHaveLength(30);
      for (const item of items) expect(item.key).toBeNull();
    }
    expect(generatePlaceholderItems().items[0]?.optionSvgs[5]).toContain('>6</text>');
    expect(assembleSessionItems(1).items[0]?.key).not.toBeNull();
  });

  test('a question carries only the contract fields', () => {
    const [item] = assembleIqItems().items;
    const question = toQuestion(item!);
    expect(questionSchema.parse(question)).toEqual(question); // strict schema: no extra keys
    expect(Object.keys(question).sort()).toEqual(['id', 'matrixSvg', 'number', 'options']);
    expect(question.options.map((o) => o.id)).toEqual(item!.optionIds);
    expect(question.options.map((o) => o.svg)).toEqual(item!.optionSvgs);
    expect(JSON.stringify(question)).not.toContain('"key"');
  });
});
