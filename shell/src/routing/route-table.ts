// The shell's route table (issue 14): built at start from the pages the live remotes declare
// (the served manifest carries each build's declaration), not compiled into the shell, so a
// remote that adds a page needs no shell build. Set once per page load, before the first render.
import { EMPTY_ROUTE_TABLE, manifestRouteTable, type RemoteManifest, type RouteTable } from '@iq/contracts';

let table: RouteTable = EMPTY_ROUTE_TABLE;

/** Builds the table from the manifest's declarations; returns it. */
export function setRouteTable(manifest: RemoteManifest): RouteTable {
  table = manifestRouteTable(manifest);
  return table;
}

/** The table of this page load (empty before the manifest is read). */
export const routeTable = (): RouteTable => table;
