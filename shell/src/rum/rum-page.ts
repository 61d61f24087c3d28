// Issue 41: what a beacon says about the page of a pathname: its route id, the remote serving it
// and the funnel step it is (landing pages recognised as the view_content event does).
import { funnelStepOfPage, validPageMatch, type FunnelStep, type RemoteName } from '@iq/contracts';
import { routeTable } from '../routing/route-table';
import { landingViewOf } from '../tracking/page-view';

export interface RumPage {
  route: string;
  remote: RemoteName;
  step: FunnelStep | null;
}

/** The remote page at `pathname`, or null (no valid page of a remote: a 404, the admin page). */
export function rumPageOf(pathname: string): RumPage | null {
  const match = validPageMatch(routeTable(), pathname);
  if (!match) return null;
  const { id, remote } = match.route;
  const landing = remote === 'landing' && landingViewOf(pathname) !== null;
  return { route: id, remote, step: funnelStepOfPage({ remote, id, landing }) };
}
