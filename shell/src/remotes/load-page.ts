// Loads an exposed page module of a remote through the federation runtime. A failed load is
// not cached, so "Retry" asks the runtime again (the runtime also drops failed entries).
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  manifestRouteTable,
  validPageMatch,
  type RemoteManifest,
  type RemoteName,
  type RemotePageProps,
} from '@iq/contracts';
import { containerName } from './remote-manifest';

export type PageComponent = ComponentType<RemotePageProps>;

const loaded = new Map<string, PageComponent>();
const pending = new Map<string, Promise<PageComponent>>();

const keyOf = (remote: RemoteName, module: string) =>
  `${containerName(remote)}/${module.replace(/^\.\//, '')}`;

export function loadedPage(remote: RemoteName, module: string): PageComponent | undefined {
  return loaded.get(keyOf(remote, module));
}

export function loadPage(remote: RemoteName, module: string): Promise<PageComponent> {
  const key = keyOf(remote, module);
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = loadRemote<{ default: PageComponent }>(key).then((mod) => {
    if (!mod?.default) throw new Error(`${key} has no default export`);
    loaded.set(key, mod.default);
    return mod.default;
  });
  pending.set(key, loading);
  loading.catch(() => pending.delete(key));
  return loading;
}

/**
 * Starts loading the page module of the route at `pathname` (a valid page of a live remote),
 * so its remote's code runs while the shell still initialises and the first render has the
 * page instead of a placeholder followed by a second pass (the gateway preloads these files
 * with the HTML). Resolves when the page is in, when it failed (its own load shows the
 * fallback and retries), or after `waitMs`, so a slow remote never holds the shell back.
 */
export function preloadRoutePage(pathname: string, manifest: RemoteManifest, waitMs: number): Promise<void> {
  const match = validPageMatch(manifestRouteTable(manifest), pathname);
  if (!match || !manifest.remotes[match.route.remote]) return Promise.resolve();
  const loading = loadPage(match.route.remote, match.route.module).then(
    () => undefined,
    () => undefined,
  );
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void loading.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
