import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Accessible name, already translated (e.g. "Test progress"). */
  'aria-label': string;
  /** How a screen reader should read the value when a percentage is wrong (e.g. "Question 3 of 30"). */
  'aria-valuetext'?: string;
  /** Optional text shown above the bar (e.g. "3 / 30"). */
  label?: ReactNode;
  className?: string;
}

export function ProgressBar({
  value,
  max = 100,
  'aria-label': ariaLabel,
  'aria-valuetext': ariaValueText,
  label,
  className,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const now = Math.min(Math.max(value, 0), safeMax);
  const fillRef = useRef<HTMLSpanElement>(null);

  // Strict CSP: no style attribute in markup. Setting the property through the CSSOM is allowed,
  // and the ratio is all the stylesheet needs.
  useLayoutEffect(() => {
    fillRef.current?.style.setProperty('--iq-progress-ratio', String(now / safeMax));
  }, [now, safeMax]);

  return (
    <div className={classNames(styles.progress, className)}>
      {label && <div className={styles.label}>{label}</div>}
      <div
        role="progressbar"
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={ariaValueText}
        className={styles.track}
      >
        <span ref={fillRef} className={styles.fill} />
      </div>
    </div>
  );
}
