import { acceptedOptions, assembleTest, generateItem, type GeneratedItem } from './index';
import { levelAt } from './assemble';
import { popcount, type Panel } from './grammar';

const ATTRS = ['number', 'position', 'type', 'size', 'shade'] as const;

/** Every (component, attribute) value of an option, keyed "component.attribute". */
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

  test('does not depend on what was generated before (memoised rendering and caches included)', () => {
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

  // Issue 6: levels 1–3 draw their values; from level 4 the places of two 3×3 lattices (shapes
  // and dots) are each tested by competing rules on a 3×2 grid of options.
  const LATE: [string[], string[]] = [['grid'], ['grid-3x3']];
  test.each<[number, string[], string[]]>([
    [1, ['drawn'], ['centre']],
    [2, ['drawn'], ['centre', 'in-out']],
    [3, ['drawn'], ['centre', 'left-right', 'up-down', 'grid-2x2', 'grid-3x3', 'in-out']],
    ...[4, 5, 6, 7, 8, 9, 10].map((level): [number, string[], string[]] => [level, ...LATE]),
  ])('level %i: designs %j, layouts %j', (level, designs, layouts) => {
    for (let seed = 0; seed < 40; seed++) {
      const item = generateItem(seed, level);
      expect(designs).toContain(item.features.design);
      expect(layouts).toContain(item.panels.layout);
      expect(item.irt.c).toBeCloseTo(1 / 6, 12);
    }
  });

  test('the number of attributes that vary among the options rises with the level', () => {
    const varied = (levels: number[]) => {
      const list = levels.flatMap((level) =>
        Array.from({ length: 40 }, (_, s) => Number(generateItem(s, level).features.varied)),
      );
      return { min: Math.min(...list), mean: list.reduce((x, y) => x + y, 0) / list.length };
    };
    const early = varied([1, 2, 3]);
    const late = varied([4, 5, 6, 7, 8, 9, 10]);
    expect(early.min).toBeGreaterThanOrEqual(2);
    expect(late.min).toBeGreaterThanOrEqual(2); // places of both lattices, and their counts where they differ
    expect(late.mean).toBeGreaterThan(early.mean + 0.5);
  });

  test('difficulty b rises with the level on average and spans the scale', () => {
    // 200 items a level: levels 4 and 5 differ by about 0.04 in mean b, within the noise of 60.
    const meanB = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((level) => {
      const bs = Array.from({ length: 200 }, (_, s) => generateItem(s, level).irt.b);
      return bs.reduce((x, y) => x + y, 0) / bs.length;
    });
    meanB.slice(1).forEach((b, i) => expect(b).toBeGreaterThan(meanB[i] as number));
    expect(meanB[0]).toBeLessThan(-2);
    expect(meanB[9]).toBeGreaterThan(0.3);
  });

  const sample = Array.from({ length: 600 }, (_, i) => generateItem(31337 + i, (i % 10) + 1));

  // Many checks per item: collect problems and assert once, which keeps the suite fast.
  test('options: six distinct, every attribute takes each of its values equally often', () => {
    const problems: string[] = [];
    for (const item of sample) {
      const values = item.panels.options.map((panel) => optionValues(item, panel));
      if (new Set(values.map((v) => JSON.stringify([...v]))).size !== 6)
        problems.push(`${item.seed}: duplicates`);
      for (const key of values[0]!.keys()) {
        // A lattice's count follows from its places; the places carry the balance.
        const places = key.replace(/number$/, 'position');
        if (key.endsWith('.number') && new Set(values.map((v) => v.get(places))).size > 1) continue;
        const counts = new Map<number, number>();
        for (const v of values) counts.set(v.get(key)!, (counts.get(v.get(key)!) ?? 0) + 1);
        // 1 value ×6, 2 ×3, 3 ×2 or 6 ×1: never a majority value, never a lone one beside pairs.
        const shape = [...counts.values()].join(',');
        if (!['6', '3,3', '2,2,2', '1,1,1,1,1,1'].includes(shape))
          problems.push(`${item.seed} ${key}: ${shape}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("the generator's own check accepts exactly the key", () => {
    const problems = sample.filter((item) => {
      const accepted = acceptedOptions(item.panels);
      return accepted.length !== 1 || accepted[0] !== item.correctOption;
    });
    expect(problems.map((i) => `${i.seed}@${i.level}`)).toEqual([]);
  });

  test('each wrong option names a mistake for every tested attribute it gets wrong; the key names none', () => {
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
          if (
            !item.rules.some(
              (r) => r.component === m.component && r.attribute === m.attribute && r.rule !== 'constant',
            )
          ) {
            problems.push(`${item.seed}/${i}: ${at} has no rule`);
          }
          if (!/^[a-z]+(-[a-z]+)*$/.test(m.mistake)) problems.push(`${item.seed}/${i}: ${m.mistake}`);
        }
        // Every attribute on which it differs from the key is accounted for.
        const wrongAt = [...mine]
          .filter(([k, v]) => key.get(k) !== v)
          .map(([k]) => k.replace(/\.(number|position)$/, '.lattice'));
        const named = listed.map((m) =>
          `${m.component}.${m.attribute}`.replace(/\.(number|position)$/, '.lattice'),
        );
        for (const w of new Set(wrongAt))
          if (!named.includes(w)) problems.push(`${item.seed}/${i}: ${w} unnamed`);
      });
    }
    expect(problems).toEqual([]);
  });

  test('panel data is consistent: counts match places, no component is ever empty', () => {
    const problems = sample.flatMap((item) =>
      [...item.panels.matrix, ...item.panels.options].flatMap((panel) =>
        panel.filter((s) => popcount(s.position) !== s.number || s.number < 1).map(() => item.seed),
      ),
    );
    expect(problems).toEqual([]);
  });

  test('rule descriptions are structured data a UI can translate', () => {
    const attributes = new Set(sample.flatMap((it) => it.rules.map((r) => r.attribute)));
    const rules = new Set(sample.flatMap((it) => it.rules.map((r) => r.rule)));
    const readings = new Set(sample.flatMap((it) => it.rules.map((r) => r.reading ?? 'none')));
    expect([...attributes].sort()).toEqual(['number', 'position', 'shade', 'size', 'type']);
    for (const rule of ['distribute-three', 'progression', 'set-operation']) expect(rules).toContain(rule);
    expect([...readings].sort()).toEqual(['columns', 'rows']);
    for (const item of sample) {
      for (const rule of item.rules) {
        if (rule.rule === 'set-operation') {
          expect(['union', 'intersection', 'xor', 'difference', 'reverse-difference']).toContain(
            rule.detail?.operation,
          );
        }
        if (rule.rule === 'progression') expect(typeof rule.detail?.step).toBe('number');
      }
    }
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
    for (const item of test) expect(acceptedOptions(item.panels)).toEqual([item.correctOption]);
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
