// Calls `tick` every `ms` while the page is visible (a hidden tab asks the server nothing), and at
// once when it is shown again; `ms` null: never.
import { useEffect, useRef } from 'react';

export function useVisibleInterval(tick: () => void, ms: number | null) {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  }, [tick]);

  useEffect(() => {
    if (ms === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => latest.current(), ms);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const changed = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', changed);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', changed);
    };
  }, [ms]);
}
