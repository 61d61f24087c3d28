import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { ExamSessionState, QuestionList } from '@iq/contracts';
import { NS } from '../../i18n';
import { useExamStateQuery, useQuestionListQuery } from '../../api/exam-api';
import { useExamSession } from './use-exam-session';
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
  const { sessionId, start, startFailed } = useExamSession();
  useEffect(() => {
    if (!sessionId) void start(examId, code).catch(() => undefined);
  }, [sessionId, start, examId, code]);

  const list = useQuestionListQuery({ examId, hl, session: sessionId ?? '' }, { skip: !sessionId });
  const state = useExamStateQuery(
    { session: sessionId ?? '' },
    { skip: !sessionId || !list.data, refetchOnMountOrArgChange: true },
  );
  const [stateLoadedAt, setStateLoadedAt] = useState(0);
  useEffect(() => {
    if (state.data) setStateLoadedAt(Date.now());
  }, [state.data]);

  if (startFailed || list.isError || state.isError) {
    return (
      <div className={styles.page} data-testid={testId}>
        <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        <Button
          onClick={() => {
            void list.refetch();
            if (list.data) void state.refetch();
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
