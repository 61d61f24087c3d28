import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, ProgressBar, StatusMessage } from '@iq/design-system';
import { QuestionHeading, QuestionNav, SaveFailed } from '../question/question-frame';
import type { QuestionnaireView } from '@iq/contracts';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { questionnaireApi, useConfirmQuestionnaireMutation } from '../../api/questionnaire-api';
import { answersWithQueued } from '../answering/answer-queue';
import { AnswerQueueNotice } from '../answering/answer-queue-notice';
import { useAnswerQueue, type PostAnswer } from '../answering/use-answer-queue';
import { PersonalityFormFields, usePersonalityForm } from './personality-form';
import { ScaleOptions } from './scale-options';
import { firstPosition, nextPosition, type Position } from './questionnaire-position';
import styles from './questionnaire.module.css';

/** A questionnaire's answer: a value of its scale for one item (issue 38: through the queue). */
const postScaleAnswer: PostAnswer<number> = ({ questionId, value }, dispatch) =>
  dispatch(
    questionnaireApi.endpoints.saveQuestionnaireAnswer.initiate({ itemId: questionId, value }),
  ).unwrap();

/**
 * spec §2 question page of the questionnaires: one item at a time on the "Not at all" … "Very much"
 * scale. Confirmation locks the answers; `onConfirmed` then leads on to unlocking the result.
 */
export function QuestionnaireScreen({
  view,
  onConfirmed,
}: {
  view: QuestionnaireView;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const items = useMemo(
    () => view.parts.flatMap((part, partIndex) => part.items.map((item) => ({ ...item, partIndex }))),
    [view.parts],
  );
  const sessionId = useAppSelector((root) => root.runtime.examSession) ?? '';
  const { queue, state: saving } = useAnswerQueue(sessionId, postScaleAnswer);
  // The server's answers, then what this device still holds for it (given offline, say).
  const [answers, setAnswers] = useState<Record<string, number>>(() =>
    answersWithQueued(view.state.answers, queue.getState().pending),
  );
  const [position, setPosition] = useState<Position>(() => firstPosition(view.parts, answers));
  const failed = saving.refused;
  const [confirm, confirmState] = useConfirmQuestionnaireMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(true);

  // A new item, part message or step: screen readers and keyboards start at its heading.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [position]);

  const save = useCallback(
    (itemId: string, value: number) => {
      setAnswers((current) => ({ ...current, [itemId]: value }));
      void queue.answer(itemId, value);
    },
    [queue],
  );

  const total = items.length;
  const answered = items.filter((item) => answers[item.id] !== undefined).length;
  const partCount = view.parts.length;
  const partIndex =
    position.kind === 'item'
      ? items[position.index]!.partIndex
      : position.kind === 'part-done'
        ? position.part
        : partCount - 1;

  // The signed-in account is asked for once the form is near: from the last part's message on.
  const formNear =
    position.kind === 'finish' || (position.kind === 'part-done' && position.part === partCount - 1);
  const form = usePersonalityForm(view.state.profileRequired && !view.state.profileSaved, formNear);

  const finish = async () => {
    if (form.needed && !(await form.submit())) return;
    // Answers lock at confirmation: those still on this device go first (the notice says so).
    await queue.flush();
    if (queue.getState().pending.length > 0) return;
    confirm()
      .unwrap()
      .then(() => onConfirmed())
      .catch(() => undefined);
  };

  return (
    <div className={styles.screen}>
      <p className={styles.title}>{view.title}</p>
      <ProgressBar
        value={answered}
        max={total}
        aria-label={t('question.progress', { answered, total })}
        label={
          <span className={styles.progressLabel}>
            <span>{t('questionnaire.part', { part: partIndex + 1, parts: partCount })}</span>
            <span>{t('question.progress', { answered, total })}</span>
          </span>
        }
      />

      {position.kind === 'item' && (
        <>
          <QuestionHeading headingRef={headingRef}>
            {t('question.title', { number: position.index + 1, total })}
          </QuestionHeading>
          <ScaleOptions
            item={items[position.index]!}
            options={view.responseOptions}
            value={answers[items[position.index]!.id]}
            onSelect={(value) => save(items[position.index]!.id, value)}
            onChoose={(value) => {
              const item = items[position.index]!;
              save(item.id, value);
              setPosition(nextPosition(view.parts, { ...answers, [item.id]: value }, position.index));
            }}
          />
          {failed && failed.value !== null && (
            <SaveFailed onRetry={() => save(failed.questionId, failed.value ?? 0)} />
          )}
          <AnswerQueueNotice state={saving} />
          <QuestionNav
            previousDisabled={position.index === 0}
            onPrevious={() => setPosition({ kind: 'item', index: position.index - 1 })}
          >
            <Button
              data-testid="next-question"
              disabled={answers[items[position.index]!.id] === undefined}
              onClick={() => setPosition(nextPosition(view.parts, answers, position.index))}
            >
              {t('question.next')}
            </Button>
          </QuestionNav>
        </>
      )}

      {position.kind === 'part-done' && (
        <div className={styles.message} data-testid="part-progress-message">
          <QuestionHeading headingRef={headingRef}>
            {t('questionnaire.partDone', { part: position.part + 1, parts: partCount })}
          </QuestionHeading>
          <p>{view.parts[position.part]!.progressMessage}</p>
          <Button
            data-testid="continue"
            onClick={() =>
              setPosition(
                position.part + 1 < partCount
                  ? firstPosition(view.parts, answers, position.part + 1)
                  : { kind: 'finish' },
              )
            }
          >
            {t('questionnaire.continue')}
          </Button>
        </div>
      )}

      {position.kind === 'finish' && (
        <form
          className={styles.finish}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void finish();
          }}
        >
          <QuestionHeading headingRef={headingRef}>
            {t(form.needed ? 'questionnaire.form.title' : 'questionnaire.finish.title')}
          </QuestionHeading>
          {form.needed ? <PersonalityFormFields form={form} /> : <p>{t('questionnaire.finish.body')}</p>}
          <AnswerQueueNotice state={{ ...saving, waiting: saving.waiting || saving.pending.length > 0 }} />
          {confirmState.isError && <StatusMessage tone="error">{t('errors.connection')}</StatusMessage>}
          <QuestionNav
            previousLabel={t('questionnaire.finish.edit')}
            onPrevious={() => setPosition({ kind: 'item', index: total - 1 })}
          >
            <Button type="submit" loading={confirmState.isLoading || form.saving} data-testid="get-result">
              {t('confirm.getResult')}
            </Button>
          </QuestionNav>
        </form>
      )}
    </div>
  );
}
