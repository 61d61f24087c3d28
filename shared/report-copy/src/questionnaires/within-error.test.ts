// Issue 36 copy: balanced axes, types in between, EQ scores near a band boundary, pole meanings.
import { LOCALE_TAGS } from '@iq/contracts';
import { problemsIn, sentenceCount } from './copy-checks';
import {
  AXIS_POLE_DESCRIPTIONS,
  BALANCED_COPY,
  EQ_WITHIN_ERROR_COPY,
  eqBandOf,
  eqBandsWithin,
  fillTemplate,
  type AxisPole,
} from './index';

const POLES: AxisPole[] = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'];

describe('copy for results within the margin of error', () => {
  it.each([
    ['balanced', BALANCED_COPY],
    ['eq within error', EQ_WITHIN_ERROR_COPY],
    ...POLES.map((pole) => [`pole ${pole}`, AXIS_POLE_DESCRIPTIONS[pole]] as const),
  ] as const)('%s: nine locales, translated, right script, placeholders kept', (name, byLocale) => {
    expect(problemsIn({ name, byLocale })).toEqual([]);
  });

  it('every template fills without a leftover brace, and each text is one or two sentences', () => {
    const values = { margin: 7, first: 'ESTJ', second: 'ENTJ', types: 'ESTJ, ENTJ, ESFJ, ENFJ', count: 3 };
    for (const locale of LOCALE_TAGS) {
      const texts = [...Object.values(BALANCED_COPY[locale]), ...Object.values(EQ_WITHIN_ERROR_COPY[locale])];
      for (const text of texts) {
        const filled = fillTemplate(text, values);
        expect([locale, filled]).not.toEqual([locale, expect.stringMatching(/[{}]/)]);
        expect(sentenceCount(filled)).toBeGreaterThanOrEqual(1);
        expect(sentenceCount(filled)).toBeLessThanOrEqual(2);
      }
      expect(fillTemplate(BALANCED_COPY[locale].withinMargin, values)).toContain('±7');
      expect(fillTemplate(BALANCED_COPY[locale].betweenTwo, values)).toMatch(/ESTJ.*ENTJ/);
    }
  });

  it('each pole is described in one short sentence, and the two poles of an axis differently', () => {
    for (const locale of LOCALE_TAGS) {
      for (const pole of POLES) {
        const text = AXIS_POLE_DESCRIPTIONS[pole][locale];
        expect([pole, locale, sentenceCount(text)]).toEqual([pole, locale, 1]);
        expect(text.length).toBeLessThan(120);
      }
      for (const [a, b] of [
        ['E', 'I'],
        ['S', 'N'],
        ['T', 'F'],
        ['J', 'P'],
      ] as const)
        expect(AXIS_POLE_DESCRIPTIONS[a][locale]).not.toBe(AXIS_POLE_DESCRIPTIONS[b][locale]);
    }
  });
});

describe('eqBandsWithin: the bands a score reaches within its margin (low < 40 ≤ middle < 70 ≤ high)', () => {
  it.each([
    [55, 0, ['middle']],
    [55, 14, ['middle']], // 41 … 69
    [55, 15, ['middle', 'high']], // 40 … 70: 40 is middle, 70 high
    [45, 5, ['middle']], // 40 … 50: 40 is already middle
    [44, 5, ['low', 'middle']], // 39 … 49
    [72, 3, ['middle', 'high']], // 69 … 75
    [75, 5, ['high']], // 70 … 80
    [55, 16, ['low', 'middle', 'high']], // 39 … 71
    [10, 30, ['low', 'middle']], // 0 … 40: 40 is middle
    [0, 0, ['low']],
    [100, 22, ['high']], // 78 … 100 (clipped at 100)
    [12, 20, ['low']], // 0 … 32 (clipped at 0)
  ] as const)('%d ± %d → %j', (percent, margin, bands) => {
    // Worked out from the cut points alone: a band is reached when some whole percent within the
    // margin falls in it.
    const reached = new Set<string>();
    for (let p = Math.max(0, percent - margin); p <= Math.min(100, percent + margin); p++)
      reached.add(p < 40 ? 'low' : p < 70 ? 'middle' : 'high');
    expect(['low', 'middle', 'high'].filter((b) => reached.has(b))).toEqual(bands);
    expect(eqBandsWithin(percent, margin)).toEqual(bands);
  });

  it('no margin (a result stored before margins) is the single band of eqBandOf', () => {
    for (const percent of [0, 39, 40, 69, 70, 100])
      expect(eqBandsWithin(percent)).toEqual([eqBandOf(percent)]);
  });
});
