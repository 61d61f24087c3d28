import { LOCALE_TAGS, regionOfLanguage, type Language, type LocaleTag } from '@iq/contracts';

// Each language's name for itself, as a language picker shows it.
const NATIVE_NAMES: Readonly<Record<LocaleTag, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'ja-JP': '日本語',
  'de-DE': 'Deutsch',
  'pt-PT': 'Português',
  'ko-KR': '한국어',
};

/** The nine site languages with their spec §9 region; every exam offers all of them. */
export const LANGUAGES: readonly Language[] = LOCALE_TAGS.map((tag) => ({
  tag,
  name: NATIVE_NAMES[tag],
  region: regionOfLanguage(tag),
}));
