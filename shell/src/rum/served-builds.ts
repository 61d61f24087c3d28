// Issue 41: which build of each remote served the visitor. A canary that failed to load gave way
// to its live build (remotes/runtime-plugins.ts fallbackToLiveBuild): from then on the live build
// is the one named, and the canary's version is reported as a load failure.
import type { RemoteName } from '@iq/contracts';
import type { ShellManifest } from '../remotes/remote-manifest';

type Versions = Partial<Record<RemoteName, string>>;

/** Each remote of the manifest with its build (and, for a canary, the live build to fall back to). */
export const buildsOf = (manifest: ShellManifest) =>
  Object.entries(manifest.remotes) as [RemoteName, NonNullable<ShellManifest['remotes'][RemoteName]>][];

/** The version of each remote of the visitor's manifest that serves it now. */
export function servedBuilds(manifest: ShellManifest, fellBack: ReadonlySet<RemoteName>): Versions {
  const served: Versions = {};
  for (const [remote, build] of buildsOf(manifest))
    served[remote] = fellBack.has(remote) && build.fallback ? build.fallback.version : build.version;
  return served;
}

/** The version of each remote's build that failed to load (the live build served instead). */
export function failedBuilds(manifest: ShellManifest, fellBack: ReadonlySet<RemoteName>): Versions {
  const failed: Versions = {};
  for (const [remote, build] of buildsOf(manifest))
    if (fellBack.has(remote) && build.fallback) failed[remote] = build.version;
  return failed;
}
