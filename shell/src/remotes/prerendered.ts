// Prerendered pages (issue 9). For a landing page the gateway sends the shell's chrome and the
// live landing build's HTML of that page, with a data block saying what it was rendered with
// (@iq/contracts prerender.ts). The shell then hydrates instead of rendering from nothing: its
// chrome at once, the page's Suspense boundary when the remote's code has arrived.
import { createContext, useSyncExternalStore } from 'react';
import {
  FIRST_QUESTION,
  PRERENDER_DATA_ID,
  REMOTE_NAMES,
  tabMayTakeServedSession,
  type PrerenderData,
  type RemoteName,
  type RemotePageProps,
} from '@iq/contracts';
import { isLocale } from '@iq/i18n';

/** True while the shell's template is rendered at build time: RemotePage leaves the outlet. */
export const TemplateRenderContext = createContext(false);

/** The data block of the page, if it holds a prerendered page for this very path. */
export function readPrerenderData(doc: Document, pathname: string): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderData>;
    const valid =
      REMOTE_NAMES.includes(data.remote as RemoteName) &&
      typeof data.module === 'string' &&
      isLocale(data.locale) &&
      typeof data.code === 'string' &&
      typeof data.examId === 'number' &&
      data.pathname === pathname;
    return valid ? (data as PrerenderData) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page's HTML is what this tab's first render produces, so it can be hydrated. Not
 * for question 1 served with a session the tab will not take (@iq/contracts first-question.ts):
 * the exam remote shows the tab's own session there, and the page is rendered afresh.
 */
export function canHydrate(data: PrerenderData, win: Pick<Window, 'sessionStorage'>): boolean {
  return data.key !== FIRST_QUESTION.key || tabMayTakeServedSession(win);
}

let pending: PrerenderData | null = null;

/** main.tsx hands over the data block before hydrating. */
export function expectPrerenderedPage(data: PrerenderData | null): void {
  pending = data;
}

/**
 * Whether this remote page is the one the server prerendered. RemotePage then renders it in the
 * Suspense boundary the HTML holds; on a later client-side visit the same rendering is harmless
 * (the code is loaded by then, so the boundary shows the page at once).
 */
export function isPrerenderedPage(remote: RemoteName, module: string, props: RemotePageProps): boolean {
  const data = pending;
  return Boolean(
    data &&
    data.remote === remote &&
    data.module === module &&
    data.code === props.code &&
    data.examId === props.examId &&
    (data.variant ?? undefined) === props.variant,
  );
}

const subscribeNever = () => () => {};

/**
 * False while the server's HTML is rendered or hydrated, true afterwards: what only the browser
 * knows (stored consent, being offline) is rendered after hydration, so the first render matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
