// The page table of a manifest, built once per manifest object: a page request asks for it three
// times (its status, its preloads, its prerendered HTML), and the deploy file's manifest is one
// object for as long as the file and the builds' declarations stay the same (declared-pages.ts).
import { manifestRouteTable, type RemoteManifest, type RouteTable } from '@iq/contracts';

const tables = new WeakMap<RemoteManifest, RouteTable>();

/** Frozen: every request of the manifest shares it. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** manifestRouteTable, kept per manifest object. */
export function routeTableFor(manifest: RemoteManifest | null | undefined): RouteTable {
  if (!manifest) return manifestRouteTable(manifest);
  let table = tables.get(manifest);
  if (!table) tables.set(manifest, (table = frozen(manifestRouteTable(manifest))));
  return table;
}
