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
import { storeFolderOf } from '../domain/store-entry';
import type { ManifestRead } from './manifest-file';

const parsePages = (text: string) => parseRemotePages((JSON.parse(text) as { pages?: unknown }).pages);

/**
 * Builds are immutable (content-hashed folders): a declaration once read stays true for its
 * folder, so it is kept when the files become unreadable (a store or CDN hiccup). The pages then
 * still route, and the shell shows its "Load failed, retry" fallback instead of "Page Not Found".
 */
const KNOWN_MAX = 500;
const known = new Map<string, RemotePages>();

/**
 * A build's declared pages, from the mf-manifest.json its entry names in the store (a registry
 * build may name another version's files), else its version's folder; cached until the file
 * changes; the last one read when it is gone; null when never read or malformed.
 */
export function declaredPages(
  remotesDir: string,
  name: string,
  build: Pick<ManifestBuild, 'version' | 'entry'>,
): RemotePages | null {
  const folder = storeFolderOf(name, build.entry) ?? build.version;
  if (!folder || !SAFE_PATH_SEGMENT.test(folder)) return null;
  const file = path.join(remotesDir, name, folder, 'mf-manifest.json');
  const pages = readCachedFile(file, parsePages);
  if (!pages) return known.get(file) ?? null;
  if (known.size >= KNOWN_MAX && !known.has(file)) known.clear();
  known.set(file, pages);
  return pages;
}

/**
 * The last answer for each manifest read (the deploy file's is one frozen object per text,
 * manifest-file.ts): the same object again while each build's declaration is the same, so what
 * is derived from it (its page table, route-table.ts) is too.
 */
const lastAnswers = new WeakMap<ManifestRead, { pages: (RemotePages | null)[]; answer: ManifestRead }>();

/** The manifest with each build's `pages`; a build without a readable declaration serves no page. */
export function withDeclaredPages(read: ManifestRead, remotesDir: string): ManifestRead {
  if (!read.ok) return read;
  const builds = REMOTE_NAMES.flatMap((name) => {
    const build = read.manifest.remotes[name];
    return build ? [{ name, build, pages: declaredPages(remotesDir, name, build) }] : [];
  });
  const last = lastAnswers.get(read);
  if (last && last.pages.length === builds.length && builds.every((b, i) => b.pages === last.pages[i]))
    return last.answer;
  const remotes: RemoteManifest['remotes'] = {};
  for (const { name, build, pages } of builds) remotes[name] = pages ? { ...build, pages } : build;
  const answer: ManifestRead = { ok: true, manifest: { ...read.manifest, remotes } };
  // Shared by the requests that read the same: none may change it for the next.
  if (Object.isFrozen(read)) {
    Object.freeze(answer);
    Object.freeze(answer.manifest);
    Object.freeze(remotes);
    for (const built of Object.values(remotes)) Object.freeze(built);
    lastAnswers.set(read, { pages: builds.map((b) => b.pages), answer });
  }
  return answer;
}
