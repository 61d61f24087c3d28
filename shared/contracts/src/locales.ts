// spec §9 locale tags and language→region map; ARCHITECTURE.md "Locales": unknown → English.
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

/** spec §9 region codes (note: JA, not JP, and EN for English and everything unknown). */
export type RegionCode = 'EN' | 'CN' | 'HK' | 'FR' | 'ES' | 'JA' | 'DE' | 'PT' | 'KR';

const REGION_OF_LOCALE: Readonly<Record<LocaleTag, RegionCode>> = {
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

const LOCALE_OF_LANGUAGE: Readonly<Record<string, LocaleTag>> = {
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
  de: 'de-DE',
  pt: 'pt-PT',
  ko: 'ko-KR',
};

// spec §9: zh-Hant, zh-TW, zh-HK and zh-MO are the traditional (HK) variant; other zh is CN.
const TRADITIONAL_CHINESE_SUBTAGS = new Set(['hant', 'tw', 'hk', 'mo']);

/** Maps an `hl` value (spec tag, bare language, gr-DE, any case, `_` or `-`) to a supported locale. */
export function resolveLocale(hl: string | null | undefined): LocaleTag {
  const parts = (hl ?? '').trim().replace(/_/g, '-').toLowerCase().split('-');
  const language = parts[0] ?? '';
  const exact = LOCALE_TAGS.find((tag) => tag.toLowerCase() === parts.join('-'));
  if (exact) return exact;
  if (language === 'gr' && parts[1] === 'de') return 'de-DE'; // the spec's own tag for German
  if (language === 'zh')
    return parts.slice(1).some((p) => TRADITIONAL_CHINESE_SUBTAGS.has(p)) ? 'zh-HK' : 'zh-CN';
  return LOCALE_OF_LANGUAGE[language] ?? DEFAULT_LOCALE;
}

/** spec §9 language → region: zh → CN, traditional zh → HK, fr FR … anything else EN. */
export function regionOfLanguage(hl: string | null | undefined): RegionCode {
  return REGION_OF_LOCALE[resolveLocale(hl)];
}
