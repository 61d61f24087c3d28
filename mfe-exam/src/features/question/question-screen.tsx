import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, ProgressBar } from '@iq/design-system';
import type { ExamSessionState, QuestionList } from '@iq/contracts';
import { NS } from '../../i18n';
import { answersWithQueued } from '../answering/answer-queue';
import { AnswerQueueNotice } from '../answering/answer-queue-notice';
import { postMatrixAnswer, useAnswerQueue } from '../answering/use-answer-queue';
import { readQuestionPage, writeQuestionPage } from '../exam-session/use-exam-session';
import { formatClock } from '../timer/format-clock';
import { useCountdown } from '../timer/use-countdown';
import { KeysHint, QuestionHeading, QuestionNav, SaveFailed } from './question-frame';
import { revealQuestionTop } from './reveal-question-top';
import { svgDataUrl } from './svg-image';
import styles from './question-screen.module.css';

/** One question screen per page: a fixed id, the same in the server's HTML and the browser's. */
const keysHintId = 'question-keys-hint';

const subscribeNever = () => () => {};

/**
 * False while the server's HTML is rendered or hydrated, true afterwards: the clock shows the
 * server's figure until then (issue 38: the first view comes with the HTML), then ticks.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

interface Props {
  code: string;
  examId: number;
  list: QuestionList;
  state: ExamSessionState;
  stateLoadedAt: number;
}

/** spec §2 question screen: the matrix, six options, progress, HH:MM:SS timer, navigation. */
export function QuestionScreen({ code, examId, list, state, stateLoadedAt }: Props) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const questions = list.questions;
  const total = questions.length;
  const [index, setIndex] = useState(() => Math.min(readQuestionPage(), total) - 1);
  const sessionId = useAppSelector((root) => root.runtime.examSession) ?? '';
  const { queue, state: saving } = useAnswerQueue(sessionId, postMatrixAnswer);
  // The server's answers, then what this device still holds for it (given offline, say).
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    answersWithQueued(state.answers, queue.getState().pending),
  );
  const remaining = useCountdown(state.remainingSeconds, stateLoadedAt);
  const question = questions[index];
  const screenRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  const hydrated = useHydrated();
  const { search } = useLocation();
  const submitPath = `/answer/submit/${code}-${examId}${search}`;

  const goTo = useCallback(
    (next: number) => {
      const bounded = Math.max(0, Math.min(total - 1, next));
      setIndex(bounded);
      writeQuestionPage(bounded + 1);
    },
    [total],
  );

  const choose = useCallback(
    (questionId: string, optionId: string) => {
      setAnswers((current) => ({ ...current, [questionId]: optionId }));
      void queue.answer(questionId, optionId);
    },
    [queue],
  );

  // Keys 1–6 choose an option, arrows move between questions.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (!question) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= question.options.length) {
        choose(question.id, question.options[digit - 1]!.id);
      } else if (event.key === 'ArrowRight') goTo(index + 1);
      else if (event.key === 'ArrowLeft') goTo(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question, index, choose, goTo]);

  // A new item: screen readers start at its heading, and the eyes at its top (progress, timer,
  // matrix), not at the previous item's options.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    revealQuestionTop(screenRef.current);
  }, [index]);

  const timeUp = remaining !== undefined && remaining <= 0;
  useEffect(() => {
    if (timeUp) navigate(submitPath, { replace: true });
  }, [timeUp, navigate, submitPath]);

  if (!question) return null;
  const answered = questions.filter((q) => answers[q.id]).length;
  const queued = new Set(saving.pending.map((answer) => answer.questionId));
  const failed = saving.refused;
  const last = index === total - 1;

  return (
    <div className={styles.screen} ref={screenRef}>
      <div className={styles.topBar}>
        <ProgressBar
          className={styles.progress}
          value={answered}
          max={total}
          aria-label={t('question.progress', { answered, total })}
          label={t('question.progress', { answered, total })}
        />
        <p className={styles.timer} role="timer" aria-label={t('question.timeLeft')} data-testid="exam-timer">
          {formatClock(hydrated ? (remaining ?? state.timeLimitSeconds) : state.remainingSeconds)}
        </p>
      </div>

      <QuestionHeading headingRef={headingRef}>
        {t('question.title', { number: index + 1, total })}
      </QuestionHeading>

      <div className={styles.body}>
        <img
          className={styles.matrix}
          src={svgDataUrl(question.matrixSvg)}
          alt={t('question.matrixAlt', { number: index + 1 })}
          data-testid="question-matrix"
        />
        <div className={styles.answering}>
          <div
            className={styles.options}
            role="radiogroup"
            aria-label={t('question.prompt')}
            aria-describedby={keysHintId}
          >
            {question.options.map((option, i) => {
              const selected = answers[question.id] === option.id;
              return (
                <button
                  key={option.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className={styles.option}
                  data-testid={`option-${i + 1}`}
                  onClick={() => choose(question.id, option.id)}
                >
                  {/* On the option's border, never over the picture: the drawing has its own frame. */}
                  <span className={styles.optionNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <img
                    className={styles.optionImage}
                    src={svgDataUrl(option.svg)}
                    alt={t('question.optionAlt', { number: i + 1 })}
                  />
                </button>
              );
            })}
          </div>

          {failed && <SaveFailed onRetry={() => void queue.answer(failed.questionId, failed.value)} />}
          <AnswerQueueNotice state={saving} />

          <QuestionNav previousDisabled={index === 0} onPrevious={() => goTo(index - 1)}>
            {last ? (
              <Button onClick={() => navigate(submitPath)} data-testid="go-submit">
                {t('question.submit')}
              </Button>
            ) : (
              <Button onClick={() => goTo(index + 1)} data-testid="next-question">
                {t('question.next')}
              </Button>
            )}
          </QuestionNav>

          <KeysHint id={keysHintId}>{t('question.keys')}</KeysHint>
        </div>
      </div>

      <nav className={styles.jump} aria-label={t('question.jump')}>
        {questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            className={styles.jumpButton}
            aria-current={i === index ? 'step' : undefined}
            data-answered={answers[q.id] ? 'true' : undefined}
            data-queued={queued.has(q.id) ? 'true' : undefined}
            aria-label={t(answers[q.id] ? 'question.jumpAnswered' : 'question.jumpOpen', { number: i + 1 })}
            onClick={() => goTo(i)}
          >
            {i + 1}
          </button>
        ))}
      </nav>
      {/* One submit control at a time: on the last item "Submit answers" above is the way out. */}
      {!last && (
        <Button
          variant="ghost"
          className={styles.finish}
          onClick={() => navigate(submitPath)}
          data-testid="finish-early"
        >
          {t('question.finish')}
        </Button>
      )}
    </div>
  );
}
