import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { networkFailureCount, subscribePending } from '@iq/api';
import { afterFirstView } from '@iq/contracts';
import { useHydrated } from '../remotes/prerendered';
import styles from './network-status.module.css';

type Screen = typeof import('./network-unstable').NetworkUnstable;
let screen: Screen | null = null;

// The first view only listens. The screen is an 'idle-' chunk (never preloaded with the page,
// services/gateway preload-links.ts), fetched once the page works, so it is there when the
// connection is not; a failed fetch is tried again at the next change of the connection.
const loadScreen = () =>
  import(/* webpackChunkName: "idle-network-unstable" */ './network-unstable').then((m) => {
    screen = m.NetworkUnstable;
  });

/** API calls in a row without an answer that make the connection "unstable" (spec §8). */
const FAILURES_SHOWN = 2;

/**
 * spec §8 "Network unstable": shown when the browser goes offline or two API calls in a row
 * get no answer; gone when the browser is back online or a call is answered again.
 */
export function NetworkStatus() {
  const [down, setDown] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (screen) return;
    // Offline already: fetch now (it may still come from the cache); otherwise after the first view.
    (down ? Promise.resolve() : afterFirstView()).then(loadScreen).then(
      () => setLoaded(true),
      () => undefined,
    );
  }, [down]);
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
  const Loaded = screen;
  if (Loaded) return <Loaded onBack={() => setDown(false)} />;
  // Offline before the screen's code arrived: the message alone.
  return (
    <p className={styles.overlay} role="alert" data-testid="network-unstable">
      {t('network.disconnected')}
    </p>
  );
}
