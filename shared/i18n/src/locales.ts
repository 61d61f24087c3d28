// Locale rules of the product (spec §3, §4, §9): which locales exist, how any tag a user, a URL
// or a browser hands us maps onto one of them, and where the choice is remembered.
// Pure functions, except detectLocale/persistLocale which read and write the browser.

import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_QUERY_PARAM,
  LOCALE_TAGS,
  isLocale,
  normalizeLocale,
  readCookie,
  regionOf,
  chooseLocale,
  type LocaleSources,
  type LocaleTag,
  type RegionCode,
} from '@iq/contracts';

// The tag rules are shared with the services (@iq/contracts); this module adds the browser side.
export const SUPPORTED_LOCALES = LOCALE_TAGS;
export type Locale = LocaleTag;
export type Region = RegionCode;
export { DEFAULT_LOCALE, isLocale, normalizeLocale, regionOf };
// The gateway picks a prerendered page's locale by the same rules (issue 9), so they live in contracts.
export { LOCALE_COOKIE, LOCALE_QUERY_PARAM, readCookie, type LocaleSources };
/** spec §4 locale choice (the visitor's sources → a locale); contracts' `resolveLocale` is the services' one-tag form. */
export const resolveLocale = chooseLocale;

/** spec §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_DAYS = 365;

/** Each language's name in its own script, for the language picker. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'ja-JP': '日本語',
  'de-DE': 'Deutsch',
  'pt-PT': 'Português',
  'ko-KR': '한국어',
};

/** The locale remembered in the cookie, if it still names a supported one. */
export function readStoredLocale(doc: Pick<Document, 'cookie'> = document): Locale | null {
  return normalizeLocale(readCookie(doc.cookie, LOCALE_COOKIE));
}

type LocaleWindow = Pick<Window, 'location' | 'navigator' | 'document'>;

/** The locale for this visit, read from the URL (?hl=), the cookie and navigator.languages. */
export function detectLocale(win: LocaleWindow = window): Locale {
  const query = new URLSearchParams(win.location.search).get(LOCALE_QUERY_PARAM);
  const { languages, language } = win.navigator;
  const browser = languages && languages.length > 0 ? languages : language ? [language] : [];
  return resolveLocale({ query, stored: readStoredLocale(win.document), browser });
}

/** spec §4, §9: remember the choice in the `IQ-locale` cookie for 365 days. */
export function persistLocale(locale: Locale, doc: Pick<Document, 'cookie' | 'location'> = document): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  // Secure only over HTTPS, so the cookie still works on http://localhost in development.
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The query value that picks the country of the prices shown (`?country=JP`), before the locale. */
export const PRICE_COUNTRY_QUERY_PARAM = 'country';

/** The country a locale's prices are for: its region subtag (en-US → US, ja-JP → JP, zh-HK → HK). */
export function countryOfLocale(tag: string | null | undefined): string {
  const locale = normalizeLocale(tag) ?? DEFAULT_LOCALE;
  return locale.slice(locale.indexOf('-') + 1);
}

/**
 * The `{country}` of the sku and payment calls: a two-letter `country` query value when present,
 * else the country of the page's locale. Anything else in the query is ignored, never an error.
 */
export function priceCountry(search: string, locale: string | null | undefined): string {
  const query = new URLSearchParams(search).get(PRICE_COUNTRY_QUERY_PARAM)?.trim() ?? '';
  return /^[A-Za-z]{2}$/.test(query) ? query.toUpperCase() : countryOfLocale(locale);
}

/** The value for `<html lang>`: our locale tags are already valid BCP 47 tags. */
export function htmlLang(locale: Locale): string {
  return locale;
}
