// The landing variants' own i18n namespace: their headlines are read only on the landing pages,
// so their English stays out of the home page's first view (the 'landing' namespace's English
// ships with every page of this remote). Other locales load on demand, like the remote's own.
import { localeLoaders, registerNamespace } from '@iq/i18n';
import english from './locales/en-US.json';

export const VARIANTS_NS = 'landing-variants';

registerNamespace(
  VARIANTS_NS,
  localeLoaders(english, (locale) => import(`./locales/${locale}.json`)),
);
