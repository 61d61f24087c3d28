import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportQuestions } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from './analysis.module.css';

type Question = ReportQuestions['questions'][number];

export const outcomeOf = (q: Question) =>
  q.yourAnswer === null ? 'unanswered' : q.correct ? 'right' : 'wrong';

/**
 * spec §2 "question-number picker": one radio per question, marked right, wrong or unanswered
 * (by a sign as well as a colour). One tab stop; arrow keys, Home and End move and choose.
 */
export function QuestionPicker({
  questions,
  selected,
  onSelect,
}: {
  questions: readonly Question[];
  selected: number;
  onSelect: (number: number) => void;
}) {
  const { t } = useTranslation(NS);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const move = (index: number) => {
    const q = questions[(index + questions.length) % questions.length]!;
    onSelect(q.number);
    refs.current.get(q.number)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = (
      {
        ArrowRight: index + 1,
        ArrowDown: index + 1,
        ArrowLeft: index - 1,
        ArrowUp: index - 1,
        Home: 0,
        End: questions.length - 1,
      } as Record<string, number>
    )[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  return (
    <div
      className={styles.picker}
      role="radiogroup"
      aria-label={t('analysis.pickerLabel')}
      data-testid="question-picker"
    >
      {questions.map((q, index) => {
        const outcome = outcomeOf(q);
        const checked = q.number === selected;
        return (
          <button
            key={q.number}
            ref={(node) => {
              if (node) refs.current.set(q.number, node);
              else refs.current.delete(q.number);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`analysis.pick.${outcome}`, { number: q.number })}
            tabIndex={checked ? 0 : -1}
            className={styles[outcome]}
            data-outcome={outcome}
            onClick={() => onSelect(q.number)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.pickNumber}>{q.number}</span>
            <span className={styles.pickSign} aria-hidden="true">
              {outcome === 'right' ? '✓' : outcome === 'wrong' ? '✗' : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
