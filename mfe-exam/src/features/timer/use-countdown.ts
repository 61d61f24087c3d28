import { useEffect, useState } from 'react';

/** Seconds left, from the server's figure when it arrived, ticking locally once a second. */
export function useCountdown(remainingAtLoad: number | undefined, loadedAt: number): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (remainingAtLoad === undefined) return undefined;
  return Math.max(0, remainingAtLoad - (now - loadedAt) / 1000);
}
