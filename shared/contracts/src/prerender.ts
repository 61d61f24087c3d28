// Prerendered landing pages (issue 9). The landing remote's server build renders every page
// below in every locale when a build is published, into <version>/prerendered/<key>/<locale>.html;
// the gateway puts the live version's HTML into the shell's page, and the shell hydrates it.
// What differs per request (campaign code, exam id, query string) is rendered as a token the
// gateway replaces, so one file serves every campaign.
import { DEFAULT_APP_CODE, DEFAULT_EXAM_ID } from './exams';
import { parseCodeExam, variantOf, type PageRoute, type RouteTable } from './routes';
import type { RemoteName } from './routes';
import type { LocaleTag } from './locales';

/** Folder of a published landing build that holds its prerendered pages. */
export const PRERENDER_DIR = 'prerendered';

/** Where the shell's template puts the page: the gateway replaces this comment with the page's HTML. */
export const PRERENDER_OUTLET = '<!--iq-prerendered-page-->';

/** The id of the JSON data block that tells the shell what the page was rendered with. */
export const PRERENDER_DATA_ID = 'iq-prerender';

/** Stand-ins rendered into the HTML; none can occur in real text (they are not words of any locale). */
export const PRERENDER_TOKENS = {
  code: 'IQPRERENDERCODE',
  examId: 'IQPRERENDEREXAM',
  search: 'IQPRERENDERSEARCH',
} as const;

/** The prerendered page of a route: the home page, or a landing variant ('landing-girl'). */
export function prerenderKey(module: string, variant: string | undefined): string | null {
  if (module === './Home') return 'home';
  if (module === './Landing' && variant) return `landing-${variant}`;
  return null;
}

/** What a page of the app is rendered with, read from its route and path parameters. */
export interface RoutedPageProps {
  code: string;
  examId: number;
  variant: string | undefined;
}

export function routedPageProps(
  table: RouteTable,
  route: Pick<PageRoute, 'variant'>,
  params: { codeExam?: string; variant?: string },
): RoutedPageProps {
  const codeExam = parseCodeExam(params.codeExam) ?? { code: DEFAULT_APP_CODE, examId: DEFAULT_EXAM_ID };
  return {
    ...codeExam,
    variant: route.variant ?? variantOf(table, params.variant) ?? undefined,
  };
}

/** The data block beside the prerendered HTML: what the browser must render to match it. */
export interface PrerenderData {
  remote: RemoteName;
  module: string;
  version: string;
  key: string;
  locale: LocaleTag;
  /** The path it was served for: the shell hydrates only on that path. */
  pathname: string;
  code: string;
  examId: number;
  variant: string | null;
}

/** Escapes text for HTML exactly as React does for text and attribute values. */
export function escapeLikeReact(text: string): string {
  return text.replace(/["&'<>]/g, (c) =>
    c === '"' ? '&quot;' : c === '&' ? '&amp;' : c === "'" ? '&#x27;' : c === '<' ? '&lt;' : '&gt;',
  );
}

/**
 * The prerendered HTML for one request: the tokens replaced by this request's values, escaped
 * as React would have escaped them, so the HTML is what the browser's first render produces.
 * `search` is location.search ('' or '?…').
 */
export function fillPrerendered(
  html: string,
  values: { code: string; examId: number; search: string },
): string {
  const query = values.search.startsWith('?') ? values.search.slice(1) : values.search;
  return html
    .replaceAll(PRERENDER_TOKENS.code, escapeLikeReact(values.code))
    .replaceAll(PRERENDER_TOKENS.examId, String(values.examId))
    .replaceAll(`?${PRERENDER_TOKENS.search}`, query ? `?${escapeLikeReact(query)}` : '')
    .replaceAll(PRERENDER_TOKENS.search, escapeLikeReact(query));
}

/**
 * Set on <html> (`data-app-ready="true"`) once the shell runs: its page rendered, or a
 * prerendered page hydrated. Tests and tools wait for it before they interact.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the app as running (the shell, and a remote's standalone dev harness). */
export function markAppReady(doc: Document = document): void {
  doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
}

/**
 * Resolves once the first view is done: the app is running (APP_READY_ATTRIBUTE) and the browser
 * has had a moment to paint. Code a page needs only after that (a price, the test list below
 * the hero) waits for it, so it never competes with what the visitor sees first (issue 9).
 */
export function afterFirstView(doc: Document = document): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      const view = doc.defaultView;
      if (view && typeof view.requestIdleCallback === 'function') {
        view.requestIdleCallback(() => resolve(), { timeout: 500 });
      } else setTimeout(resolve, 0);
    });
  const root = doc.documentElement;
  if (root.getAttribute(APP_READY_ATTRIBUTE) === 'true') return idle();
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.getAttribute(APP_READY_ATTRIBUTE) !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  }).then(idle);
}
