import { assembleTest, generateItem, solveItem, type GeneratedItem } from './index';
import { levelAt } from './assemble';
import { popcount, type Panel } from './grammar';

const ATTRS = ['number', 'position', 'type', 'size', 'shade'] as const;

/** Every (component, attribute) value of an option, as comparable strings. */
function optionValues(item: GeneratedItem, panel: Panel): Map<string, number> {
  const out = new Map<string, number>();
  item.panels.components.forEach((spec, c) => {
    for (const attr of ATTRS) out.set(`${spec.name}.${attr}`, (panel[c] as Panel[number])[attr]);
  });
  return out;
}

describe('generateItem', () => {
  test('is deterministic: the same seed and level give the identical item', () => {
    for (const level of [1, 5, 10]) {
      expect(JSON.stringify(generateItem(99, level))).toBe(JSON.stringify(generateItem(99, level)));
    }
    expect(generateItem(99, 5).matrixSvg).not.toBe(generateItem(100, 5).matrixSvg);
    expect(generateItem(2 ** 32 + 5, 3)).toEqual(generateItem(5, 3)); // seeds are uint32
  });

  test('does not depend on what was generated before (memoised rendering included)', () => {
    const before = JSON.stringify(generateItem(4242, 7));
    for (let i = 0; i < 300; i++) generateItem(i, (i % 10) + 1);
    expect(JSON.stringify(generateItem(4242, 7))).toBe(before);
  });

  test.each([0, 11, 2.5, Number.NaN])('rejects level %p', (level) => {
    expect(() => generateItem(1, level)).toThrow(RangeError);
  });

  test('rejects a non-integer seed', () => {
    expect(() => generateItem(1.5, 1)).toThrow(RangeError);
  });

  // Harder levels stack more non-constant rules and two-part layouts (issue 3).
  test.each([
    [1, 1, ['centre']],
    [2, 1, ['centre']],
    [3, 2, ['centre', 'grid-2x2']],
    [4, 2, ['grid-2x2', 'left-right', 'up-down']],
    [5, 2, ['grid-2x2', 'grid-3x3', 'in-out']],
    [6, 3, ['grid-3x3', 'left-right', 'up-down', 'in-out']],
    [7, 3, ['grid-3x3', 'in-out']],
    [8, 4, ['left-right', 'up-down', 'in-out']],
    [9, 4, ['left-right', 'up-down', 'in-out']],
    [10, 5, ['left-right', 'up-down', 'in-out']],
  ])('level %i: %i non-constant rules, layouts %j', (level, rules, layouts) => {
    for (let seed = 0; seed < 40; seed++) {
      const item = generateItem(seed, level);
      expect(item.features.rules).toBe(rules);
      expect(item.rules.filter((r) => r.rule !== 'constant')).toHaveLength(rules);
      expect(layouts).toContain(item.panels.layout);
      expect(item.irt.c).toBeCloseTo(1 / 6, 12);
    }
  });

  test('difficulty b rises with the level on average', () => {
    const meanB = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((level) => {
      const bs = Array.from({ length: 60 }, (_, s) => generateItem(s, level).irt.b);
      return bs.reduce((x, y) => x + y, 0) / bs.length;
    });
    meanB.slice(1).forEach((b, i) => expect(b).toBeGreaterThan(meanB[i] as number));
    expect(meanB[0]).toBeLessThan(-2);
    expect(meanB[9]).toBeGreaterThan(2.5);
  });

  const sample = Array.from({ length: 600 }, (_, i) => generateItem(31337 + i, (i % 10) + 1));

  // Many checks per item: collect problems and assert once, which keeps the suite fast.
  test('options: six distinct, a full 3×2 grid over two attributes, every value equally often', () => {
    const problems: string[] = [];
    for (const item of sample) {
      const values = item.panels.options.map((panel) => optionValues(item, panel));
      if (new Set(values.map((v) => JSON.stringify([...v]))).size !== 6)
        problems.push(`${item.seed}: duplicates`);
      const varied = new Set<string>();
      for (const key of values[0]!.keys()) {
        const counts = new Map<number, number>();
        for (const v of values) counts.set(v.get(key)!, (counts.get(v.get(key)!) ?? 0) + 1);
        // 1 value ×6, 2 values ×3 each, or 3 values ×2 each: never a majority value.
        const shape = [...counts.values()].join(',');
        if (!['6', '3,3', '2,2,2'].includes(shape)) problems.push(`${item.seed} ${key}: ${shape}`);
        if (counts.size > 1) varied.add(key.replace(/\.(number|position)$/, '.lattice'));
      }
      if (varied.size !== 2) problems.push(`${item.seed}: ${varied.size} attributes varied`);
    }
    expect(problems).toEqual([]);
  });

  test('each wrong option names its mistakes on rules of the item; the key names none', () => {
    const problems: string[] = [];
    for (const item of sample) {
      const key = optionValues(item, item.panels.options[item.correctOption]!);
      item.panels.options.forEach((panel, i) => {
        const mine = optionValues(item, panel);
        const listed = item.optionMistakes[i]!;
        if (i === item.correctOption) {
          if (item.mistakes[i] !== null || listed.length) problems.push(`${item.seed}: key has a mistake`);
          return;
        }
        if (!listed.length || item.mistakes[i] !== listed[0]) problems.push(`${item.seed}/${i}: mistakes`);
        for (const m of listed) {
          const at = `${m.component}.${m.attribute}`;
          if (mine.get(at) === key.get(at)) problems.push(`${item.seed}/${i}: ${at} not wrong`);
          if (!item.rules.some((r) => r.component === m.component && r.attribute === m.attribute)) {
            problems.push(`${item.seed}/${i}: ${at} has no rule`);
          }
          if (!/^[a-z]+(-[a-z]+)*$/.test(m.mistake)) problems.push(`${item.seed}/${i}: ${m.mistake}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('panel data is consistent: counts match places', () => {
    const problems = sample.flatMap((item) =>
      [...item.panels.matrix, ...item.panels.options].flatMap((panel) =>
        panel.filter((s) => popcount(s.position) !== s.number).map(() => item.seed),
      ),
    );
    expect(problems).toEqual([]);
  });

  test('rule descriptions are structured data a UI can translate', () => {
    const item = generateItem(2024, 1);
    expect(item.rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          component: 'centre',
          rule: 'progression',
          detail: { step: expect.any(Number) },
        }),
      ]),
    );
    const attributes = new Set(sample.flatMap((it) => it.rules.map((r) => r.attribute)));
    const rules = new Set(sample.flatMap((it) => it.rules.map((r) => r.rule)));
    expect([...attributes].sort()).toEqual(['number', 'position', 'shade', 'size', 'type']);
    expect([...rules].sort()).toEqual(['arithmetic', 'constant', 'distribute-three', 'progression']);
  });
});

describe('assembleTest', () => {
  test('30 items of rising level, 3 per level, each from its own seed', () => {
    const test = assembleTest(123);
    expect(test).toHaveLength(30);
    expect(test.map((i) => i.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((l) => [l, l, l]));
    expect(new Set(test.map((i) => i.seed)).size).toBe(30);
    expect(assembleTest(123).map((i) => i.matrixSvg)).toEqual(test.map((i) => i.matrixSvg));
    expect(assembleTest(124)[0]!.matrixSvg).not.toBe(test[0]!.matrixSvg);
    for (const item of test) expect(solveItem(item)).toEqual([item.correctOption]);
  });

  test.each([
    [20, [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10]],
    [10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [5, [1, 3, 5, 7, 9]],
  ])('a %i-item test spreads levels %j', (count, levels) => {
    expect(Array.from({ length: count }, (_, i) => levelAt(i, count))).toEqual(levels);
    expect(assembleTest(1, count).map((i) => i.level)).toEqual(levels);
  });

  test.each([0, -1, 1.5, 201])('rejects count %p', (count) => {
    expect(() => assembleTest(1, count)).toThrow(RangeError);
  });
});
