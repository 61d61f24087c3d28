// ARCHITECTURE.md "Manifest": entry files are never cached; content-hashed files are forever.
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Cache-Control of a file in a remote's build (versioned folder: everything but entries is fixed). */
export function remoteAssetCacheControl(fileName: string): string {
  return REMOTE_ENTRY_FILES.has(fileName) ? NO_CACHE : IMMUTABLE;
}

// webpack's [contenthash] in a file name: main.3f2a1b9c.js, 123.3f2a1b9c4d.chunk.css …
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[A-Za-z0-9.]+$/;

/** Cache-Control of a shell file (not versioned by folder: only hashed names may be cached). */
export function shellAssetCacheControl(fileName: string): string {
  return HASHED_NAME.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/** A path segment we serve from disk: no dot files (so no `.` or `..`), no separators. */
export const SAFE_PATH_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
