// Issue 41: the document's page views. A view ends when the app shows another page or the document
// is hidden; ended views wait, and go in one beacon when the document is hidden or left (or when
// RUM_MAX_VIEWS wait): one request per document, not per page, and no view sent twice. What a
// beacon may carry is its contract's (@iq/contracts RumBeacon): nothing that identifies the visitor.
import {
  RUM_MAX_VIEWS,
  VITAL_NAMES,
  type FunnelStep,
  type RemoteName,
  type RumView,
  type RumVitals,
} from '@iq/contracts';
import { beaconBodies } from './beacon-body';
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
  /** Funnel steps are counted once per tab: those already sent (remembered once sent). */
  stepSent(step: FunnelStep): boolean;
  rememberStep(step: FunnelStep): void;
  send(body: string): void;
}

export interface PageViews {
  /** The app shows the page at `pathname`: a new view when the pathname changed. */
  page(pathname: string): void;
  /** An `error` or `unhandledrejection` event during the current view. */
  error(event: Event): void;
  /** The document is hidden (or unloading): the view ends now, and the ended views are sent. */
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

  /** Ended views not sent yet, in the order they ended. */
  let waiting: RumView[] = [];

  const send = () => {
    const views = waiting;
    if (!views.length) return;
    waiting = [];
    // A decline after the views ended (the banner stays until answered) drops them too.
    if (!deps.mayMeasure()) return;
    for (const body of beaconBodies(views)) deps.send(body);
    for (const view of views) if (view.step) deps.rememberStep(view.step);
  };

  const endView = () => {
    const ending = view;
    if (!ending || ending.ended) return;
    ending.ended = true;
    const { page } = ending;
    if (!page || !deps.mayMeasure()) return;
    const stepDue = page.step && !deps.stepSent(page.step) && !waiting.some((v) => v.step === page.step);
    const step = stepDue ? page.step : undefined;
    const failures = Object.entries(deps.loadFailures()).filter(
      ([remote]) => !failuresSent.has(remote as RemoteName),
    );
    waiting.push({
      route: page.route,
      remote: page.remote,
      locale: ending.locale,
      builds: deps.builds(),
      ...(step ? { step } : {}),
      ...(ending.first ? { vitals: knownVitals(deps.vitals()) } : {}),
      ...(Object.keys(ending.errors).length ? { errors: ending.errors } : {}),
      ...(failures.length ? { loadFailures: Object.fromEntries(failures) } : {}),
    });
    for (const [remote] of failures) failuresSent.add(remote as RemoteName);
    if (waiting.length >= RUM_MAX_VIEWS) send();
  };

  const end = () => {
    endView();
    send();
  };

  return {
    page(pathname) {
      if (view?.pathname === pathname) return;
      const first = view === null;
      endView();
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
