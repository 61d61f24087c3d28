// The IQ question page with question 1 in it (issue 38): the shell's template in the visitor's
// locale, the live exam build's prerendered first view in its outlet with this session's drawings
// and clock filled in, and the start's answer as a JSON block the exam remote adopts while it
// hydrates. The page holds a session id: it is sent `private, no-store` (shell-routes.ts).
import path from 'node:path';
import {
  FIRST_QUESTION,
  PRERENDER_DIR,
  PRERENDER_OUTLET,
  QUESTION_COUNT,
  fillFirstQuestion,
  fillPrerendered,
  type LocaleTag,
  type PrerenderData,
  type RemoteManifest,
  type ServedFirstQuestion,
  type StartExamSessionRequest,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { readCachedFile } from './cached-file';
import type { PrerenderedPage } from './prerendered-page';

const asText = (text: string) => text;
const readText = (file: string) => readCachedFile(file, asText);

/** JSON for a data block: `<` escaped, so the data can never close the script tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FirstQuestionRequest {
  shellDir: string;
  remotesDir: string;
  manifest: RemoteManifest;
  pathname: string;
  /** location.search of the request: '' or '?…', as sent. */
  search: string;
  locale: LocaleTag;
  request: StartExamSessionRequest;
  started: StartExamSessionResponse;
}

/**
 * The page with question 1 in place, or null when the live exam build has no first view in this
 * locale, or the session is not a fresh one of the template's shape (30 items, nothing answered).
 */
export function firstQuestionPage(page: FirstQuestionRequest): PrerenderedPage | null {
  const live = page.manifest.remotes.exam;
  const list = page.started.questionList;
  const state = list?.state;
  const first = list?.questions[0];
  if (!live || !list || !state || !first) return null;
  if (list.questions.length !== QUESTION_COUNT || Object.keys(state.answers).length || state.confirmed)
    return null;
  const template = readText(path.join(page.shellDir, 'ssr', `${page.locale}.html`));
  const view = readText(
    path.join(
      page.remotesDir,
      'exam',
      live.version,
      PRERENDER_DIR,
      FIRST_QUESTION.key,
      `${page.locale}.html`,
    ),
  );
  if (!template?.includes(PRERENDER_OUTLET) || !view) return null;
  const question = fillFirstQuestion(view, first, state.remainingSeconds);
  if (!question) return null;
  const { code, examId } = page.request;
  const filled = fillPrerendered(question, { code, examId, search: page.search });
  const data: PrerenderData = {
    remote: 'exam',
    module: './Question',
    version: live.version,
    key: FIRST_QUESTION.key,
    locale: page.locale,
    pathname: page.pathname,
    code,
    examId,
    variant: null,
  };
  const html = template
    .replace(PRERENDER_OUTLET, () => filled)
    .replace('</body>', () => `${servedBlock(page.request, page.started)}</body>`);
  return { html, data };
}

/** The start's answer as the JSON block the exam remote adopts (served-start.ts). */
export function servedBlock(request: StartExamSessionRequest, started: StartExamSessionResponse): string {
  const served: ServedFirstQuestion = { request, started };
  return `<script type="application/json" id="${FIRST_QUESTION.dataId}">${scriptJson(served)}</script>`;
}
