import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { ExamSessionState, QuestionList } from '@iq/contracts';
import { NS } from '../../i18n';
import { useExamStateQuery, useQuestionListQuery } from '../../api/exam-api';
import { useExamSession } from './use-exam-session';
import { ServedSessionContext, takeServedSession } from './served-start';
import styles from '../answering/exam.module.css';

interface Loaded {
  list: QuestionList;
  state: ExamSessionState;
  stateLoadedAt: number;
}

/**
 * Gives a page the visitor's item set and saved state. A visitor who arrives without a session
 * (an old /question link, a new tab) gets one first; loading and failures have their own screens.
 */
export function ExamLoader({
  code,
  examId,
  testId,
  children,
}: {
  code: string;
  examId: number;
  testId: string;
  children: (loaded: Loaded) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const { sessionId, start, adopt, startFailed } = useExamSession();
  // The session the gateway started with this page, its question 1 in the HTML (issue 38): the
  // first render shows it, so the server's HTML is hydrated, not replaced.
  const prerendering = useContext(ServedSessionContext);
  const [served] = useState(() => prerendering ?? takeServedSession(examId, code));
  useEffect(() => {
    if (served && !prerendering) {
      if (sessionId !== served.sessionId) void adopt(served, examId, hl);
    }
    // The start brings this screen's list along (hl), so the first view waits for one call only.
    else if (!served && !sessionId) void start(examId, code, hl).catch(() => undefined);
  }, [served, prerendering, adopt, sessionId, start, examId, code, hl]);

  const list = useQuestionListQuery({ examId, hl, session: sessionId ?? '' }, { skip: !sessionId });
  // A list served since this screen mounted carries the session's state as of then (the start
  // or the list call): no GET /exam/session/state before the first view. A list from the cache
  // (back from another screen) is older than the answers since, so the state is fetched then.
  const [mountedAt] = useState(() => Date.now());
  const listIsFresh = list.data?.state !== undefined && (list.fulfilledTimeStamp ?? 0) >= mountedAt;
  const stateQuery = useExamStateQuery(
    { session: sessionId ?? '' },
    { skip: !sessionId || !list.data || listIsFresh, refetchOnMountOrArgChange: true },
  );
  const loadedState = listIsFresh
    ? { data: list.data?.state, at: list.fulfilledTimeStamp }
    : { data: stateQuery.data, at: stateQuery.fulfilledTimeStamp };
  // The timer counts from when the server's figure arrived.
  const stateLoadedAt = loadedState.at ?? 0;
  const state = { data: loadedState.data, isError: !listIsFresh && stateQuery.isError };

  if (served && (!sessionId || sessionId === served.sessionId)) {
    return (
      <div data-testid={testId}>
        {children({ list: served.list, state: served.state, stateLoadedAt: served.loadedAt })}
      </div>
    );
  }
  if (startFailed || list.isError || state.isError) {
    return (
      <div className={styles.page} data-testid={testId}>
        <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        <Button
          onClick={() => {
            void list.refetch();
            if (list.data && !listIsFresh) void stateQuery.refetch();
          }}
        >
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (!list.data || !state.data || !stateLoadedAt) {
    return (
      <div className={styles.loading} data-testid={testId} aria-busy="true">
        <Spinner aria-label={t('question.loading')} />
      </div>
    );
  }
  return <div data-testid={testId}>{children({ list: list.data, state: state.data, stateLoadedAt })}</div>;
}
