// Issue 36: the PDF's dimension definitions, "not measured" label and guessing notice are copies
// of the screens' (mfe-report), which this package may not import: this test fails on any
// difference, so the PDF and the screen define the dimensions in the same words.
import fs from 'node:fs';
import path from 'node:path';
import { INDICATOR_IDS, LOCALE_TAGS } from '@iq/contracts';
import { DIMENSION_DEFINITIONS } from './dimension-definitions';

const LOCALES_DIR = path.resolve(__dirname, '../../../../mfe-report/src/locales');

interface ScreenLocale {
  dimensions: { definitionsTitle: string; definitionsNote: string; definitions: Record<string, string> };
  levels: { notMeasured: string };
  score: { guessing: { title: string; body: string } };
}

describe.each(LOCALE_TAGS)('dimension definitions, %s', (locale) => {
  const screen = JSON.parse(
    fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8'),
  ) as ScreenLocale;
  const pdf = DIMENSION_DEFINITIONS[locale];

  it('says what the screen says', () => {
    expect(pdf.title).toBe(screen.dimensions.definitionsTitle);
    expect(pdf.note).toBe(screen.dimensions.definitionsNote);
    expect(pdf.notMeasured).toBe(screen.levels.notMeasured);
    expect(pdf.definitions).toEqual(screen.dimensions.definitions);
    expect(pdf.guessing).toEqual({ title: screen.score.guessing.title, body: screen.score.guessing.body });
  });

  it('defines every dimension, each differently, none in English outside en-US', () => {
    expect(Object.keys(pdf.definitions).sort()).toEqual([...INDICATOR_IDS].sort());
    expect(new Set(Object.values(pdf.definitions)).size).toBe(INDICATOR_IDS.length);
    if (locale !== 'en-US') {
      for (const id of INDICATOR_IDS)
        expect(pdf.definitions[id]).not.toBe(DIMENSION_DEFINITIONS['en-US'].definitions[id]);
    }
  });
});
