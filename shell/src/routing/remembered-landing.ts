// spec §3 "Client config": local entries carry the IQ- prefix and an expiry in days (default
// 365). The 404 screen's "Go back home" returns to the remembered landing route and query.
export const DEFAULT_EXPIRY_DAYS = 365;
const DAY_MS = 86_400_000;
const LANDING_KEY = 'IQ-landing';

interface Stored<T> {
  value: T;
  expires: number;
}

export function writeLocal<T>(key: string, value: T, days = DEFAULT_EXPIRY_DAYS, now = Date.now()) {
  try {
    localStorage.setItem(key, JSON.stringify({ value, expires: now + days * DAY_MS } satisfies Stored<T>));
  } catch {
    // Storage full or blocked (private mode): remembering is a convenience only.
  }
}

export function readLocal<T>(key: string, now = Date.now()): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored<T>;
    if (typeof stored.expires !== 'number' || stored.expires < now) {
      localStorage.removeItem(key);
      return undefined;
    }
    return stored.value;
  } catch {
    return undefined;
  }
}

export interface RememberedLanding {
  path: string;
  examId: number;
  query: string;
}

export function rememberLanding(landing: RememberedLanding) {
  writeLocal(LANDING_KEY, landing);
}

/** Where "Go back home" leads: the remembered landing page with its query, else the root. */
export function homeHref(currentQuery: string): string {
  const landing = readLocal<RememberedLanding>(LANDING_KEY);
  if (!landing) return `/${currentQuery}`;
  return `${landing.path}${landing.query || currentQuery}`;
}
