// What the visitor waits for (API calls, remote page loads), counted for the shell's loading
// bar (spec §9: throttle 200 ms), and the API calls that failed in a row for lack of a network,
// for its network-unstable screen (spec §8). Framework-free: it is part of the first view.
let pending = 0;
let networkFailures = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** How many waits are running now. */
export const pendingCount = () => pending;

/** API calls in a row that got no answer (FETCH_ERROR or a timeout); 0 once one is answered. */
export const networkFailureCount = () => networkFailures;

export function beginPending(): void {
  pending++;
  notify();
}

/**
 * One wait is over. `network` (API calls only): true when nothing answered, false when the
 * server answered (whatever it said); left out, the failure count stays as it was.
 */
export function endPending(network?: boolean): void {
  pending = Math.max(0, pending - 1);
  if (network !== undefined) networkFailures = network ? networkFailures + 1 : 0;
  notify();
}

/** Counts a promise as a wait until it settles; returns it. */
export function trackPending<T>(promise: Promise<T>): Promise<T> {
  beginPending();
  promise.then(
    () => endPending(),
    () => endPending(),
  );
  return promise;
}

/** Called on every change of either count; returns the unsubscribe. */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
