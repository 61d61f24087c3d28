// The session the gateway started for this page and sent with question 1 in the HTML (@iq/contracts
// first-question.ts), taken once by a tab that holds no session yet: the question screen's first
// render shows it, so React hydrates the server's HTML instead of replacing it.
import { createContext } from 'react';
import {
  FIRST_QUESTION,
  startExamSessionResponseSchema,
  tabMayTakeServedSession,
  type ExamSessionState,
  type QuestionList,
  type ServedFirstQuestion,
} from '@iq/contracts';

export interface ServedSession {
  sessionId: string;
  list: QuestionList;
  state: ExamSessionState;
  /** When the server's state was taken, on this browser's clock (the timer counts from it). */
  loadedAt: number;
}

/** The prerender (src/server) hands its stand-in session to the screen through this. */
export const ServedSessionContext = createContext<ServedSession | null>(null);

/** The block's session, read once per page load (undefined: not read yet). */
let read: { examId: number; code: string; session: ServedSession | null } | undefined;

/** When the page's response began to arrive: the server took the state just before. */
function responseStartedAt(): number {
  const entries =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  const navigation = entries[0] as PerformanceNavigationTiming | undefined;
  return navigation ? Math.round(performance.timeOrigin + navigation.responseStart) : Date.now();
}

/**
 * The served session for this exam and code, once per page load; null when none was served,
 * it is another page's, the tab already holds a session (a reload: its own answers count), or
 * the block does not hold a valid start with its list.
 */
export function takeServedSession(
  examId: number,
  code: string,
  doc: Document = document,
): ServedSession | null {
  // Adopted (or a session of the tab's own): from then on the tab's session is the one.
  if (!tabMayTakeServedSession(window)) return null;
  read ??= { examId, code, session: readBlock(examId, code, doc) };
  return read.examId === examId && read.code === code ? read.session : null;
}

function readBlock(examId: number, code: string, doc: Document): ServedSession | null {
  const text = doc.getElementById(FIRST_QUESTION.dataId)?.textContent;
  if (!text) return null;
  try {
    const served = JSON.parse(text) as ServedFirstQuestion;
    if (served.request?.examId !== examId || served.request.code !== code) return null;
    const started = startExamSessionResponseSchema.parse(served.started);
    const list = started.questionList;
    if (!started.sessionId || !list?.state) return null;
    return { sessionId: started.sessionId, list, state: list.state, loadedAt: responseStartedAt() };
  } catch {
    return null;
  }
}

/** Tests: a new page load. */
export function resetServedSessionForTests(): void {
  read = undefined;
}

/** Tells the gateway this browser has a tab with a session: it starts none for the next page. */
export function markTabSession(doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${FIRST_QUESTION.tabCookie}=1; Path=/; SameSite=Lax${secure}`;
}
