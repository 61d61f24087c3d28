import { LOCALE_TAGS } from '@iq/contracts';
import { problemsIn, sentenceCount, type CopyTable } from './copy-checks';
import {
  AXIS_PERCENT_TEMPLATE,
  AXIS_POLE_LABELS,
  BRAIN_DOMINANCES,
  BRAIN_DOMINANCE_COPY,
  BRAIN_DOMINANCE_DISCLAIMER,
  EQ_BANDS,
  EQ_OVERALL_TEMPLATE,
  EQ_SCALE_COPY,
  EQ_SCALE_KEYS,
  eqBandOf,
  fillTemplate,
  type AxisPole,
} from './index';

const POLES: AxisPole[] = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'];

// French and German write these pole names exactly as English does; any other equal text is a
// forgotten translation.
const COGNATES = new Set(
  ['fr-FR', 'de-DE'].flatMap((locale) => ['E', 'I', 'N'].map((pole) => `${locale}:axis pole ${pole}.`)),
);

const tables: CopyTable[] = [
  ...POLES.map((pole) => ({ name: `axis pole ${pole}`, byLocale: AXIS_POLE_LABELS[pole] })),
  { name: 'axis percent', byLocale: AXIS_PERCENT_TEMPLATE },
  ...EQ_SCALE_KEYS.map((scale) => ({ name: `eq ${scale}`, byLocale: EQ_SCALE_COPY[scale] })),
  { name: 'eq overall', byLocale: EQ_OVERALL_TEMPLATE },
  ...BRAIN_DOMINANCES.map((side) => ({ name: `brain ${side}`, byLocale: BRAIN_DOMINANCE_COPY[side] })),
  { name: 'brain disclaimer', byLocale: BRAIN_DOMINANCE_DISCLAIMER },
];

describe('axis, EQ and brain dominance copy', () => {
  it.each(tables.map((table) => [table.name, table] as const))(
    '%s: nine locales, translated, right script, placeholders kept',
    (_name, table) => {
      expect(problemsIn(table, { sameAsEnglish: COGNATES })).toEqual([]);
    },
  );

  it('the percent template carries {percent} and {pole} in every locale', () => {
    for (const locale of LOCALE_TAGS) {
      const filled = fillTemplate(AXIS_PERCENT_TEMPLATE[locale], {
        percent: 62,
        pole: AXIS_POLE_LABELS.E[locale],
      });
      expect(filled).toContain('62');
      expect(filled).toContain(AXIS_POLE_LABELS.E[locale]);
      expect(filled).not.toMatch(/[{}]/);
    }
  });

  it('the EQ overall line carries {percent} in every locale', () => {
    for (const locale of LOCALE_TAGS) {
      expect(fillTemplate(EQ_OVERALL_TEMPLATE[locale], { percent: 58 })).toMatch(/58 ?%/);
    }
  });

  it('EQ: each scale is described in one sentence, each band in one to three, under 400 characters', () => {
    for (const scale of EQ_SCALE_KEYS) {
      for (const locale of LOCALE_TAGS) {
        const copy = EQ_SCALE_COPY[scale][locale];
        expect([scale, locale, sentenceCount(copy.description)]).toEqual([scale, locale, 1]);
        for (const band of EQ_BANDS) {
          const text = copy.bands[band];
          expect(text.length).toBeLessThan(400);
          expect(sentenceCount(text)).toBeGreaterThanOrEqual(1);
          expect(sentenceCount(text)).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('brain dominance: two sentences per result, and a one-sentence disclaimer', () => {
    for (const locale of LOCALE_TAGS) {
      for (const side of BRAIN_DOMINANCES) {
        expect([side, locale, sentenceCount(BRAIN_DOMINANCE_COPY[side][locale].text)]).toEqual([
          side,
          locale,
          2,
        ]);
      }
      expect([locale, sentenceCount(BRAIN_DOMINANCE_DISCLAIMER[locale])]).toEqual([locale, 1]);
    }
  });

  it.each([
    [0, 'low'],
    [39.9, 'low'],
    [40, 'middle'],
    [69.9, 'middle'],
    [70, 'high'],
    [100, 'high'],
  ] as const)('eqBandOf(%s) is %s', (percent, band) => {
    expect(eqBandOf(percent)).toBe(band);
  });
});

describe('fillTemplate', () => {
  it('fills every named placeholder and leaves unknown ones visible', () => {
    expect(fillTemplate('{percent}% toward {pole}', { percent: 62, pole: 'Extraversion' })).toBe(
      '62% toward Extraversion',
    );
    expect(fillTemplate('{percent}% toward {pole}', { percent: 62 })).toBe('62% toward {pole}');
  });
});

describe('copy checks', () => {
  // The checks themselves must fail where they should, or a green run proves nothing.
  const english = { 'en-US': 'Hello {name}.' };
  const table = (overrides: Record<string, string>): CopyTable => ({
    name: 't',
    byLocale: Object.fromEntries(
      LOCALE_TAGS.map((locale) => [locale, overrides[locale] ?? `${locale} {name}.`]),
    ) as CopyTable['byLocale'],
  });

  it('passes a good table', () => {
    expect(problemsIn(table(english))).toEqual([]);
  });

  it.each([
    ['an English copy', { 'fr-FR': 'Hello {name}.' }, 'identical to English'],
    ['an empty text', { 'de-DE': '' }, 'empty'],
    ['a lost placeholder', { 'ja-JP': 'こんにちは。' }, 'placeholders'],
    ['simplified in zh-HK', { 'zh-HK': '我们 {name}。' }, 'wrong Chinese script 们'],
    ['traditional in zh-CN', { 'zh-CN': '這是 {name}。' }, 'wrong Chinese script 這'],
  ])('fails %s', (_case, overrides, problem) => {
    expect(problemsIn(table({ ...english, ...overrides })).join('\n')).toContain(problem);
  });

  it('fails a missing locale', () => {
    const { 'ko-KR': _dropped, ...rest } = table(english).byLocale;
    expect(problemsIn({ name: 't', byLocale: rest as CopyTable['byLocale'] })).not.toEqual([]);
  });
});
