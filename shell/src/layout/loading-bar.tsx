import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingCount, subscribePending } from '@iq/api';
import styles from './loading-bar.module.css';

const THROTTLE_MS = 200; // spec §9 loading indicator throttle
const DONE_MS = 300; // the bar fills and fades (CSS) before it goes

const IDLE = 0;
const THROTTLED = 1;
const RUNNING = 2;
const DONE = 3;

/**
 * The thin bar at the top while the visitor waits for an API call or a page's code
 * (@iq/api's pending count): only for waits longer than 200 ms, one bar for overlapping ones.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState(IDLE);
  useEffect(() => {
    let current = IDLE;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = (next: number, after?: number, then = IDLE) => {
      current = next;
      setPhase(next);
      clearTimeout(timer);
      timer = after === undefined ? undefined : setTimeout(() => enter(then), after);
    };
    const update = () => {
      const busy = pendingCount() > 0;
      if (busy && current === IDLE) enter(THROTTLED, THROTTLE_MS, RUNNING);
      else if (busy && current === DONE) enter(RUNNING);
      else if (!busy && current === THROTTLED) enter(IDLE);
      else if (!busy && current === RUNNING) enter(DONE, DONE_MS);
    };
    update();
    const stop = subscribePending(update);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  if (phase < RUNNING) return null;
  // A status, not a progressbar: it has no value to tell, and pages have progress bars of their own.
  return phase === RUNNING ? (
    <div role="status" className={styles.bar} data-testid="loading-bar">
      <span className={styles.label}>{t('remote.loading')}</span>
    </div>
  ) : (
    <div className={`${styles.bar} ${styles.done}`} data-testid="loading-bar" aria-hidden="true" />
  );
}
