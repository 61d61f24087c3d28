// A country's name in the page's language. The spec's own sample uses a few codes that are not
// regions (JA, EN, UK): those have names in the locale files; real ISO codes come from Intl.
import type { TFunction } from 'i18next';

export function countryName(code: string, locale: string, t: TFunction, exists: (key: string) => boolean) {
  const key = `countries.${code}`;
  if (exists(key)) return t(key);
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows
  }
}
