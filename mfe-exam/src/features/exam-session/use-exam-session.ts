// ARCHITECTURE.md "Exam session": the id lives in session storage and travels as the
// Exam-Session header (added by the shared api from the runtime state).
import { useCallback } from 'react';
import { examSessionStarted, useAppDispatch, useAppSelector } from '@iq/api';
import { useStartExamSessionMutation } from '../../api/exam-api';

const STORAGE_KEY = 'IQ-exam-session';

export function useExamSession() {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.runtime.examSession);
  const [startMutation, { isLoading, isError }] = useStartExamSessionMutation();

  const start = useCallback(
    async (examId: number, code: string) => {
      const { sessionId: id } = await startMutation({ examId, code }).unwrap();
      sessionStorage.setItem(STORAGE_KEY, id);
      dispatch(examSessionStarted(id));
      return id;
    },
    [dispatch, startMutation],
  );

  return { sessionId, start, isStarting: isLoading, startFailed: isError };
}
