import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useExamSession } from '../features/exam-session/use-exam-session';
import { useExamInfoQuery } from '../api/exam-api';
import { PaidReportNotice } from '../features/instructions/paid-report-notice';
import { AccountNotice } from '../features/instructions/account-notice';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import { QuestionnaireInstructions } from '../features/questionnaire/questionnaire-instructions';
import styles from '../features/answering/exam.module.css';

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
        {!questionnaire && !info.data && !info.isError && <Spinner aria-label={t('question.loading')} />}
        {!questionnaire && info.isError && (
          <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        )}
        {!questionnaire && info.data && (
          <ul className={styles.list}>
            <li>{t('instructions.items', { count: info.data.questionCount })}</li>
            <li>{t('instructions.time', { minutes: Math.round(info.data.timeLimitSeconds / 60) })}</li>
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
