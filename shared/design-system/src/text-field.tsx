import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
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

export interface FieldErrorProps {
  /** The id the described control points to with aria-describedby. */
  id: string;
  children?: ReactNode;
}

/**
 * The one style of a field's error (an alert), for controls that are not text inputs (a
 * checkbox, a radio group): the text fields below render it themselves.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/** The label, hint and error around one input, wired by aria (TextField, PasswordField). */
function inputWiring(id: string, hint: ReactNode, error: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: Pick<TextFieldProps, 'id' | 'label' | 'hint' | 'error' | 'className'> & { children: ReactNode }) {
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled input with an optional hint and error, both wired to it by aria-describedby. */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  const inputProps = inputWiring(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input {...input} {...inputProps} className={styles.input} />
    </FieldFrame>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for an e-mail address: type email, name email, e-mail autocomplete and keyboard. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /**
   * Required: 'current-password' where a password is typed to sign in, 'new-password' where one
   * is chosen (password managers offer to fill or to generate accordingly).
   */
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's text while the password is hidden, already translated ("Show password"). */
  showLabel: string;
  /** The toggle's text while the password is shown, already translated ("Hide password"). */
  hideLabel: string;
}

/**
 * A TextField for a password with a show / hide toggle: a real button (keyboard and screen
 * readers reach it) whose text says what it will do; the input keeps its label either way.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  className,
  showLabel,
  hideLabel,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const inputProps = inputWiring(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className={styles.control}>
        <input
          {...input}
          {...inputProps}
          type={visible ? 'text' : 'password'}
          // Browsers must not spell-check or capitalise a password shown as text.
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          className={classNames(styles.input, styles.withToggle)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      </div>
    </FieldFrame>
  );
}
