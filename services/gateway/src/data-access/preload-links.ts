// Round trips before the first view (bench/bundle): the page would otherwise fetch main.js,
// then the shared chunks, then the remote's mf-manifest.json, then its remoteEntry.js, then
// the page module, one after another. The gateway knows the route and the live builds, so it
// lists all of them in the HTML and the browser fetches them at once.
import fs from 'node:fs';
import path from 'node:path';
import { readCachedFile } from './cached-file';
import { validPageMatch, type RemoteManifest } from '@iq/contracts';
import { routeTableFor } from '../domain/route-table';

interface FederationAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface BuildManifest {
  exposes?: { name: string; assets?: FederationAssets }[];
  metaData?: { remoteEntry?: { name?: string } };
}

/** Reads a build's mf-manifest.json, cached until the file changes; null when absent or broken. */
const parseBuildManifest = (text: string) => JSON.parse(text) as BuildManifest;
const readBuildManifest = (file: string) => readCachedFile(file, parseBuildManifest);

const SAFE_URL = /^\/[A-Za-z0-9._~/-]*$/;
const scriptLink = (href: string) => `<link rel="preload" as="script" href="${href}">`;
const styleLink = (href: string) => `<link rel="preload" as="style" href="${href}">`;
const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}">`;
const fetchLink = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;

const chunkCache = new Map<string, { mtimeMs: number; files: string[] }>();

/**
 * Chunks the shell names 'deferred-…' (shared/mf-build: RTK Query): a landing page loads them
 * after its first view (its server calls wait for it), every other page calls the server at
 * once, so for those pages they are preloaded with the rest.
 */
const DEFERRED_PREFIX = 'deferred-';
const DEFERS_SERVER_CODE: ReadonlySet<string> = new Set(['landing']);
/**
 * Chunks the shell names 'idle-…' (the new-version watch, shell/src/version) load when the page
 * is idle after its first view: never preloaded, neither their scripts nor their styles.
 */
const IDLE_PREFIX = 'idle-';
/** Chunks of the shell's own pages ('page-…': the registry's admin page and its strings): never preloaded. */
const PAGE_PREFIX = 'page-';
const preloadable = (file: string) => !file.startsWith(IDLE_PREFIX) && !file.startsWith(PAGE_PREFIX);
/** The shell's strings of one locale, 'common-<locale>.<hash>.js' (@iq/i18n common-resources.ts). */
const LOCALE_PREFIX = 'common-';

/**
 * Every browser chunk of the shell but its entry (which the HTML loads itself) and the locales'
 * strings (one is added per page): the shared libraries and the pieces webpack split off them. Files that
 * are not browser chunks (the federation plugin also emits a CommonJS copy of a shared fallback)
 * are left out: only files that register with webpack's JSONP loader count.
 */
function shellChunks(shellDir: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(path.join(shellDir, 'index.html')).mtimeMs;
  } catch {
    return [];
  }
  const hit = chunkCache.get(shellDir);
  if (hit && hit.mtimeMs === mtimeMs) return hit.files;
  const files = fs
    .readdirSync(shellDir)
    .filter((file) => file.endsWith('.js') && !file.startsWith('main.'))
    .filter((file) => !file.startsWith(LOCALE_PREFIX) && preloadable(file))
    .filter((file) => isBrowserChunk(path.join(shellDir, file)))
    .sort();
  chunkCache.set(shellDir, { mtimeMs, files });
  return files;
}

/**
 * The shell's CSS files but its entry's (which the HTML links itself): the shared design
 * system's styles, which the chrome and every page use, split off by webpack with its chunk.
 */
/**
 * The shell folder's file names, read again when index.html changes (a build rewrites it, as
 * `shellChunks` relies on); read afresh each time when it is missing.
 */
const listingCache = new Map<string, { mtimeMs: number; files: string[] }>();
function shellFiles(shellDir: string): string[] {
  let mtimeMs: number | null;
  try {
    mtimeMs = fs.statSync(path.join(shellDir, 'index.html')).mtimeMs;
  } catch {
    mtimeMs = null;
  }
  const hit = listingCache.get(shellDir);
  if (mtimeMs !== null && hit?.mtimeMs === mtimeMs) return hit.files;
  const files = fs.readdirSync(shellDir);
  if (mtimeMs !== null) listingCache.set(shellDir, { mtimeMs, files });
  return files;
}

/** The chunk of one locale's shell strings, or null (English is in the bundle). */
function localeChunk(shellDir: string, locale: string | undefined): string | null {
  if (!locale) return null;
  let files: string[];
  try {
    files = shellFiles(shellDir);
  } catch {
    return null;
  }
  const prefix = `${LOCALE_PREFIX}${locale}.`;
  return files.find((file) => file.startsWith(prefix) && file.endsWith('.js')) ?? null;
}

function shellStyles(shellDir: string): string[] {
  let files: string[];
  try {
    files = shellFiles(shellDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.css') && !file.startsWith('main.') && preloadable(file))
    .sort();
}

function isBrowserChunk(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return head.subarray(0, read).toString('utf8').includes('self.webpackChunk');
  } finally {
    fs.closeSync(handle);
  }
}

export interface PreloadOptions {
  shellDir: string;
  remotesDir: string;
  manifest: RemoteManifest;
  pathname: string;
  /**
   * How the page's CSS is linked: preloaded (the page renders on the client), or as stylesheets
   * when its HTML is in the page already (prerendered, issue 9) and must be styled at first paint.
   */
  pageStyles?: 'preload' | 'stylesheet';
  /** The locale the page will render in (request-locale.ts): its strings are preloaded too. */
  locale?: string;
}

/** What one page loads before its first view, as plain same-origin paths. */
export interface PageAssets {
  fetches: string[];
  scripts: string[];
  styles: string[];
}

/** The assets of one page: the shell's chunks and styles, and the route's remote page. */
export function pageAssets({ shellDir, remotesDir, manifest, pathname, locale }: PreloadOptions): PageAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  const fetches: string[] = [];
  const match = validPageMatch(routeTableFor(manifest), pathname);
  const live = match ? manifest.remotes[match.route.remote] : undefined;
  const withDeferred = Boolean(match && live && !DEFERS_SERVER_CODE.has(match.route.remote));
  scripts.push(
    ...shellChunks(shellDir)
      .filter((file) => withDeferred || !file.startsWith(DEFERRED_PREFIX))
      .map((file) => `/${file}`),
  );
  const strings = localeChunk(shellDir, locale);
  if (strings) scripts.push(`/${strings}`);
  styles.push(...shellStyles(shellDir).map((file) => `/${file}`));

  if (match && live) {
    const base = `/remotes/${match.route.remote}/${live.version}/`;
    const remote = readBuildManifest(
      path.join(remotesDir, match.route.remote, live.version, 'mf-manifest.json'),
    );
    if (remote) {
      fetches.push(`${base}mf-manifest.json`);
      scripts.push(`${base}${remote.metaData?.remoteEntry?.name || 'remoteEntry.js'}`);
      const exposeName = match.route.module.replace(/^\.\//, '');
      const expose = remote.exposes?.find((e) => e.name === exposeName);
      scripts.push(...(expose?.assets?.js?.sync ?? []).map((f) => `${base}${f}`));
      styles.push(...(expose?.assets?.css?.sync ?? []).map((f) => `${base}${f}`));
    }
  }
  // Only plain same-origin paths ever reach the HTML.
  const safe = (href: string) => SAFE_URL.test(href) && !href.includes('..');
  return { fetches: fetches.filter(safe), scripts: scripts.filter(safe), styles: styles.filter(safe) };
}

/** The links for a page's assets: preloads, and its CSS as preloads or stylesheets. */
export function assetLinks(
  { fetches, scripts, styles }: PageAssets,
  pageStyles: PreloadOptions['pageStyles'] = 'preload',
): string[] {
  return [
    ...fetches.map(fetchLink),
    ...scripts.map(scriptLink),
    ...styles.map(pageStyles === 'stylesheet' ? stylesheetLink : styleLink),
  ];
}

/** The preload links for one page (see pageAssets). */
export function preloadLinks(options: PreloadOptions): string[] {
  return assetLinks(pageAssets(options), options.pageStyles);
}
