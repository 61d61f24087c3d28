import { ProgressBar } from '@iq/design-system';
import styles from './questionnaire-results.module.css';

/** One result bar: the share toward the first pole, with both ends' texts under it. */
export function PercentBar({
  value,
  label,
  start,
  end,
  note,
}: {
  value: number;
  label: string;
  start: string;
  end?: string;
  note?: string;
}) {
  return (
    <div className={styles.bar}>
      <ProgressBar
        value={value}
        max={100}
        aria-label={label}
        aria-valuetext={end ? `${start}, ${end}` : start}
        label={label}
      />
      <p className={styles.barEnds}>
        <span>{start}</span>
        {end && <span>{end}</span>}
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
