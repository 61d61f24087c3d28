// The IQ question page's early start (issue 9's LCP budget for the question page): a fresh
// visitor's question page needs a session before it can show anything, and the page's code takes
// most of a second to arrive on a phone link. So the gateway writes the page's start request into
// the HTML as a JSON block, a tiny same-origin script sends it while the code is still loading,
// and the exam remote takes that answer instead of starting a second session. A tab that already
// holds a session (a reload) sends nothing early.
import type { StartExamSessionRequest } from './exam-api';

/** Where the exam session id is kept (session storage), so a reload on any page still sends it. */
export const EXAM_SESSION_STORAGE_KEY = 'IQ-exam-session';

export const EARLY_EXAM_START = {
  /** The id of the JSON block holding the StartExamSessionRequest. */
  dataId: 'iq-early-start',
  /** Where the gateway serves the script (same origin: the CSP stays `script-src 'self'`). */
  scriptPath: '/iq-early-start.js',
  /** The window property the script leaves its pending answer on, for the exam remote. */
  global: '__iqEarlyExamStart',
} as const;

/** What the script leaves on the window: the request it sent and its answer (null: no answer). */
export interface EarlyExamStart {
  request: StartExamSessionRequest;
  response: Promise<{ status: number; body: unknown } | null>;
}
