// The guide's words in a namespace of their own, loaded with the guide's chunk: report pages
// that do not show the guide carry none of it.
import { localeLoaders, registerNamespace } from '@iq/i18n';
import english from './locales/en-US.json';

export const GUIDE_NS = 'report-guide';

registerNamespace(
  GUIDE_NS,
  localeLoaders(english, (locale) => import(`./locales/${locale}.json`)),
);
