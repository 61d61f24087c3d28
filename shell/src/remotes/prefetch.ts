// After the first view (issue 9): the code the visitor is likely to need next is fetched while
// they read, so "Start the test" opens the instructions without waiting for code.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { afterFirstView, matchPageRoute, type RemoteManifest, type RemoteName } from '@iq/contracts';
import { containerName } from './remote-manifest';
import { routeTable } from '../routing/route-table';

export interface NextPage {
  remote: RemoteName;
  module: string;
}

/** The page a visitor of `pathname` most likely opens next: from a landing page, the test. */
export function nextPagesOf(pathname: string): NextPage[] {
  const route = matchPageRoute(routeTable(), pathname)?.route;
  if (route?.remote === 'landing' && (route.module === './Home' || route.module === './Landing')) {
    return [{ remote: 'exam', module: './Instructions' }];
  }
  return [];
}

export interface PrefetchDeps {
  whenReady?: () => Promise<void>;
  /** RTK Query and the shared endpoints: every screen past the landing page calls the server. */
  loadQuery?: () => Promise<unknown>;
  preload?: typeof preloadRemote;
}

/**
 * Once the first view is done: RTK Query, then the next page's remote entry and page module
 * (its mf-manifest.json tells the federation runtime which files). Best effort: a failure here
 * only means the code is fetched when it is needed.
 */
export async function prefetchAfterFirstView(
  pathname: string,
  manifest: RemoteManifest,
  {
    whenReady = afterFirstView,
    loadQuery = () => import('@iq/api/query'),
    preload = preloadRemote,
  }: PrefetchDeps = {},
): Promise<void> {
  try {
    await whenReady();
    await loadQuery();
    const next = nextPagesOf(pathname).filter((page) => manifest.remotes[page.remote]);
    if (next.length === 0) return;
    await preload(
      next.map((page) => ({
        nameOrAlias: containerName(page.remote),
        exposes: [page.module],
        resourceCategory: 'sync' as const,
      })),
    );
  } catch {
    // the code loads on demand instead
  }
}
