import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useConfirmExamMutation } from '../api/exam-api';
import { ExamLoader } from '../features/exam-session/exam-loader';
import styles from '../features/answering/exam.module.css';

/** spec §2 answer confirmation: "get my result" or edit answers; then "saving and evaluating". */
export default function ConfirmPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [confirm, { isLoading, isError }] = useConfirmExamMutation();
  const resultPath = `/answer/loading/${code}-${examId}`;
  // Exams 2–4 confirm and show their result on the question route (questionnaire screens).
  if (isQuestionnaireExamId(examId))
    return <Navigate to={`/answer_question/standard/${code}-${examId}${window.location.search}`} replace />;
  return (
    <ExamLoader code={code} examId={examId} testId="screen-exam-confirm">
      {({ list, state, stateLoadedAt }) => {
        if (state.confirmed) return <Navigate to={resultPath} replace />;
        const total = list.questions.length;
        const answered = list.questions.filter((q) => state.answers[q.id]).length;
        const timeUp = state.remainingSeconds - (Date.now() - stateLoadedAt) / 1000 <= 0;
        return (
          <div className={styles.page}>
            <h1>{t('confirm.title')}</h1>
            {timeUp && <StatusMessage tone="info">{t('confirm.timeUp')}</StatusMessage>}
            <Card>
              <p data-testid="confirm-counts">{t('confirm.counts', { answered, total })}</p>
              {answered < total && <p>{t('confirm.unanswered', { count: total - answered })}</p>}
              <p>{t('confirm.body')}</p>
            </Card>
            {isLoading && <StatusMessage tone="info">{t('confirm.saving')}</StatusMessage>}
            {isError && <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>}
            <div className={styles.nav}>
              {!timeUp && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    navigate(`/answer_question/standard/${code}-${examId}${window.location.search}`)
                  }
                >
                  {t('confirm.edit')}
                </Button>
              )}
              <Button
                loading={isLoading}
                data-testid="get-result"
                onClick={() =>
                  void confirm()
                    .unwrap()
                    .then(() => navigate(resultPath))
                    .catch(() => undefined)
                }
              >
                {t('confirm.getResult')}
              </Button>
            </div>
          </div>
        );
      }}
    </ExamLoader>
  );
}
