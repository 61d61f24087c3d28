// Files of builds the gateway reads on every page request (mf-manifest.json of the live remotes,
// prerendered pages, shell templates): read once and kept until the file changes (its mtime).
import fs from 'node:fs';

const MAX_CACHED = 2_000;
type Cache = Map<string, { mtimeMs: number; value: unknown }>;
/** One cache per parser: two readers of one file (a build's mf-manifest.json) keep their own values. */
const caches = new WeakMap<(text: string) => unknown, Cache>();

/**
 * The file's text passed through `parse`, cached per file and parser until the file's mtime
 * changes; null when the file is absent or unreadable, or when `parse` throws. Pass a parser
 * defined once (module level): each new function starts a cache of its own.
 */
export function readCachedFile<T>(file: string, parse: (text: string) => T): T | null {
  let cache = caches.get(parse);
  if (!cache) caches.set(parse, (cache = new Map()));
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T | null;
  let value: T | null;
  try {
    value = parse(fs.readFileSync(file, 'utf8'));
  } catch {
    value = null;
  }
  if (cache.size >= MAX_CACHED) cache.clear(); // old versions' files are read no more
  cache.set(file, { mtimeMs, value });
  return value;
}
