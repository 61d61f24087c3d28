// Loaded when the page is idle after its first view (main.tsx; chunk 'idle-…', which the gateway
// never preloads): watches for a new build and offers a reload at a safe moment.
import { createRoot } from 'react-dom/client';
import { BUILD_VERSION_PATH, type RemoteManifest } from '@iq/contracts';
import type { AppStore } from '@iq/api';
import { isSafeMoment, loadedBuild, type WritesState } from './build-version';
import { fetchLiveBuild, POLL_INTERVAL_MS, watchVersion, type VersionWatch } from './version-watch';
import { NewVersionBanner } from './new-version-banner';

/**
 * Test knob (e2e): a shorter poll interval from session storage. Harmless in production: it only
 * changes how often this one tab asks for a tiny never-cached file, never below 2 seconds.
 */
export const POLL_INTERVAL_KEY = 'IQ-version-poll-ms';
const MIN_KNOB_MS = 2_000;
/** Client-side navigations (pushState) fire no event: while a notice waits, the path is re-read. */
const PATH_CHECK_MS = 1_000;

export function pollIntervalOf(win: Window): number {
  let value = NaN;
  try {
    value = Number(win.sessionStorage.getItem(POLL_INTERVAL_KEY) ?? NaN);
  } catch {
    // blocked storage: the default
  }
  return Number.isFinite(value) && value > 0 ? Math.max(MIN_KNOB_MS, value) : POLL_INTERVAL_MS;
}

/** Renders the notice into its own small root (outside the app's tree, so the app is untouched). */
export function offerReload(
  store: AppStore,
  win: Window = window,
  reload: () => void = () => win.location.reload(),
): () => void {
  const doc = win.document;
  const host = doc.createElement('div');
  doc.body.appendChild(host);
  const root = createRoot(host);
  const isSafe = () => isSafeMoment(win.location.pathname, store.getState() as WritesState);
  const subscribe = (onChange: () => void) => {
    const unsubscribe = store.subscribe(onChange);
    const timer = setInterval(onChange, PATH_CHECK_MS);
    win.addEventListener('popstate', onChange);
    return () => {
      unsubscribe();
      clearInterval(timer);
      win.removeEventListener('popstate', onChange);
    };
  };
  root.render(<NewVersionBanner isSafe={isSafe} subscribe={subscribe} onReload={reload} />);
  return () => {
    root.unmount();
    host.remove();
  };
}

export interface WatchOptions {
  win?: Window;
  reload?: () => void;
}

export function watchForNewVersion(
  store: AppStore,
  manifest: RemoteManifest,
  { win = window, reload }: WatchOptions = {},
): VersionWatch {
  let removeNotice: (() => void) | undefined;
  const variant = (manifest as { variant?: string }).variant;
  const watch = watchVersion({
    loaded: loadedBuild(win.document, manifest),
    // Issue 14: a landing variant's page may run another build than everyone's; ask for its versions.
    fetchLive: fetchLiveBuild(
      variant ? `${BUILD_VERSION_PATH}?variant=${encodeURIComponent(variant)}` : BUILD_VERSION_PATH,
      (...args) => win.fetch(...args),
    ),
    onNewBuild: () => {
      removeNotice = offerReload(store, win, reload);
    },
    doc: win.document,
    intervalMs: pollIntervalOf(win),
  });
  /** Stops polling and takes a notice away (tests; the page itself never needs to). */
  const stop = () => {
    watch.stop();
    removeNotice?.();
    removeNotice = undefined;
  };
  return { stop };
}
