// Where the remote store serves a build's manifest: `/remotes/<remote>/<folder>/mf-manifest.json`
// (a query ignored). The gateway reads a build's files from that folder: its declared pages
// (declared-pages.ts) and, in the registry, its hash and shared needs (stored-build.ts).
const STORE_ENTRY = /^\/remotes\/([a-z]+)\/([A-Za-z0-9_][A-Za-z0-9._-]{0,127})\/mf-manifest\.json(?:\?.*)?$/;

/** The store folder `entry` names for `remote`, or null when it names none (another remote, a URL). */
export function storeFolderOf(remote: string, entry: string): string | null {
  const stored = STORE_ENTRY.exec(entry);
  return stored && stored[1] === remote ? stored[2]! : null;
}
