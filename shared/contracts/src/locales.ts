// spec §9 locale tags and language→region map; ARCHITECTURE.md "Locales": unknown → English.
// The one place these rules live: the services use them for `{hl}`, @iq/i18n for the browser.
export const LOCALE_TAGS = [
  'en-US',
  'zh-CN',
  'zh-HK',
  'fr-FR',
  'es-ES',
  'ja-JP',
  'de-DE',
  'pt-PT',
  'ko-KR',
] as const;
export type LocaleTag = (typeof LOCALE_TAGS)[number];
export const DEFAULT_LOCALE: LocaleTag = 'en-US';
type Locale = LocaleTag;

/** One locale per language; Chinese is the exception and is split by script below. */
const LOCALE_BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
  de: 'de-DE',
  pt: 'pt-PT',
  ko: 'ko-KR',
};

/**
 * The spec's region codes as a bare `hl` (§9: CN, HK, JA, KR …; campaign links say `hl=cn`,
 * `hl=kr`, `hl=hk`, `hl=jp`, `hl=gr`): where one is not itself a language we serve, its locale. `kr` is
 * also Kanuri's language code, which we do not serve; `ja`, `fr`, `de`, `es`, `pt` and `en` are
 * languages already. Issue 38: these showed English.
 */
const LOCALE_BY_REGION_CODE: Readonly<Record<string, Locale>> = {
  cn: 'zh-CN',
  hk: 'zh-HK',
  kr: 'ko-KR',
  jp: 'ja-JP',
  // The spec's German is `gr-DE` (§9); `gr` is no language code (Greek is `el`).
  gr: 'de-DE',
};

/** Regions that read Traditional Chinese (spec §9: zh-TW, zh-HK, zh-MO give HK). */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

// A BCP 47-shaped tag: a 2-3 letter language, then alphanumeric subtags. Anything else
// (empty strings, `../`, whole Accept-Language headers) is not a locale.
const TAG_SHAPE = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_TAGS as readonly string[]).includes(value);
}

/**
 * The supported locale a tag stands for, or null. Case-insensitive, `_` counts as `-`.
 * Bare languages and any regional variant map to that language's locale (`pt-BR` → `pt-PT`);
 * Chinese goes by script, then region (`zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO` → `zh-HK`, other
 * `zh` → `zh-CN`); `gr-DE`, the spec's own tag for German (§9), is accepted as `de-DE`; a bare
 * region code of the spec (`cn`, `hk`, `kr`, `jp`, `gr`) names its locale.
 */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string') return null;
  const cleaned = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!TAG_SHAPE.test(cleaned)) return null;
  if (cleaned === 'gr-de') return 'de-DE';
  if (LOCALE_BY_REGION_CODE[cleaned]) return LOCALE_BY_REGION_CODE[cleaned];
  const [language, ...subtags] = cleaned.split('-');
  if (language === 'zh') {
    // An explicit script wins over the region: zh-Hans-HK is Simplified Chinese.
    if (subtags.includes('hant')) return 'zh-HK';
    if (subtags.includes('hans')) return 'zh-CN';
    return subtags.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s)) ? 'zh-HK' : 'zh-CN';
  }
  return (language && LOCALE_BY_LANGUAGE[language]) || null;
}

/** spec §9 region codes: note JA (not JP) for Japanese and EN for everything unsupported. */
export type RegionCode = 'CN' | 'HK' | 'FR' | 'DE' | 'ES' | 'PT' | 'JA' | 'KR' | 'EN';

const REGION_BY_LOCALE: Readonly<Record<Locale, RegionCode>> = {
  'en-US': 'EN',
  'zh-CN': 'CN',
  'zh-HK': 'HK',
  'fr-FR': 'FR',
  'es-ES': 'ES',
  'ja-JP': 'JA',
  'de-DE': 'DE',
  'pt-PT': 'PT',
  'ko-KR': 'KR',
};

/** spec §9 "Language to region"; any tag normalizeLocale does not know, English included, gives EN. */
export function regionOf(tag: string | null | undefined): RegionCode {
  const locale = normalizeLocale(tag);
  return locale ? REGION_BY_LOCALE[locale] : 'EN';
}

/** Maps an `hl` value (spec tag, bare language, gr-DE, any case, `_` or `-`) to a supported locale. */
export function resolveLocale(hl: string | null | undefined): LocaleTag {
  return normalizeLocale(hl) ?? DEFAULT_LOCALE;
}

/** spec §9 language → region: zh → CN, traditional zh → HK, fr FR … anything else EN. */
export const regionOfLanguage = regionOf;

/** spec §9: the locale cookie, named with the client-config prefix `IQ-` (spec §3). */
export const LOCALE_COOKIE = 'IQ-locale';
/** spec §2: the query value that carries the language. */
export const LOCALE_QUERY_PARAM = 'hl';

export interface LocaleSources {
  /** The `hl` query value. */
  query?: string | null;
  /** The locale remembered in the `IQ-locale` cookie. */
  stored?: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  browser?: readonly string[] | null;
}

/**
 * spec §4 "Locale choice": the hl query value, else the stored locale, else the first browser
 * language we support, else the default. An unsupported value is skipped, never an error.
 */
export function chooseLocale({ query, stored, browser }: LocaleSources): LocaleTag {
  const candidates = [query, stored, ...(browser ?? [])];
  for (const candidate of candidates) {
    const locale = normalizeLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
