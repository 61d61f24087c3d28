// The PDF's dimension interpretations are copies of the screens' (mfe-report), which
// this package may not import: this test reads the screens' locale files and fails on any
// difference, so the PDF and the screen always say the same thing.
import fs from 'node:fs';
import path from 'node:path';
import { INDICATOR_IDS, LOCALE_TAGS, type LocaleTag } from '@iq/contracts';
import {
  DIMENSION_INTERPRETATIONS,
  INTERPRETATION_STATES,
  dimensionInterpretation,
} from './dimension-interpretations';
import { REPORT_COPY } from '.';

const LOCALES_DIR = path.resolve(__dirname, '../../../../mfe-report/src/locales');
const LOCALES: readonly LocaleTag[] = LOCALE_TAGS;

type ScreenLocale = { dimensions?: Record<string, Record<string, unknown>> };

function screenLocale(locale: LocaleTag): ScreenLocale {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as ScreenLocale;
}

describe('dimension interpretations', () => {
  it('has a table for every locale the screens have, and no other', () => {
    const screenLocales = fs
      .readdirSync(LOCALES_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(screenLocales).toEqual([...LOCALES].sort());
    expect(Object.keys(DIMENSION_INTERPRETATIONS).sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES)('%s', (locale) => {
    const screen = screenLocale(locale);
    const table = DIMENSION_INTERPRETATIONS[locale] as Record<string, string>;

    it.each(INDICATOR_IDS.flatMap((id) => INTERPRETATION_STATES.map((state) => [id, state] as const)))(
      '%s %s says what the screen says',
      (id, state) => {
        const onScreen = screen.dimensions?.[id]?.[state];
        expect(typeof onScreen).toBe('string');
        expect(table[`report.dimensions.${id}.${state}`]).toBe(onScreen);
        expect(dimensionInterpretation(`report.dimensions.${id}.${state}`, locale)).toBe(onScreen);
      },
    );

    it('has exactly the 35 keys of the five dimensions (five levels, not measured, guessing)', () => {
      const expected = INDICATOR_IDS.flatMap((id) =>
        INTERPRETATION_STATES.map((state) => `report.dimensions.${id}.${state}`),
      ).sort();
      expect(Object.keys(table).sort()).toEqual(expected);
    });
  });

  it('answers null for an unknown key, never the bare key', () => {
    expect(dimensionInterpretation('report.dimensions.memory.level9', 'ja-JP')).toBeNull();
  });
});

describe('the PDF names bands, dimensions, seed figures and options as the screens do', () => {
  it.each(LOCALES)('%s', (locale) => {
    const screen = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as {
      bands: Record<string, string>;
      dimensions: { names: Record<string, string> };
      ranking: { seedShort: string };
      analysis: { option: string };
    };
    const copy = REPORT_COPY[locale];
    expect(copy.bands).toEqual(screen.bands);
    expect(copy.dimensionNames).toEqual(screen.dimensions.names);
    expect(copy.comparison.seedLabel).toBe(screen.ranking.seedShort);
    expect(copy.answers.option(4)).toBe(screen.analysis.option.replace('{{number}}', '4'));
  });
});
