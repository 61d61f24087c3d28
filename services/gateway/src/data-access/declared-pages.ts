// Routes belong to the remotes (issue 14): each build publishes its declared pages in its
// mf-manifest.json. The manifest the gateway serves carries them per remote, so the shell builds
// its route table from the live builds' declarations (no shell rebuild for a new page), and the
// gateway routes the page request (404 status, preloads, prerendered HTML) from the same table.
import path from 'node:path';
import {
  parseRemotePages,
  REMOTE_NAMES,
  type ManifestBuild,
  type RemoteManifest,
  type RemotePages,
} from '@iq/contracts';
import { readCachedFile } from './cached-file';
import { SAFE_PATH_SEGMENT } from '../domain/cache-policy';
import type { ManifestRead } from './manifest-file';

const parsePages = (text: string) => parseRemotePages((JSON.parse(text) as { pages?: unknown }).pages);

/** `/remotes/<name>/<folder>/mf-manifest.json` (query ignored): the store folder an entry names. */
const STORE_ENTRY = /^\/remotes\/([a-z]+)\/([A-Za-z0-9_][A-Za-z0-9._-]{0,127})\/mf-manifest\.json(?:\?.*)?$/;

/**
 * A build's declared pages, from the mf-manifest.json its entry names in the store (a registry
 * build may name another version's files), else its version's folder; cached until the file
 * changes; null when absent or malformed.
 */
function declaredPages(remotesDir: string, name: string, build: ManifestBuild): RemotePages | null {
  const stored = STORE_ENTRY.exec(build.entry);
  const folder = stored && stored[1] === name ? stored[2] : build.version;
  if (!folder || !SAFE_PATH_SEGMENT.test(folder)) return null;
  return readCachedFile(path.join(remotesDir, name, folder, 'mf-manifest.json'), parsePages);
}

/** The manifest with each build's `pages`; a build without a readable declaration serves no page. */
export function withDeclaredPages(read: ManifestRead, remotesDir: string): ManifestRead {
  if (!read.ok) return read;
  const remotes: RemoteManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const build = read.manifest.remotes[name];
    if (!build) continue;
    const pages = declaredPages(remotesDir, name, build);
    remotes[name] = pages ? { ...build, pages } : build;
  }
  return { ok: true, manifest: { ...read.manifest, remotes } };
}
