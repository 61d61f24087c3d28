// For a remote's own tests: its nine locale files carry the same keys and placeholders as the
// English one, and no translation is a copy of the English text (CONVENTIONS.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '../src/locales';

type Strings = { [key: string]: string | Strings };

function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
// i18next plural forms differ by language (English has _one and _other, Japanese only _other).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (strings: Map<string, string>) =>
  [...new Set([...strings.keys()].map((key) => key.replace(PLURAL, '')))].sort();
const textOf = (strings: Map<string, string>, key: string) =>
  strings.get(key) ?? strings.get(`${key.replace(PLURAL, '')}_other`) ?? '';

/** Jest tests for the locale files in `dir`; `sameAsEnglish` lists keys whose text may stay English (names, brands). */
export function describeLocaleFiles(dir: string, sameAsEnglish: readonly string[] = []) {
  const read = (locale: string) => flatten(JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')));
  const english = read('en-US');
  describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))('locale file %s', (locale) => {
    const strings = read(locale);
    it('has exactly the English keys', () => {
      expect(baseKeys(strings)).toEqual(baseKeys(english));
    });
    it('keeps every placeholder', () => {
      for (const [key, text] of english) {
        expect([key, placeholders(textOf(strings, key))]).toEqual([key, placeholders(text)]);
      }
    });
    it('is translated, not an English copy', () => {
      const copies = [...english].filter(
        ([key, text]) => strings.get(key) === text && !sameAsEnglish.includes(key) && /[a-z]{3}/i.test(text),
      );
      expect(copies.map(([key]) => key)).toEqual([]);
    });
  });
}
