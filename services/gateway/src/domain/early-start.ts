// The IQ question page's early start (@iq/contracts early-start.ts): its start request goes into
// the HTML, and a tiny same-origin script sends it while the page's code is still loading.
import {
  EARLY_EXAM_START,
  EXAM_IDS,
  EXAM_SESSION_STORAGE_KEY,
  routedPageProps,
  validPageMatch,
  type RouteTable,
  type StartExamSessionRequest,
} from '@iq/contracts';

/** The page whose first view is a session's first question (the IQ test's question screen). */
const EARLY_START_MODULE = './Question';

/**
 * The start request of the page at `pathname`, or null when the page does not start a session
 * with its question list (any other page; the questionnaires, which start without one).
 */
export function earlyStartRequest(
  table: RouteTable,
  pathname: string,
  hl: string,
): StartExamSessionRequest | null {
  const match = validPageMatch(table, pathname);
  if (!match || match.route.remote !== 'exam' || match.route.module !== EARLY_START_MODULE) return null;
  const { code, examId } = routedPageProps(table, match.route, match.params);
  if (examId !== EXAM_IDS.iq) return null;
  return { examId, code, hl };
}

/**
 * The script: a tab that holds no session yet sends the start once and leaves the pending answer
 * on the window for the exam remote; a tab that holds one (a reload) sends nothing. It runs as a
 * deferred script placed before the shell's entry, so it has run before any page code asks.
 */
export const EARLY_START_SCRIPT = `(function () {
  'use strict';
  var block = document.getElementById(${JSON.stringify(EARLY_EXAM_START.dataId)});
  if (!block) return;
  try {
    if (window.sessionStorage.getItem(${JSON.stringify(EXAM_SESSION_STORAGE_KEY)})) return;
    var request = JSON.parse(block.textContent);
  } catch (error) {
    return;
  }
  var response = fetch('/api/exam/session/start', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', hl: request.hl, 'App-Language': request.hl },
    body: JSON.stringify(request)
  })
    .then(function (answer) {
      return answer.json().then(function (body) {
        return { status: answer.status, body: body };
      });
    })
    .catch(function () {
      return null;
    });
  window[${JSON.stringify(EARLY_EXAM_START.global)}] = { request: request, response: response };
})();
`;

const ENTRY_SCRIPT = /<script defer(?:="")? src="?\/[A-Za-z0-9._~/-]+\.js"?><\/script>/;

/**
 * The page with the request block and the script put just before the shell's entry script, or
 * the page unchanged when it has no entry script of the expected shape.
 */
export function injectEarlyStart(html: string, request: StartExamSessionRequest): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const block = `<script type="application/json" id="${EARLY_EXAM_START.dataId}">${JSON.stringify(request).replace(/</g, '\\u003c')}</script>`;
  const script = `<script defer src="${EARLY_EXAM_START.scriptPath}"></script>`;
  return html.replace(entry[0], () => `${block}${script}${entry[0]}`);
}
