// The page's side of answer-queue.ts: one queue per exam session for the whole page (the
// question screen gives answers, the confirm screen waits for them), sending through the
// shared API slice, flushed when the browser comes back online. Each kind of test brings its
// own call (the questionnaires' stays in their lazy chunk, off the IQ page's first view).
import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, type ApiError } from '@iq/api';
import { examApi } from '../../api/exam-api';
import {
  AnswerQueue,
  type AnswerStorage,
  type AnswerValue,
  type QueuedAnswer,
  type SendOutcome,
} from './answer-queue';

const queues = new Map<string, AnswerQueue<AnswerValue>>();

/** 4xx but a timeout or a rate limit: the server read the answer and will not take it. */
export function sendOutcomeOf(error: unknown): SendOutcome {
  const status = (error as ApiError | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
    ? 'refused'
    : 'unreachable';
}

type Dispatch = ReturnType<typeof useAppDispatch>;
/** Posts one answer; rejects as the API slice does (an ApiError). */
export type PostAnswer<V extends AnswerValue> = (
  answer: QueuedAnswer<V>,
  dispatch: Dispatch,
) => Promise<unknown>;

/**
 * The prerender's stand-in (issue 38: the gateway serves question 1 rendered on the server, where
 * there is no window): nothing stored, nothing kept. Without it the render threw and the page's
 * first view fell back to the client.
 */
function serverStorage(): AnswerStorage {
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

/** The session's queue, read back from this device's storage the first time it is asked for. */
export function answerQueueFor<V extends AnswerValue>(
  sessionId: string,
  post: PostAnswer<V>,
  dispatch: Dispatch,
): AnswerQueue<V> {
  let queue = queues.get(sessionId) as AnswerQueue<V> | undefined;
  if (!queue) {
    const send = (answer: QueuedAnswer<V>): Promise<SendOutcome> =>
      post(answer, dispatch).then(
        () => 'saved' as const,
        (error: unknown) => sendOutcomeOf(error),
      );
    queue = new AnswerQueue<V>(sessionId, {
      storage: typeof window === 'undefined' ? serverStorage() : window.localStorage,
      send,
      online: () => typeof navigator !== 'undefined' && navigator.onLine,
    });
    // A session id belongs to one exam, so its queue always holds that exam's kind of answer.
    queues.set(sessionId, queue as unknown as AnswerQueue<AnswerValue>);
  }
  return queue;
}

/** The queue and its state; sends what is stored now and whenever the connection returns. */
export function useAnswerQueue<V extends AnswerValue>(sessionId: string, post: PostAnswer<V>) {
  const dispatch = useAppDispatch();
  const queue = answerQueueFor(sessionId, post, dispatch);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  useEffect(() => {
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    void queue.flush(); // after a reload: the stored answers go out first
    return () => window.removeEventListener('online', online);
  }, [queue]);
  return { queue, state };
}

/** The IQ test's answer: an option id of the matrix item. */
export const postMatrixAnswer: PostAnswer<string> = ({ questionId, value }, dispatch) =>
  dispatch(examApi.endpoints.saveAnswer.initiate({ questionId, optionId: value })).unwrap();
