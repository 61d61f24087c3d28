import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, ProgressBar, Spinner, StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useQuestionListQuery } from '../api/exam-api';
import { useExamSession } from '../features/exam-session/use-exam-session';
import { loadAnswers, saveAnswers, type Answers } from '../features/answering/answers-store';
import styles from '../features/answering/exam.module.css';

/** spec §2 question screen: progress, the options, previous / next, submit. */
export default function QuestionPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const hl = useAppSelector((state) => state.runtime.hl);
  const { sessionId, start, startFailed } = useExamSession();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => (sessionId ? loadAnswers(sessionId) : {}));

  // A visitor who lands here directly (legacy /question link) gets a session first.
  useEffect(() => {
    if (!sessionId) void start(examId, code).catch(() => undefined);
  }, [sessionId, start, examId, code]);

  const { data, isError, refetch } = useQuestionListQuery(
    { examId, hl, session: sessionId ?? '' },
    { skip: !sessionId },
  );

  if (startFailed || isError)
    return (
      <div className={styles.page} data-testid="screen-exam-question">
        <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>
        <Button onClick={() => void refetch()}>{t('errors.retry')}</Button>
      </div>
    );
  if (!data || !sessionId)
    return (
      <div className={styles.page} data-testid="screen-exam-question">
        <Spinner aria-label={t('question.loading')} />
      </div>
    );

  const questions = data.questions;
  const question = questions[index];
  if (!question) return null;
  const choose = (optionId: string) => {
    const next = { ...answers, [question.id]: optionId };
    setAnswers(next);
    saveAnswers(sessionId, next);
  };
  const answered = Object.keys(answers).length;
  const last = index === questions.length - 1;

  return (
    <div className={styles.page} data-testid="screen-exam-question">
      <ProgressBar
        value={answered}
        max={questions.length}
        aria-label={t('question.progress', { answered, total: questions.length })}
        label={t('question.progress', { answered, total: questions.length })}
      />
      <h1>{t('question.title', { number: index + 1, total: questions.length })}</h1>
      <div className={styles.options} role="group" aria-label={t('question.options')}>
        {question.options.map((option, i) => (
          <button
            key={option.id}
            type="button"
            className={styles.option}
            aria-pressed={answers[question.id] === option.id}
            onClick={() => choose(option.id)}
          >
            {i + 1}
          </button>
        ))}
      </div>
      <div className={styles.nav}>
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('question.previous')}
        </Button>
        {last ? (
          <Button onClick={() => navigate(`/answer/submit/${code}-${examId}`)}>{t('question.submit')}</Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>{t('question.next')}</Button>
        )}
      </div>
    </div>
  );
}
