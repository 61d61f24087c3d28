import { useTranslation } from 'react-i18next';
import type { ReportQuestions } from '@iq/contracts';
import { NS } from '../../i18n';
import { useRovingFocus } from '../report-view/use-roving-focus';
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
  const roving = useRovingFocus(
    questions.map((q) => q.number),
    onSelect,
    'all',
  );
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
            ref={roving.refOf(q.number)}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`analysis.pick.${outcome}`, { number: q.number })}
            tabIndex={checked ? 0 : -1}
            className={styles[outcome]}
            data-outcome={outcome}
            onClick={() => onSelect(q.number)}
            onKeyDown={(event) => roving.onKeyDown(event, index)}
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
