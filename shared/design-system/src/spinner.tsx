import { classNames } from './class-names';
import styles from './spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

interface SpinnerBaseProps {
  size?: SpinnerSize;
  className?: string;
}

/**
 * A spinner either announces itself (it needs a translated label) or is decoration inside
 * a control that already says it is busy (a loading Button), and then says nothing.
 */
export type SpinnerProps = SpinnerBaseProps &
  ({ 'aria-label': string; decorative?: false } | { decorative: true; 'aria-label'?: never });

export function Spinner({ size = 'medium', className, ...props }: SpinnerProps) {
  const circle = <span className={classNames(styles.circle, styles[size])} aria-hidden="true" />;
  if (props.decorative) {
    return <span className={classNames(styles.spinner, className)}>{circle}</span>;
  }
  const label = props['aria-label'];
  return (
    // role status is a polite live region: the label is also its text, so it is announced when shown.
    <span role="status" aria-label={label} className={classNames(styles.spinner, className)}>
      {circle}
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
