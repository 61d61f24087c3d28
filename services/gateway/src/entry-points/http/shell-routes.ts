// The shell: its built files, and index.html (with the live manifest) for every page request.
import { statSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import {
  EARLY_EXAM_START,
  FIRST_QUESTION,
  validPageMatch,
  type StartExamSessionResponse,
  type TrackingConfig,
} from '@iq/contracts';
import { routeTableFor } from '../../domain/route-table';
import { prerenderedPage, type PrerenderedPage } from '../../data-access/prerendered-page';
import { firstQuestionPage, servedBlock } from '../../data-access/first-question-page';
import type { PageSessionStart } from '../../data-access/page-session-start';
import { cookieValue } from '../../domain/session-cookie';
import { readCachedFile } from '../../data-access/cached-file';
import { requestLocale } from '../../domain/request-locale';
import { requestLog, sendError } from '@iq/service-common';
import type { ManifestSource } from '../../data-access/manifest-source';
import { variantOfPath } from '../../registry/domain/visitor-manifest';
import { NO_CACHE, SAFE_PATH_SEGMENT, shellAssetCacheControl } from '../../domain/cache-policy';
import { injectManifest, injectPrerenderData } from '../../domain/html-manifest';
import { assetLinks, pageAssets } from '../../data-access/preload-links';
import { loadCodeAfterPaint } from '../../domain/after-paint';
import { EARLY_START_SCRIPT, earlyStartRequest, injectEarlyStart } from '../../domain/early-start';
import { injectTrackingConfig } from '../../domain/tracking-config';
import { injectShellBuild, shellBuildId } from '../../domain/shell-build';
import { sendBuiltFile, sendPage } from './static-files';

/** The shell's own pages (no remote declares them): the campaign managers' registry page (issue 14). */
const SHELL_PAGES: ReadonlySet<string> = new Set(['/admin']);

/** Paths the shell never answers, even for a browser asking for HTML. */
const RESERVED_PREFIXES = ['/api', '/remotes', '/mf', '/healthz', '/dev'];

/** location.search of a request URL: '' or '?…', as sent (never decoded). */
function searchOf(originalUrl: string): string {
  const start = originalUrl.indexOf('?');
  return start < 0 || start === originalUrl.length - 1 ? '' : originalUrl.slice(start);
}

/** The shell's index.html as built, and its build id. */
const shellIndex = (html: string) => ({ html, build: shellBuildId(html) });

/** The browser has a tab that holds an exam session (served-start.ts in the exam remote). */
const tabHoldsSession = (req: Request) => cookieValue(req.get('cookie'), FIRST_QUESTION.tabCookie) === '1';

function wantsShellPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Browsers ask for text/html; a client that states no preference (curl, probes) gets the page
  // too. A fetch or script load that asks for something else gets a real 404.
  const accept = req.get('accept') ?? '*/*';
  if (!/\btext\/html\b|^\s*\*\/\*\s*$/.test(accept)) return false;
  if (/\.[A-Za-z0-9]+$/.test(req.path)) return false; // a missing file, never a page of the app
  return !RESERVED_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`));
}

export function shellRoutes(
  shellDir: string,
  manifestSource: ManifestSource,
  remotesDir: string,
  tracking: TrackingConfig | null = null,
  /** Starts the IQ question page's session for its first view (issue 38); absent: never. */
  startPageSession?: PageSessionStart,
): Router {
  const router = Router();

  const sendShellPage: express.RequestHandler = async (req, res) => {
    // Kept until the file changes (its mtime; a build rewrites it), with its build id: the file
    // as built, which GET /mf/version hashes the same.
    const index = readCachedFile(path.join(shellDir, 'index.html'), shellIndex);
    if (!index) return void sendError(res, 503, 'The shell is not built');
    let html = index.html;
    const { build } = index;
    // spec §8: an unknown or invalid page still gets the shell (it shows "Page Not Found"), as a 404.
    const pathname = req.path === '/index.html' ? '/' : req.path;
    // With the registry on: this visitor's builds (a landing variant's page, its assignment).
    const read = await manifestSource(req, res, variantOfPath(pathname), pathname);
    if (!read.ok)
      requestLog(req)?.warn({ reason: read.reason }, 'remote manifest unavailable; page served without it');
    // The page table of the builds this visitor gets: their declared pages (issue 14).
    const table = routeTableFor(read.ok ? read.manifest : null);
    res.status(validPageMatch(table, pathname) || SHELL_PAGES.has(pathname) ? 200 : 404);
    res.setHeader('Cache-Control', manifestSource.perVisitor ? 'no-store' : NO_CACHE);
    // The visitor's locale (as the shell will pick it): the page preloads its strings, and a
    // landing page is sent prerendered (issue 9) in it when the live build has it.
    const locale = requestLocale(req);
    res.vary('Accept-Language').vary('Cookie');
    // The IQ question page of a browser without a tab that holds a session: its session starts
    // now and question 1 comes with the HTML (issue 38), which is then this visitor's alone.
    const early = read.ok && read.manifest.remotes.exam ? earlyStartRequest(table, pathname, locale) : null;
    let prerendered: PrerenderedPage | null = null;
    let started: StartExamSessionResponse | null = null;
    if (read.ok && early && startPageSession && req.method === 'GET' && !tabHoldsSession(req)) {
      started = await startPageSession(req, early);
      if (started) {
        prerendered = firstQuestionPage({
          shellDir,
          remotesDir,
          manifest: read.manifest,
          pathname: req.path,
          search: searchOf(req.originalUrl),
          locale,
          request: early,
          started,
        });
        // Started, whether or not this build could show it: the page is this visitor's now.
        res.setHeader('Cache-Control', 'private, no-store');
      }
    } else if (read.ok) {
      prerendered = prerenderedPage({
        shellDir,
        remotesDir,
        manifest: read.manifest,
        pathname: req.path,
        search: searchOf(req.originalUrl),
        locale,
      });
    }
    let preloads: string[] = [];
    if (read.ok) {
      const assets = pageAssets({ shellDir, remotesDir, manifest: read.manifest, pathname, locale });
      if (prerendered) {
        // Readable without code: styled at first paint (CSS as stylesheets), its code after it.
        const deferred = loadCodeAfterPaint(prerendered.html, assets);
        html = injectPrerenderData(deferred ?? prerendered.html, prerendered.data);
        preloads = deferred
          ? assetLinks({ fetches: [], scripts: [], styles: assets.styles }, 'stylesheet')
          : assetLinks(assets, 'stylesheet');
      } else {
        preloads = assetLinks(assets);
        // The IQ question page: its session started above (a build without its first view: the
        // page adopts it as it renders), or starts while its code is still loading.
        if (early && started) html = html.replace('</body>', () => `${servedBlock(early, started!)}</body>`);
        else if (early) html = injectEarlyStart(html, early);
      }
    }
    html = injectShellBuild(injectTrackingConfig(html, tracking), build);
    sendPage(req, res, injectManifest(html, read.ok ? read.manifest : null, preloads));
  };

  router.get('/index.html', sendShellPage);
  router.get(EARLY_EXAM_START.scriptPath, (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', NO_CACHE);
    res.send(EARLY_START_SCRIPT);
  });
  // The shell's built files, brotli or gzip as the browser accepts (copies made at build time).
  const root = path.resolve(shellDir);
  router.get('/*file', (req, res, next) => {
    const segments = req.params.file as unknown as string[]; // Express 5: a wildcard is its segments
    if (!segments.every((s) => SAFE_PATH_SEGMENT.test(s))) return next();
    if (segments[0] === 'ssr') return next(); // the server build and page templates (issue 9)
    const relative = path.join(...segments);
    try {
      if (!statSync(path.join(root, relative)).isFile()) return next();
    } catch {
      return next(); // not a file of the shell: a page, or a 404
    }
    sendBuiltFile(req, res, next, {
      root,
      relative,
      notFound: () => next(),
      headers: { 'Cache-Control': shellAssetCacheControl(segments[segments.length - 1] ?? '') },
    });
  });
  router.use((req, res, next) => (wantsShellPage(req) ? sendShellPage(req, res, next) : next()));
  return router;
}
