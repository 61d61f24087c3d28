// The checkout remote's own namespace; one lazily loaded chunk per locale.
import { registerNamespace } from '@iq/i18n';

export const NS = 'checkout';

registerNamespace(NS, {
  'en-US': () => import('./locales/en-US.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-HK': () => import('./locales/zh-HK.json'),
  'fr-FR': () => import('./locales/fr-FR.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  'ja-JP': () => import('./locales/ja-JP.json'),
  'de-DE': () => import('./locales/de-DE.json'),
  'pt-PT': () => import('./locales/pt-PT.json'),
  'ko-KR': () => import('./locales/ko-KR.json'),
});
