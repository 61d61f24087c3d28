// The 404 screen's "Go back home" returns to the remembered landing route and query, kept in
// the client config (spec §3: IQ- prefix, expiry in days) through the one storage module.
import { clientStorage } from '@iq/api';

const LANDING_KEY = 'landing';

export interface RememberedLanding {
  path: string;
  examId: number;
  query: string;
}

export function rememberLanding(landing: RememberedLanding) {
  clientStorage.writeConfig(LANDING_KEY, landing);
}

/** Where "Go back home" leads: the remembered landing page with its query, else the root. */
export function homeHref(currentQuery: string): string {
  const landing = clientStorage.readConfig<RememberedLanding>(LANDING_KEY);
  if (!landing) return `/${currentQuery}`;
  return `${landing.path}${landing.query || currentQuery}`;
}
