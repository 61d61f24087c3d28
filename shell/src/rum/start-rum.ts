// Issue 41: the page-view beacon's idle chunk (main.tsx loads it once the first view is done, as
// 'idle-rum', which the gateway never preloads): web-vitals, the views, and sendBeacon to the
// gateway's own endpoint. Errors and pages from before it arrived come from the early buffer.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_PATH, type RumVitals, type VitalName } from '@iq/contracts';
import type { AppStore } from '@iq/api';
import { currentLocale } from '@iq/i18n';
import type { ShellManifest } from '../remotes/remote-manifest';
import type { EarlyRum } from './early-rum';
import { remoteFolders, remoteOfError } from './error-attribution';
import { createPageViews, type PageViews } from './page-views';
import { reportedSteps } from './reported-steps';
import { mayMeasure } from './rum-consent';
import { rumPageOf } from './rum-page';
import { failedBuilds, servedBuilds } from './served-builds';

export interface RumStart {
  early: EarlyRum;
  manifest: ShellManifest;
  store: AppStore;
  win?: Window;
  /**
   * Runs `takeOver` once the tasks queued now have run: web-vitals reports buffered entries a
   * task or two after it starts, and a first page that ended before this chunk arrived is sent
   * at the take-over, with its vitals.
   */
  whenQueuedTasksRan?: (takeOver: () => void) => void;
}

const afterQueuedTasks = (win: Window) => (run: () => void) => {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 1000 });
  else win.setTimeout(run, 0);
};

/** Web vitals of the document (reportAllChanges: a value is known when the first view ends early). */
function watchVitals(): RumVitals {
  const vitals: RumVitals = {};
  const keep = (name: VitalName) => (metric: Metric) => {
    vitals[name] = metric.value;
  };
  const options = { reportAllChanges: true };
  onLCP(keep('lcp'), options);
  onCLS(keep('cls'), options);
  onINP(keep('inp'), options);
  onTTFB(keep('ttfb'), options);
  return vitals;
}

export function startRum({
  early,
  manifest,
  store,
  win = window,
  whenQueuedTasksRan = afterQueuedTasks(win),
}: RumStart): PageViews {
  const vitals = watchVitals();
  const folders = remoteFolders(manifest, win.location.href);
  const steps = reportedSteps();
  const views = createPageViews({
    pageOf: rumPageOf,
    locale: currentLocale,
    builds: () => servedBuilds(manifest, early.fellBack),
    loadFailures: () => failedBuilds(manifest, early.fellBack),
    remoteOfError: (event) => remoteOfError(event, folders),
    vitals: () => ({ ...vitals }),
    mayMeasure: () => mayMeasure(win.navigator, store.getState().runtime),
    stepSent: steps.has,
    rememberStep: steps.add,
    send: (body) => {
      if (typeof win.navigator.sendBeacon === 'function') win.navigator.sendBeacon(RUM_PATH, body);
    },
  });

  let tookOver = false;
  const takeOver = () => {
    if (tookOver) return;
    tookOver = true;
    for (const event of early.takeOver(views.page)) {
      if (typeof event === 'string') views.page(event);
      else views.error(event);
    }
    win.addEventListener('error', views.error);
    win.addEventListener('unhandledrejection', views.error);
  };
  const end = () => {
    takeOver();
    views.end();
  };
  // On the document, so web-vitals' listener (the window's, capturing) has reported final values.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') end();
  });
  win.addEventListener('pagehide', end);
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) views.restored(win.location.pathname);
  });
  whenQueuedTasksRan(takeOver);
  return views;
}
