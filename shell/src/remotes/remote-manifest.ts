// Remotes are located at run time (ARCHITECTURE.md "Manifest"): the gateway embeds the live
// manifest in the page as JSON data; without it (shell dev server) it is fetched.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  parseRemotePages,
  REMOTE_NAMES,
  remoteContainerName,
  type RemoteManifest,
  type RemoteName,
  type RemotePages,
} from '@iq/contracts';
import { fallbackToLiveBuild, strictManifestFetch } from './runtime-plugins';

/** The name the shell loads a remote by (@iq/contracts: the one spelling of it). */
export const containerName = remoteContainerName;

type Build = { version: string; entry: string; pages?: RemotePages };
/** With the registry (issue 14), a canary build carries the live build to load if it fails. */
export interface ShellManifest extends RemoteManifest {
  remotes: Partial<Record<RemoteName, Build & { fallback?: Build }>>;
  /** The landing variant the gateway composed it for (its /mf/version answer depends on it). */
  variant?: string;
}

const buildOf = (item: unknown): Build | undefined => {
  const { version, entry } = (item ?? {}) as { version?: unknown; entry?: unknown };
  return typeof entry === 'string' && typeof version === 'string' ? { version, entry } : undefined;
};

export function parseRemoteManifest(value: unknown): ShellManifest {
  const remotes: ShellManifest['remotes'] = {};
  const raw = (value as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  for (const name of REMOTE_NAMES) {
    const build = buildOf(raw[name]);
    if (!build) continue;
    const { fallback: rawFallback, pages: rawPages } = raw[name] as { fallback?: unknown; pages?: unknown };
    // The pages the build declares (issue 14): the route table is built from them.
    const pages = parseRemotePages(rawPages);
    const fallback = buildOf(rawFallback);
    remotes[name] = { ...build, ...(pages ? { pages } : {}), ...(fallback ? { fallback } : {}) };
  }
  const variant = (value as { variant?: unknown } | null)?.variant;
  return typeof variant === 'string' && /^[a-z0-9_]{1,64}$/.test(variant)
    ? { remotes, variant }
    : { remotes };
}

export async function readRemoteManifest(doc: Document): Promise<ShellManifest> {
  const embedded = doc.getElementById('mf-manifest')?.textContent;
  if (embedded) return parseRemoteManifest(JSON.parse(embedded));
  const response = await fetch('/mf/manifest', { cache: 'no-store' });
  return parseRemoteManifest(await response.json());
}

/** `onFallback`: a remote's canary failed to load and its live build serves (issue 41). */
export function registerManifestRemotes(manifest: ShellManifest, onFallback?: (remote: RemoteName) => void) {
  const fallbacks = new Map<string, string>();
  for (const [name, remote] of Object.entries(manifest.remotes))
    if (remote.fallback)
      fallbacks.set(
        containerName(name as RemoteName),
        new URL(remote.fallback.entry, window.location.href).href,
      );
  const fellBack = (container: string) => {
    const remote = REMOTE_NAMES.find((name) => containerName(name) === container);
    if (remote) onFallback?.(remote);
  };
  registerPlugins([strictManifestFetch(), fallbackToLiveBuild(fallbacks, fellBack)]);
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, remote]) => ({
      name: containerName(name as RemoteName),
      entry: new URL(remote.entry, window.location.href).href,
    })),
  );
}
