// What the registry (issue 14) says about retention: the builds that serve someone now (live,
// canary, assigned to a variant) are never pruned, and a build that stopped serving counts from
// its last change in the audit log. Read through the admin API with the registry CLI's saved
// sign-in; a registry that cannot be read stops the prune (never guess what is unused).
import { REMOTES } from './paths.mjs';
import { callRegistry, RegistryCliError } from './registry-http.mjs';
import { readSession, sessionFile } from './registry-session.mjs';

/** The store folder a build's entry names (`/remotes/<name>/<folder>/mf-manifest.json`), else its version. */
const folderOf = (name, build) =>
  new RegExp(`^/remotes/${name}/([A-Za-z0-9._-]+)/mf-manifest\\.json`).exec(build.entry)?.[1] ??
  build.version;

/** { protect: { name: Set }, lastServed: { name: Map<folder, Date> } } from the registry. */
export async function registryProtection(env = process.env, fetchImpl = fetch) {
  const session = readSession(sessionFile(env));
  if (!session)
    throw new RegistryCliError(
      '--registry: log in first (npm run registry -- login --url <gateway> --email <you>)',
    );
  const call = (path) =>
    callRegistry({ base: session.url, path, headers: { cookie: session.cookie }, fetchImpl }).then(
      (r) => r.data,
    );
  const protect = {};
  const lastServed = {};
  for (const name of REMOTES) {
    const { builds } = await call(`/remotes/${name}/builds`);
    const folders = new Map(builds.map((build) => [build.version, folderOf(name, build)]));
    protect[name] = new Set(
      builds
        .filter((b) => b.live || b.canaryShare !== null || b.variants.length > 0)
        .map((b) => folders.get(b.version)),
    );
    const last = new Map();
    const { entries } = await call(`/history?remote=${name}&limit=500`);
    for (const entry of entries) {
      for (const ref of [entry.before, entry.after]) {
        const folder = ref && typeof ref === 'object' ? folders.get(ref.version) : undefined;
        const at = new Date(entry.at);
        if (folder && !(last.get(folder) >= at)) last.set(folder, at);
      }
    }
    lastServed[name] = last;
  }
  return { protect, lastServed };
}
