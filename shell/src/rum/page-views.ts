// Issue 41: one beacon per page view, sent when the view ends (the app shows another page, or the
// document is hidden), never twice for one view. What the beacon may carry is its contract's
// (@iq/contracts RumBeacon): nothing that identifies the visitor.
import { VITAL_NAMES, type FunnelStep, type RemoteName, type RumBeacon, type RumVitals } from '@iq/contracts';
import { beaconBody } from './beacon-body';
import type { RumPage } from './rum-page';

type Versions = Partial<Record<RemoteName, string>>;

export interface PageViewDeps {
  /** The remote page at a pathname; null for anything else (no beacon for that view). */
  pageOf(pathname: string): RumPage | null;
  locale(): string;
  /** The build of each remote that serves the visitor now (after a fallback, the live one). */
  builds(): Versions;
  /** The builds that failed to load so far (each is sent once, with the next view that ends). */
  loadFailures(): Versions;
  /** The remote whose code threw, or null. */
  remoteOfError(event: Event): RemoteName | null;
  /** The document's vitals so far (web-vitals' values); only the first page's beacon has them. */
  vitals(): RumVitals;
  /** Asked when a view ends: false after a decline in the cookie banner, or with GPC. */
  mayMeasure(): boolean;
  /** Funnel steps are counted once per tab: those already sent. */
  stepSent(step: FunnelStep): boolean;
  rememberStep(step: FunnelStep): void;
  send(body: string): void;
}

export interface PageViews {
  /** The app shows the page at `pathname`: a new view when the pathname changed. */
  page(pathname: string): void;
  /** An `error` or `unhandledrejection` event during the current view. */
  error(event: Event): void;
  /** The document is hidden (or unloading): the view ends now. */
  end(): void;
  /** The document came back from the back/forward cache: a new view of the same page. */
  restored(pathname: string): void;
}

interface View {
  pathname: string;
  page: RumPage | null;
  locale: string;
  first: boolean;
  errors: Partial<Record<RemoteName, number>>;
  ended: boolean;
}

function knownVitals(vitals: RumVitals): RumVitals | undefined {
  const known = VITAL_NAMES.filter((name) => {
    const value = vitals[name];
    return value !== undefined && Number.isFinite(value) && value >= 0;
  });
  return known.length ? Object.fromEntries(known.map((name) => [name, vitals[name]])) : undefined;
}

export function createPageViews(deps: PageViewDeps): PageViews {
  let view: View | null = null;
  const failuresSent = new Set<RemoteName>();

  const begin = (pathname: string, first: boolean) => {
    view = { pathname, page: deps.pageOf(pathname), locale: deps.locale(), first, errors: {}, ended: false };
  };

  const end = () => {
    const ending = view;
    if (!ending || ending.ended) return;
    ending.ended = true;
    const { page } = ending;
    if (!page || !deps.mayMeasure()) return;
    const step = page.step && !deps.stepSent(page.step) ? page.step : undefined;
    const failures = Object.entries(deps.loadFailures()).filter(
      ([remote]) => !failuresSent.has(remote as RemoteName),
    );
    const beacon: RumBeacon = {
      v: 1,
      route: page.route,
      remote: page.remote,
      locale: ending.locale,
      builds: deps.builds(),
      ...(step ? { step } : {}),
      ...(ending.first ? { vitals: knownVitals(deps.vitals()) } : {}),
      ...(Object.keys(ending.errors).length ? { errors: ending.errors } : {}),
      ...(failures.length ? { loadFailures: Object.fromEntries(failures) } : {}),
    };
    const body = beaconBody(beacon);
    if (body === null) return;
    deps.send(body);
    if (step) deps.rememberStep(step);
    for (const [remote] of failures) failuresSent.add(remote as RemoteName);
  };

  return {
    page(pathname) {
      if (view?.pathname === pathname) return;
      const first = view === null;
      end();
      begin(pathname, first);
    },
    error(event) {
      if (!view || view.ended) return;
      const remote = deps.remoteOfError(event);
      if (remote) view.errors[remote] = (view.errors[remote] ?? 0) + 1;
    },
    end,
    restored(pathname) {
      end();
      begin(pathname, false);
    },
  };
}
