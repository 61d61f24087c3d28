import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, Card, StatusMessage } from '@iq/design-system';
import { isQuestionnaireExamId } from '../features/questionnaire/questionnaire-exams';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useConfirmExamMutation } from '../api/exam-api';
import { answersWithQueued } from '../features/answering/answer-queue';
import { AnswerQueueNotice } from '../features/answering/answer-queue-notice';
import { postMatrixAnswer, useAnswerQueue } from '../features/answering/use-answer-queue';
import { ExamLoader } from '../features/exam-session/exam-loader';
import styles from '../features/answering/exam.module.css';

/** spec §2 answer confirmation: "get my result" or edit answers; then "saving and evaluating". */
export default function ConfirmPage({ code, examId }: RemotePageProps) {
  const resultPath = `/answer/loading/${code}-${examId}`;
  // Exams 2–4 confirm and show their result on the question route (questionnaire screens).
  if (isQuestionnaireExamId(examId))
    return <Navigate to={`/answer_question/standard/${code}-${examId}${window.location.search}`} replace />;
  return (
    <ExamLoader code={code} examId={examId} testId="screen-exam-confirm">
      {({ list, state, stateLoadedAt }) =>
        state.confirmed ? (
          <Navigate to={resultPath} replace />
        ) : (
          <ConfirmAnswers
            code={code}
            examId={examId}
            questionIds={list.questions.map((q) => q.id)}
            saved={state.answers}
            timeUp={state.remainingSeconds - (Date.now() - stateLoadedAt) / 1000 <= 0}
          />
        )
      }
    </ExamLoader>
  );
}

/**
 * The confirmation itself. Answers still on this device (issue 38) go out first: the answers
 * lock at confirmation, so it waits until the server has them all.
 */
function ConfirmAnswers({
  code,
  examId,
  questionIds,
  saved,
  timeUp,
}: RemotePageProps & { questionIds: string[]; saved: Record<string, string>; timeUp: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [confirm, { isLoading, isError }] = useConfirmExamMutation();
  const resultPath = `/answer/loading/${code}-${examId}`;
  const sessionId = useAppSelector((root) => root.runtime.examSession) ?? '';
  const { queue, state: saving } = useAnswerQueue(sessionId, postMatrixAnswer);
  // Counted with the answers still on this device; the line below says they are not sent yet.
  const answers = answersWithQueued(saved, saving.pending);
  const total = questionIds.length;
  const answered = questionIds.filter((id) => answers[id]).length;
  const confirmWhenSent = async () => {
    await queue.flush();
    if (queue.getState().pending.length > 0) return; // still offline: said on the screen
    await confirm().unwrap();
    navigate(resultPath);
  };
  return (
    <div className={styles.page}>
      <h1>{t('confirm.title')}</h1>
      {timeUp && <StatusMessage tone="info">{t('confirm.timeUp')}</StatusMessage>}
      <Card>
        <p data-testid="confirm-counts">{t('confirm.counts', { answered, total })}</p>
        {answered < total && <p>{t('confirm.unanswered', { count: total - answered })}</p>}
        <p>{t('confirm.body')}</p>
      </Card>
      {/* Waiting answers are said to be on this device even while online: confirm waits for them. */}
      <AnswerQueueNotice state={{ ...saving, waiting: saving.waiting || saving.pending.length > 0 }} />
      {isLoading && <StatusMessage tone="info">{t('confirm.saving')}</StatusMessage>}
      {isError && <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>}
      <div className={styles.nav}>
        {!timeUp && (
          <Button
            variant="secondary"
            onClick={() => navigate(`/answer_question/standard/${code}-${examId}${window.location.search}`)}
          >
            {t('confirm.edit')}
          </Button>
        )}
        <Button
          loading={isLoading}
          data-testid="get-result"
          onClick={() => void confirmWhenSent().catch(() => undefined)}
        >
          {t('confirm.getResult')}
        </Button>
      </div>
    </div>
  );
}
