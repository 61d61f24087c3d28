// ARCHITECTURE.md "Exam session": the id lives in session storage and travels as the
// Exam-Session header (added by the shared api from the runtime state).
import { useCallback } from 'react';
import {
  clientSession,
  EXAM_SESSION_STORAGE_KEY,
  examSessionStarted,
  useAppDispatch,
  useAppSelector,
} from '@iq/api';
import { examApi, useStartExamSessionMutation } from '../../api/exam-api';
import { takeEarlyStart } from './early-start';
import { markTabSession, type ServedSession } from './served-start';

const SESSION_KEY = EXAM_SESSION_STORAGE_KEY;

export function useExamSession() {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.runtime.examSession);
  const [startMutation, { isLoading, isError }] = useStartExamSessionMutation();

  /**
   * Starts a new session. With `hl` (a screen that shows the questions next) the start also
   * serves the question list: it goes into the list query's cache before the session becomes
   * current, so the screen renders without another round trip.
   */
  const start = useCallback(
    async (examId: number, code: string, hl?: string) => {
      // The question page's start may have been sent before this code loaded (the gateway's
      // early start); its list serves this screen when it is in the screen's language.
      const early = hl === undefined ? null : await takeEarlyStart(examId, code);
      const started =
        early?.started ??
        (await startMutation(hl === undefined ? { examId, code } : { examId, code, hl }).unwrap());
      const id = started.sessionId;
      if (hl !== undefined && started.questionList && (!early || early.hl === hl))
        await dispatch(
          examApi.util.upsertQueryData('questionList', { examId, hl, session: id }, started.questionList),
        );
      sessionStorage.setItem(SESSION_KEY, id);
      markTabSession();
      clientSession.remove('questionPage');
      dispatch(examSessionStarted(id));
      return id;
    },
    [dispatch, startMutation],
  );

  /**
   * Makes the session the gateway started for this page (served-start.ts) the tab's: its list
   * goes into the list query's cache first, so the screen keeps showing what it shows.
   */
  const adopt = useCallback(
    async (served: ServedSession, examId: number, hl: string) => {
      await dispatch(
        examApi.util.upsertQueryData('questionList', { examId, hl, session: served.sessionId }, served.list),
      );
      sessionStorage.setItem(SESSION_KEY, served.sessionId);
      markTabSession();
      clientSession.remove('questionPage');
      dispatch(examSessionStarted(served.sessionId));
    },
    [dispatch],
  );

  /** Forget the session (retake): the next start creates a new one with a new item set. */
  const forget = useCallback(() => {
    sessionStorage.removeItem(SESSION_KEY);
    clientSession.remove('questionPage');
    dispatch(examSessionStarted(null));
  }, [dispatch]);

  return { sessionId, start, adopt, forget, isStarting: isLoading, startFailed: isError };
}

/** spec §3 client session: the question page number (default 1) survives a reload. */
export function readQuestionPage(): number {
  const page = clientSession.get('questionPage') ?? 1;
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function writeQuestionPage(page: number) {
  clientSession.set('questionPage', page);
}
