import { lazy, Suspense, useEffect, useState } from 'react';
import { networkFailureCount, subscribePending } from '@iq/api';
import { useHydrated } from '../remotes/prerendered';

// The screen itself loads when it is needed: the first view only listens.
const NetworkUnstable = lazy(() =>
  import('./network-unstable').then((m) => ({ default: m.NetworkUnstable })),
);

/** API calls in a row without an answer that make the connection "unstable" (spec §8). */
const FAILURES_SHOWN = 2;

/**
 * spec §8 "Network unstable": shown when the browser goes offline or two API calls in a row
 * get no answer; gone when the browser is back online or a call is answered again.
 */
export function NetworkStatus() {
  const [down, setDown] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const hydrated = useHydrated();
  useEffect(() => {
    const up = () => setDown(false);
    const off = () => setDown(true);
    // On a change of the count only: a Refresh hides the screen while its calls still run.
    let last = networkFailureCount();
    const calls = () => {
      const failures = networkFailureCount();
      if (failures === last) return;
      last = failures;
      if (failures >= FAILURES_SHOWN) setDown(true);
      else if (failures === 0 && navigator.onLine) setDown(false);
    };
    window.addEventListener('online', up);
    window.addEventListener('offline', off);
    const stop = subscribePending(calls);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', off);
      stop();
    };
  }, []);
  if (!down || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NetworkUnstable onBack={() => setDown(false)} />
    </Suspense>
  );
}
