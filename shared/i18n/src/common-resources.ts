// The shell's own strings ('common' namespace), bundled eagerly for all nine locales: it is a
// few kilobytes, and having it in the first chunk lets the frame (nav, footer, 404, network and
// load-failure screens) render in any language with no extra round trip.
import type { Locale } from './locales';
import deDE from './resources/common/de-DE.json';
import enUS from './resources/common/en-US.json';
import esES from './resources/common/es-ES.json';
import frFR from './resources/common/fr-FR.json';
import jaJP from './resources/common/ja-JP.json';
import koKR from './resources/common/ko-KR.json';
import ptPT from './resources/common/pt-PT.json';
import zhCN from './resources/common/zh-CN.json';
import zhHK from './resources/common/zh-HK.json';

export const COMMON_NAMESPACE = 'common';

/** The shape of the 'common' namespace; en-US is the reference every locale must match. */
export type CommonResource = typeof enUS;

export const COMMON_RESOURCES: Readonly<Record<Locale, CommonResource>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'fr-FR': frFR,
  'es-ES': esES,
  'ja-JP': jaJP,
  'de-DE': deDE,
  'pt-PT': ptPT,
  'ko-KR': koKR,
};
