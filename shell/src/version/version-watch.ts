// spec §7 new-version detection: polls GET /mf/version every few minutes while the page is
// visible (and at once when it becomes visible again after a while), backs off on errors, and
// stops at the first build that differs from the loaded one.
import { isNewBuild, parseBuildVersion } from './build-version';
import type { BuildVersion } from '@iq/contracts';

export const POLL_INTERVAL_MS = 5 * 60_000;
/** Coming back to the tab checks at once, unless a check was this recent. */
export const VISIBLE_RECHECK_MS = 60_000;
export const MAX_BACKOFF_MS = 60 * 60_000;

export interface VersionWatchOptions {
  loaded: BuildVersion;
  /** The live build (GET /mf/version); throws or answers null on failure. */
  fetchLive: () => Promise<BuildVersion | null>;
  onNewBuild: (live: BuildVersion) => void;
  doc?: Document;
  intervalMs?: number;
  now?: () => number;
}

export interface VersionWatch {
  stop: () => void;
}

export function fetchLiveBuild(url: string, fetchImpl: typeof fetch = fetch) {
  return async (): Promise<BuildVersion | null> => {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return parseBuildVersion(await response.json());
  };
}

export function watchVersion({
  loaded,
  fetchLive,
  onNewBuild,
  doc = document,
  intervalMs = POLL_INTERVAL_MS,
  now = Date.now,
}: VersionWatchOptions): VersionWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let checking = false;
  let failures = 0;
  let lastCheck = now();
  const hidden = () => doc.visibilityState === 'hidden';
  // Errors double the wait, up to an hour: a gateway in trouble is not hammered by every tab.
  const nextDelay = () => Math.min(intervalMs * 2 ** failures, Math.max(MAX_BACKOFF_MS, intervalMs));

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || hidden()) return; // a hidden page is checked when it shows again
    timer = setTimeout(() => void check(), delay);
  }

  async function check() {
    if (stopped || checking) return;
    checking = true;
    lastCheck = now();
    let live: BuildVersion | null = null;
    try {
      live = await fetchLive();
    } catch {
      live = null;
    }
    checking = false;
    if (stopped) return;
    if (!live) {
      failures += 1;
      return schedule(nextDelay());
    }
    failures = 0;
    if (isNewBuild(loaded, live)) {
      stop();
      return onNewBuild(live);
    }
    schedule(intervalMs);
  }

  function onVisibility() {
    if (hidden()) {
      clearTimeout(timer); // no polling while hidden
      timer = undefined;
      return;
    }
    const since = now() - lastCheck;
    const due = failures > 0 ? nextDelay() : Math.min(intervalMs, VISIBLE_RECHECK_MS);
    schedule(Math.max(0, due - since));
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  doc.addEventListener('visibilitychange', onVisibility);
  schedule(intervalMs);
  return { stop };
}
