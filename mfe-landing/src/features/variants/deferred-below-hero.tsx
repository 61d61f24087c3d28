import { afterFirstViewComponent } from '../home/after-first-view';

/**
 * The sections under a variant's hero (issue 38): their code, copy and pictures load after the
 * first view, so the landing's first view stays within its JS budget; the prerendered HTML and
 * the page until then hold the placeholder.
 */
export const DeferredBelowHero = afterFirstViewComponent(() =>
  import('./below-hero').then((m) => m.loadBelowHero()),
);
