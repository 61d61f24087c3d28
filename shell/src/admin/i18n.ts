// The admin page's own i18n namespace, registered from inside its lazy chunk: English ships in the
// chunk, the other locales load on demand (one chunk each).
import { localeLoaders, registerNamespace } from '@iq/i18n';
import english from './locales/en-US.json';

export const NS = 'admin';

registerNamespace(
  NS,
  localeLoaders(
    english,
    // 'page-…': never preloaded with other pages (services/gateway preload-links.ts).
    (locale) => import(/* webpackChunkName: "page-admin-[request]" */ `./locales/${locale}.json`),
  ),
);
