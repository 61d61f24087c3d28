import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './status-message.module.css';

export type StatusTone = 'info' | 'success' | 'error';

export interface StatusMessageProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  tone?: StatusTone;
  /** Optional bold first line, already translated. */
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A message about loading, saving or failing. Errors use role alert (announced at once),
 * the other tones role status (announced politely).
 */
export function StatusMessage({ tone = 'info', title, className, children, ...rest }: StatusMessageProps) {
  return (
    <div
      {...rest}
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(styles.message, styles[tone], className)}
    >
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}
