// A remote build as the store holds it (<remotesDir>/<remote>/<version>/), read by the registry
// itself (issue 40): the deploy file's live build, which the registry adopts before its first
// change of that remote, so every promote, assignment and canary has a build to return to.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_DIR, REMOTE_NAMES, type RemoteName } from '@iq/contracts';
import { readManifest } from '../../data-access/manifest-file';
import { storeFolderOf } from '../../domain/store-entry';
import { requiredShared } from '../domain/federation-shared';
import type { SharedRequirements } from '../schema';

/** What the registry records of a build it adopts (as a publish would tell it). */
export interface AdoptableBuild {
  version: string;
  entry: string;
  contentHash: string;
  shared: SharedRequirements;
}

/** Files the store adds to a build when it publishes it (compressed copies, prerendered pages). */
const addedByStore = (file: string) => /\.(br|gz)$/.test(file) || file.split(path.sep)[0] === PRERENDER_DIR;

async function filesOf(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat().sort();
}

/**
 * The build's content hash as the deploy CLI computes it over the build it publishes (sha256 of
 * each file's path and bytes, in path order): the store's own additions left out, so the stored
 * build hashes as it was built. `sha256-<hex>`.
 */
export async function storedBuildHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesOf(dir)).filter((f) => !addedByStore(f))) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return `sha256-${hash.digest('hex')}`;
}

/**
 * The deploy file's live build of `remote`, read from the store: null when the file names none,
 * or the store does not hold it as a Module Federation build (nothing to adopt).
 */
export async function deployFileBuild(
  manifestFile: string,
  remotesDir: string,
  remote: string,
): Promise<AdoptableBuild | null> {
  if (!REMOTE_NAMES.includes(remote as RemoteName)) return null;
  const read = await readManifest(manifestFile);
  const live = read.ok ? read.manifest.remotes[remote as RemoteName] : undefined;
  if (!live) return null;
  const dir = path.join(remotesDir, remote, live.version);
  try {
    const manifest: unknown = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    return {
      version: live.version,
      entry: live.entry,
      contentHash: await storedBuildHash(dir),
      shared: requiredShared(manifest),
    };
  } catch {
    return null;
  }
}

/** What the registry reads of a build in the store itself, instead of believing a publisher. */
export interface StoredBuildFacts {
  contentHash: string;
  shared: SharedRequirements;
  /** The Module Federation container's name (`mfe_<remote>` for this platform's remotes). */
  container: string | null;
}

/**
 * The build `entry` names in the store, as its files say (issue 40); null when the entry is not a
 * build of `remote` in this store, or its mf-manifest.json is missing or is no Module Federation
 * manifest.
 */
export async function readStoredBuild(
  remotesDir: string,
  remote: string,
  entry: string,
): Promise<StoredBuildFacts | null> {
  const folder = storeFolderOf(remote, entry);
  if (!folder || !REMOTE_NAMES.includes(remote as RemoteName)) return null;
  const dir = path.join(remotesDir, remote, folder);
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
      name?: unknown;
    };
    return {
      contentHash: await storedBuildHash(dir),
      shared: requiredShared(manifest),
      container: typeof manifest.name === 'string' ? manifest.name : null,
    };
  } catch {
    return null;
  }
}

const storeLookups = new Map<string, { found: boolean; at: number }>();
/** How long the store's answer for a build is trusted (a build is never removed while it serves). */
const STORE_LOOKUP_TTL_MS = 60_000;

/**
 * True when the store holds `remote`'s build `version` (its mf-manifest.json): a beacon may name
 * the deploy file's builds, which the registry publishes only when it adopts one (issue 41).
 * Answers are remembered for a minute, so a page view costs no file system call.
 */
export function storeHasBuild(remotesDir: string, remote: string, version: string): boolean {
  if (
    !(REMOTE_NAMES as readonly string[]).includes(remote) ||
    !/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/.test(version)
  )
    return false;
  const key = `${remotesDir}\n${remote}\n${version}`;
  const at = Date.now();
  const known = storeLookups.get(key);
  if (known && at - known.at < STORE_LOOKUP_TTL_MS) return known.found;
  const found = existsSync(path.join(remotesDir, remote, version, 'mf-manifest.json'));
  if (storeLookups.size > 10_000) storeLookups.clear();
  storeLookups.set(key, { found, at });
  return found;
}
