// The below-hero sections' own namespace: loaded with their code, after the first view, so
// neither their English nor their code weighs on the landing page's first view.
import { i18n, localeLoaders, registerNamespace } from '@iq/i18n';
import { NS } from '../../../i18n';
import english from './locales/en-US.json';

export const BELOW_NS = 'landing-below';

registerNamespace(
  BELOW_NS,
  localeLoaders(english, (locale) => import(`./locales/${locale}.json`)),
);

/** The strings of the visitor's language are in (the chart's too): the sections render without suspending. */
export function loadBelowHeroStrings(): Promise<void> {
  return i18n.loadNamespaces([BELOW_NS, NS]);
}
