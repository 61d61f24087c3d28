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
  const loading = loadRemote<{ default: PageComponent }>(key).then(async (mod) => {
    if (!mod?.default) throw new Error(`${key} has no default export`);
    await stylesheetsSettled();
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

/** The longest a page waits for its stylesheets: past it, the page shows with what has come. */
export const STYLESHEET_WAIT_MS = 10_000;

/**
 * Resolves once every stylesheet link of the document has loaded or failed (or after `timeoutMs`).
 * The federation runtime adds a remote page's stylesheet links when it loads the page without
 * waiting for them, and the remote's own chunk loader then takes a link it finds for a loaded
 * one: on a slow network the page rendered unstyled, and moved when its CSS came (its heading's
 * default margin, 21 px, collapsed through the page frame). The page is shown once they are in.
 */
export function stylesheetsSettled(doc: Document = document, timeoutMs = STYLESHEET_WAIT_MS): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet && !fetched(link.href),
  );
  if (!pending.length) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, timeoutMs);
    const settled = () => {
      left -= 1;
      if (left) return;
      clearTimeout(timer);
      resolve();
    };
    for (const link of pending) {
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    }
  });
}

/** A link whose answer has ended without a sheet (it failed): its events are past, none will come. */
const fetched = (href: string) =>
  typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(href).length > 0;
