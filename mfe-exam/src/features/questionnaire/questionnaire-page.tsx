// The questionnaire screens of exams 2–4 (issue 12), loaded lazily by the exam pages so the IQ
// question page's chunk stays as it was. Session start and restore work as in the IQ flow.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { ApiError } from '@iq/api';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { useQuestionnaireViewQuery } from '../../api/questionnaire-api';
import { useExamSession } from '../exam-session/use-exam-session';
import { QuestionnaireScreen } from './questionnaire-screen';
import { QuestionnaireUnlock } from './questionnaire-unlock';
import styles from '../answering/exam.module.css';

export default function QuestionnairePage({ code, examId }: { code: string; examId: number }) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const hl = useAppSelector((state) => state.runtime.hl);
  const { sessionId, start, forget, startFailed } = useExamSession();
  const restarted = useRef(false);
  // Confirmed on this page: the cached view still says otherwise (it is not refetched for this).
  const [confirmedHere, setConfirmedHere] = useState(false);
  useEffect(() => {
    if (!sessionId) void start(examId, code).catch(() => undefined);
  }, [sessionId, start, examId, code]);

  // Refetched on every mount: a cached view holds the answers (and confirmation) as of its load.
  const view = useQuestionnaireViewQuery(
    { examId, hl, session: sessionId ?? '' },
    { skip: !sessionId, refetchOnMountOrArgChange: true },
  );
  const status = (view.error as ApiError | undefined)?.status;
  // A session of another exam (404) or one from before the questionnaires (409): start anew, once.
  const stale = (status === 404 || status === 409) && !restarted.current;
  useEffect(() => {
    if (!stale) return;
    restarted.current = true;
    forget();
  }, [stale, forget]);

  if (startFailed || (view.isError && !stale)) {
    return (
      <div className={styles.page} data-testid="screen-exam-question">
        <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        <Button
          onClick={() => {
            if (sessionId) void view.refetch();
            else void start(examId, code).catch(() => undefined);
          }}
        >
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (!view.data || view.isFetching) {
    return (
      <div className={styles.loading} data-testid="screen-exam-question" aria-busy="true">
        <Spinner aria-label={t('questionnaire.loading')} />
      </div>
    );
  }
  return (
    <div data-testid="screen-exam-question">
      {view.data.state.confirmed || confirmedHere ? (
        <QuestionnaireUnlock code={code} examId={examId} />
      ) : (
        <QuestionnaireScreen view={view.data} onConfirmed={() => setConfirmedHere(true)} />
      )}
    </div>
  );
}
