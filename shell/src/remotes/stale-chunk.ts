// spec §8: a stale chunk (a deploy replaced the files this page was built against) reloads the
// page, at most once per 10 seconds; otherwise the fallback with retry is shown.
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'IQ-chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message))
  );
}

/** Reloads the page unless it already did so within the guard window; returns whether it did. */
export function reloadForStaleChunk(win: Window = window, now = Date.now()): boolean {
  const last = Number(win.sessionStorage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  win.sessionStorage.setItem(KEY, String(now));
  win.location.reload();
  return true;
}
