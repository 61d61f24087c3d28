// The page's side of answer-queue.ts: one queue per exam session for the whole page (the
// question screen gives answers, the confirm screen waits for them), sending through the
// shared API slice, flushed when the browser comes back online.
import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, type ApiError } from '@iq/api';
import { examApi } from '../../api/exam-api';
import { AnswerQueue, type QueuedAnswer, type SendOutcome } from './answer-queue';

const queues = new Map<string, AnswerQueue>();

/** 4xx but a timeout or a rate limit: the server read the answer and will not take it. */
export function sendOutcomeOf(error: unknown): SendOutcome {
  const status = (error as ApiError | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
    ? 'refused'
    : 'unreachable';
}

type Dispatch = ReturnType<typeof useAppDispatch>;

/** The session's queue, read back from this device's storage the first time it is asked for. */
export function answerQueueFor(sessionId: string, dispatch: Dispatch): AnswerQueue {
  let queue = queues.get(sessionId);
  if (!queue) {
    const send = async ({ questionId, optionId }: QueuedAnswer): Promise<SendOutcome> => {
      try {
        await dispatch(examApi.endpoints.saveAnswer.initiate({ questionId, optionId })).unwrap();
        return 'saved';
      } catch (error) {
        return sendOutcomeOf(error);
      }
    };
    queue = new AnswerQueue(sessionId, {
      storage: window.localStorage,
      send,
      online: () => navigator.onLine,
    });
    queues.set(sessionId, queue);
  }
  return queue;
}

/** The queue and its state; sends what is stored now and whenever the connection returns. */
export function useAnswerQueue(sessionId: string) {
  const dispatch = useAppDispatch();
  const queue = answerQueueFor(sessionId, dispatch);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  useEffect(() => {
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    void queue.flush(); // after a reload: the stored answers go out first
    return () => window.removeEventListener('online', online);
  }, [queue]);
  return { queue, state };
}
