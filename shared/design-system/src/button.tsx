import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { classNames } from './class-names';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner, sets aria-busy and ignores clicks, but stays focusable. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Not the disabled attribute while loading: that would drop keyboard focus mid-action.
    // preventDefault also stops a submit button from submitting its form a second time.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classNames(
        styles.button,
        styles[variant],
        styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading ? true : rest['aria-disabled']}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner decorative size="small" />
        </span>
      )}
    </button>
  );
}
