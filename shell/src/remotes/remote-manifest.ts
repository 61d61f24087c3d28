// Remotes are located at run time (ARCHITECTURE.md "Manifest"): the gateway embeds the live
// manifest in the page as JSON data; without it (shell dev server) it is fetched.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@iq/contracts';
import { strictManifestFetch } from './runtime-plugins';

export const containerName = (remote: RemoteName) => `mfe_${remote}`;

export function parseRemoteManifest(value: unknown): RemoteManifest {
  const remotes: RemoteManifest['remotes'] = {};
  const raw = (value as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  for (const name of REMOTE_NAMES) {
    const item = raw[name] as { version?: unknown; entry?: unknown } | undefined;
    if (item && typeof item.entry === 'string' && typeof item.version === 'string') {
      remotes[name] = { version: item.version, entry: item.entry };
    }
  }
  return { remotes };
}

export async function readRemoteManifest(doc: Document): Promise<RemoteManifest> {
  const embedded = doc.getElementById('mf-manifest')?.textContent;
  if (embedded) return parseRemoteManifest(JSON.parse(embedded));
  const response = await fetch('/mf/manifest', { cache: 'no-store' });
  return parseRemoteManifest(await response.json());
}

export function registerManifestRemotes(manifest: RemoteManifest) {
  registerPlugins([strictManifestFetch()]);
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, remote]) => ({
      name: containerName(name as RemoteName),
      entry: new URL(remote.entry, window.location.href).href,
    })),
  );
}
