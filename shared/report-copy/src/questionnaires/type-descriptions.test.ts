import { LOCALE_TAGS } from '@iq/contracts';
import { problemsIn, sentenceCount } from './copy-checks';
import { TYPE_CODES, TYPE_DESCRIPTIONS, TYPE_DESCRIPTION_SECTIONS, isTypeCode } from './index';

describe('16 personality type descriptions', () => {
  it('cover exactly the sixteen codes', () => {
    expect(Object.keys(TYPE_DESCRIPTIONS).sort()).toEqual([...TYPE_CODES].sort());
    expect(new Set(TYPE_CODES).size).toBe(16);
    // Every combination of the four axes, each letter once per axis.
    for (const code of TYPE_CODES) expect(code).toMatch(/^[EI][SN][TF][JP]$/);
  });

  it.each(TYPE_CODES)('%s: nine locales, translated, right Chinese script, no empty text', (code) => {
    expect(problemsIn({ name: code, byLocale: TYPE_DESCRIPTIONS[code] })).toEqual([]);
  });

  it.each(TYPE_CODES)(
    '%s: a short name, a one-sentence summary, sections of two or three sentences under 400 characters',
    (code) => {
      const problems: string[] = [];
      for (const locale of LOCALE_TAGS) {
        const description = TYPE_DESCRIPTIONS[code][locale];
        if (description.name.length > 40) problems.push(`${locale} name is long`);
        if (sentenceCount(description.name) > 0) problems.push(`${locale} name is a sentence`);
        if (sentenceCount(description.summary) !== 1) problems.push(`${locale} summary is not one sentence`);
        if (description.summary.length > 250) problems.push(`${locale} summary is long`);
        for (const section of TYPE_DESCRIPTION_SECTIONS) {
          const text = description[section];
          const sentences = sentenceCount(text);
          if (sentences < 2 || sentences > 3) problems.push(`${locale} ${section}: ${sentences} sentences`);
          if (text.length >= 400) problems.push(`${locale} ${section}: ${text.length} characters`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('no two types share a name in any locale', () => {
    for (const locale of LOCALE_TAGS) {
      const names = TYPE_CODES.map((code) => TYPE_DESCRIPTIONS[code][locale].name);
      expect([locale, new Set(names).size]).toEqual([locale, 16]);
    }
  });

  it('makes no claim of diagnosis or science', () => {
    const english = TYPE_CODES.flatMap((code) => Object.values(TYPE_DESCRIPTIONS[code]['en-US']));
    for (const text of english) expect(text).not.toMatch(/diagnos|scientific|clinical|disorder/i);
  });

  it.each([
    ['INFP', true],
    ['ESTJ', true],
    ['infp', false],
    ['XXXX', false],
    [42, false],
  ])('isTypeCode(%p) is %p', (value, expected) => {
    expect(isTypeCode(value)).toBe(expected);
  });
});
