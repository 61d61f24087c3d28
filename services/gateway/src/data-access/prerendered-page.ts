// Prerendered landing pages (issue 9): the shell's template in the visitor's locale with the
// live landing build's HTML of this page put in its outlet. Both are immutable files of a build
// (the shell's dist/ssr/, a published remote version's prerendered/), cached once read. When
// either is missing (an older landing build, a page that is not prerendered) the caller falls
// back to the plain shell page, which renders on the client as before.
import path from 'node:path';
import {
  PRERENDER_DIR,
  PRERENDER_OUTLET,
  fillPrerendered,
  validPageMatch,
  prerenderKey,
  routedPageProps,
  type LocaleTag,
  type PrerenderData,
  type RemoteManifest,
} from '@iq/contracts';
import { routeTableFor } from '../domain/route-table';
import { readCachedFile } from './cached-file';

const asText = (text: string) => text;
const readText = (file: string) => readCachedFile(file, asText);

export interface PrerenderRequest {
  shellDir: string;
  remotesDir: string;
  manifest: RemoteManifest;
  pathname: string;
  /** location.search of the request: '' or '?…', as sent. */
  search: string;
  locale: LocaleTag;
}

export interface PrerenderedPage {
  html: string;
  data: PrerenderData;
}

/** The page with its prerendered HTML in place, or null when there is none. */
export function prerenderedPage(request: PrerenderRequest): PrerenderedPage | null {
  const table = routeTableFor(request.manifest);
  const match = validPageMatch(table, request.pathname);
  if (!match) return null;
  const { route } = match;
  const props = routedPageProps(table, route, match.params);
  const key = prerenderKey(route.module, props.variant);
  const live = request.manifest.remotes[route.remote];
  if (!key || !live) return null;
  const template = readText(path.join(request.shellDir, 'ssr', `${request.locale}.html`));
  const page = readText(
    path.join(request.remotesDir, route.remote, live.version, PRERENDER_DIR, key, `${request.locale}.html`),
  );
  if (!template?.includes(PRERENDER_OUTLET) || !page) return null;
  const filled = fillPrerendered(page, { code: props.code, examId: props.examId, search: request.search });
  return {
    html: template.replace(PRERENDER_OUTLET, () => filled),
    data: {
      remote: route.remote,
      module: route.module,
      version: live.version,
      key,
      locale: request.locale,
      pathname: request.pathname,
      code: props.code,
      examId: props.examId,
      variant: props.variant ?? null,
    },
  };
}
