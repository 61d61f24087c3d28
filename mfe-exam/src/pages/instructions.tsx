import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useExamSession } from '../features/exam-session/use-exam-session';
import { useExamInfoQuery } from '../api/exam-api';
import { PaidReportNotice } from '../features/instructions/paid-report-notice';
import { AccountNotice } from '../features/instructions/account-notice';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import { QuestionnaireInstructions } from '../features/questionnaire/questionnaire-instructions';
import styles from '../features/answering/exam.module.css';

/** Figures of the same length as the real ones, for the lines' unseen place-holders. */
const PLACEHOLDER = { items: 30, minutes: 20 };

/**
 * spec §2 "Test instructions": number of items, time limit, how answering works, and before the
 * start what the result costs: the IQ report's price, or a questionnaire's free account (issue 38).
 */
export default function InstructionsPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // The query goes along (hl, tracking keys, a questionnaire's orderNumber for its claim).
  const { search } = useLocation();
  const { start, isStarting, startFailed } = useExamSession();
  const questionnaire = isQuestionnaireExamId(examId);
  const info = useExamInfoQuery(examId, { skip: questionnaire });
  const begin = async () => {
    await start(examId, code);
    navigate(`/answer_question/standard/${code}-${examId}${search}`);
  };
  return (
    <div className={styles.page} data-testid="screen-exam-instructions">
      <h1>{t('instructions.title')}</h1>
      <Card>
        {/* A questionnaire's instructions need nothing from the server: shown at once, nothing moves. */}
        {questionnaire && <QuestionnaireInstructions />}
        {!questionnaire && info.isError && (
          <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        )}
        {/* The list is laid out from the first paint (issue 38: it arrived with the exam's
            figures and pushed "Start now" 264 px down). Until the figures arrive, their two lines
            hold their place with the same sentences, unseen. */}
        {!questionnaire && !info.isError && (
          <ul className={styles.list} aria-busy={!info.data}>
            <li className={info.data ? undefined : styles.pending}>
              {t('instructions.items', { count: info.data?.questionCount ?? PLACEHOLDER.items })}
            </li>
            <li className={info.data ? undefined : styles.pending}>
              {t('instructions.time', {
                minutes: info.data ? Math.round(info.data.timeLimitSeconds / 60) : PLACEHOLDER.minutes,
              })}
            </li>
            <li>{t('instructions.answering')}</li>
            <li>{t('instructions.unanswered')}</li>
          </ul>
        )}
      </Card>
      {questionnaire ? <AccountNotice examId={examId} /> : <PaidReportNotice examId={examId} />}
      {startFailed && <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>}
      <Button
        onClick={() => void begin().catch(() => undefined)}
        loading={isStarting}
        data-testid="begin-test"
      >
        {t('instructions.start')}
      </Button>
    </div>
  );
}
