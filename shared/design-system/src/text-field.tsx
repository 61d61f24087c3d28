import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
> {
  /** The input's id; the hint and the error get `{id}-hint` and `{id}-error`. */
  id: string;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Help under the input, already translated. */
  hint?: ReactNode;
  /** The field's error, already translated: shown as an alert and marks the input invalid. */
  error?: ReactNode;
  /** On the wrapper. */
  className?: string;
}

/** A labelled input with an optional hint and error, both wired to it by aria-describedby. */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for an e-mail address: type email, name email, e-mail autocomplete and keyboard. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
