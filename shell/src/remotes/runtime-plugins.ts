// Federation runtime plugins of the shell (CONVENTIONS.md: failure handling as small plugins).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime reads any answer to a remote's mf-manifest.json as JSON, so a 404 page becomes an
 * "invalid manifest" that it then remembers for the rest of the visit: "Retry" could never
 * recover once the files are back. Failing the fetch on a non-2xx answer turns it into a load
 * error, which the runtime does not cache.
 */
export function strictManifestFetch(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'iq-strict-manifest-fetch',
    async fetch(url, init) {
      const response = await fetchImpl(url, init);
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },
  };
}

/**
 * Issue 14: a canary build that fails to load gives way to the live build (its `fallback` in
 * the manifest), once per visit: the remote is re-pointed at the live entry and loaded again.
 * Issue 41: `onFallback` hears of it (by container name), so the page-view beacon names both.
 */
export function fallbackToLiveBuild(
  fallbacks: Map<string, string>,
  onFallback?: (name: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'iq-fallback-to-live-build',
    async errorLoadRemote({ id, lifecycle, origin }) {
      const name = id.split('/')[0]!;
      const entry = fallbacks.get(name);
      if (lifecycle !== 'onLoad' || !entry) return undefined;
      fallbacks.delete(name);
      onFallback?.(name);
      origin.registerRemotes([{ name, entry }], { force: true });
      return origin.loadRemote(id);
    },
  };
}
