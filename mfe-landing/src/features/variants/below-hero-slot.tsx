import { Component, lazy, memo, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { afterFirstView } from '@iq/contracts';
import type { LandingVariant } from '../../routes';
import below from './below-hero-region.module.css';
// The sections' styles come with the page's own CSS (linked in the HTML's head), not with their
// lazy chunk: their prerendered HTML must be styled from the first paint.
import './below-hero/below-hero.module.css';

type BelowHeroComponent = ComponentType<{ variant: LandingVariant }>;

/**
 * In the browser the sections' code and strings load after the first view. React keeps the
 * prerendered HTML of a Suspense boundary whose code is not in yet and hydrates it once it is, so
 * the sections are in the page's first paint (they are on its first screen under a short hero, and
 * a block of text painted late there was the page's Largest Contentful Paint) while their code
 * stays off the first view's scripts.
 */
const LazyBelowHero = lazy(() =>
  afterFirstView()
    .then(() => import('./below-hero'))
    .then((module) => module.loadBelowHero())
    .then((component) => ({ default: component })),
);

/** The publish-time render has the sections' module and strings in hand (see server/prerender). */
let rendered: BelowHeroComponent | null = null;
export function renderBelowHeroWith(component: BelowHeroComponent | null): void {
  rendered = component;
}

/** Their code could not be loaded: the page ends after its hero, which works on its own. */
class WithoutSections extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('landing: the sections under the hero could not be shown', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * What a variant says under its hero (issue 38). Memoised on its one prop: a boundary that
 * receives an update before it has hydrated is thrown away and rendered again from its fallback
 * (the sections would vanish and come back).
 */
export const BelowHeroSlot = memo(function BelowHeroSlot({ variant }: { variant: LandingVariant }) {
  const Sections = rendered ?? LazyBelowHero;
  return (
    <WithoutSections>
      <Suspense fallback={<div className={below.placeholder} />}>
        <Sections variant={variant} />
      </Suspense>
    </WithoutSections>
  );
});
