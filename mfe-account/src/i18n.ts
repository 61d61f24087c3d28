// This remote's own i18n namespace: English inside the page chunk, other locales on demand.
import { localeLoaders, registerNamespace } from '@iq/i18n';
import english from './locales/en-US.json';

export const NS = 'account';

registerNamespace(
  NS,
  localeLoaders(english, (locale) => import(`./locales/${locale}.json`)),
);
