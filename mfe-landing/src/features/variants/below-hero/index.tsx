// The lazy chunk's entry: the sections, once their strings are in.
import { BelowHero } from './below-hero';
import { loadBelowHeroStrings } from './i18n';

export async function loadBelowHero(): Promise<typeof BelowHero> {
  await loadBelowHeroStrings();
  return BelowHero;
}
