// The shell's own strings ('common' namespace). English is bundled: it is the fallback of every
// locale, so every page needs it. Each other locale is a chunk of its own ('common-<locale>'),
// loaded by the page in that locale only; the gateway preloads the one a page will use (issue 9:
// a first view carries the strings of one locale, not nine).
import type { Locale } from './locales';
import enUS from './resources/common/en-US.json';

export const COMMON_NAMESPACE = 'common';

/** The shape of the 'common' namespace; en-US is the reference every locale must match. */
export type CommonResource = typeof enUS;

export const COMMON_ENGLISH: CommonResource = enUS;

/** What a locale's loader gives: the JSON module (or, for English, the object itself). */
export type CommonModule = CommonResource | { default: CommonResource };

/** One loader per locale; webpack names each chunk 'common-<locale>' (the gateway preloads by name). */
export const COMMON_LOADERS: Readonly<Record<Locale, () => Promise<CommonModule>>> = {
  'en-US': async () => enUS,
  'zh-CN': () => import(/* webpackChunkName: "common-zh-CN" */ './resources/common/zh-CN.json'),
  'zh-HK': () => import(/* webpackChunkName: "common-zh-HK" */ './resources/common/zh-HK.json'),
  'fr-FR': () => import(/* webpackChunkName: "common-fr-FR" */ './resources/common/fr-FR.json'),
  'es-ES': () => import(/* webpackChunkName: "common-es-ES" */ './resources/common/es-ES.json'),
  'ja-JP': () => import(/* webpackChunkName: "common-ja-JP" */ './resources/common/ja-JP.json'),
  'de-DE': () => import(/* webpackChunkName: "common-de-DE" */ './resources/common/de-DE.json'),
  'pt-PT': () => import(/* webpackChunkName: "common-pt-PT" */ './resources/common/pt-PT.json'),
  'ko-KR': () => import(/* webpackChunkName: "common-ko-KR" */ './resources/common/ko-KR.json'),
};

/** A locale's common strings, whichever shape its loader gave. */
export async function loadCommonResource(locale: Locale): Promise<CommonResource> {
  const loaded = await COMMON_LOADERS[locale]();
  return 'default' in loaded ? loaded.default : loaded;
}
