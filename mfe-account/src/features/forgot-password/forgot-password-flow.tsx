import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, EmailField, PasswordField, StatusMessage, TextField } from '@iq/design-system';
import { isEmail } from '@iq/contracts';
import { PASSWORD_MIN, RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '../account-rules';
import { NS } from '../../i18n';
import { useResetPasswordMutation, useSendCodeMutation, useVerifyCodeMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { focusFirstError } from '../../components/focus-first-error';
import { newPasswordErrors } from '../../components/new-password-rules';
import styles from '../../components/account.module.css';

const CODE = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

type Step =
  | { kind: 'email'; notice?: string }
  | { kind: 'code'; email: string }
  | { kind: 'password'; resetToken: string; fromLink: boolean }
  | { kind: 'done' };

type Shown = { failure: ServerFailure; text?: string } | null;

/**
 * spec §4 forgot password: send code, enter code, reset, success. The e-mail step goes on only
 * after the server's `{ sent: true }` (said the same for every address: no enumeration); the code
 * gives a one-time reset token; a set-password link (`?token=`) starts at the new password.
 * Each step's heading takes focus when the step appears.
 */
export function ForgotPasswordFlow({ linkToken }: { linkToken: string | null }) {
  const { t } = useTranslation(NS);
  const [step, setStep] = useState<Step>(() =>
    linkToken ? { kind: 'password', resetToken: linkToken, fromLink: true } : { kind: 'email' },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to a step's heading when the step changes, not on the first view (a re-run of
  // the effect, as StrictMode does, changes nothing).
  const shownStep = useRef(step.kind);
  useEffect(() => {
    if (shownStep.current === step.kind) return;
    shownStep.current = step.kind;
    heading.current?.focus();
  }, [step.kind]);

  const title =
    step.kind === 'email'
      ? t('forgot.email.title')
      : step.kind === 'code'
        ? t('forgot.code.title')
        : step.kind === 'password'
          ? t('forgot.password.title')
          : t('forgot.done.title');
  const position = { email: 1, code: 2, password: 3, done: 3 }[step.kind];

  return (
    <section className={styles.form} aria-labelledby="forgot-step-title">
      <p className={styles.plain}>{t('forgot.stepOf', { position, total: 3 })}</p>
      <h2 id="forgot-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      {step.kind === 'email' ? (
        <EmailStep notice={step.notice} onSent={(email) => setStep({ kind: 'code', email })} />
      ) : step.kind === 'code' ? (
        <CodeStep
          email={step.email}
          onVerified={(resetToken) => setStep({ kind: 'password', resetToken, fromLink: false })}
          onOtherAddress={() => setStep({ kind: 'email' })}
        />
      ) : step.kind === 'password' ? (
        <PasswordStep
          resetToken={step.resetToken}
          onDone={() => setStep({ kind: 'done' })}
          onExpired={() =>
            setStep({
              kind: 'email',
              notice: step.fromLink ? t('forgot.password.linkExpired') : t('forgot.password.expired'),
            })
          }
        />
      ) : (
        <DoneStep />
      )}
    </section>
  );
}

function Form({
  testId,
  onSubmit,
  children,
}: {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={testId}>
      {children}
    </form>
  );
}

function EmailStep({ notice, onSent }: { notice?: string; onSent: (email: string) => void }) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<Shown>(null);
  const [sendCode, { isLoading }] = useSendCodeMutation();
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const address = email.trim();
    const found = !address ? t('email.required') : !isEmail(address) ? t('email.invalid') : undefined;
    setError(found);
    setShown(null);
    if (focusFirstError({ email: found }, { email: 'forgot-email' })) return;
    sending.current = true;
    try {
      const answer = await sendCode({ email: address, hl }).unwrap();
      if (answer?.sent === true) onSent(address);
      else setShown({ failure: { kind: 'failed' } });
    } catch (caught) {
      const failure = serverFailure(caught);
      if (failure.kind === 'refused' && failure.status === 400) {
        setError(t('email.invalid'));
        document.getElementById('forgot-email')?.focus();
      } else setShown({ failure });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form testId="forgot-email-form" onSubmit={submit}>
      {notice && (
        <StatusMessage tone="info" data-testid="forgot-notice">
          {notice}
        </StatusMessage>
      )}
      <p className={styles.plain}>{t('forgot.email.intro')}</p>
      <EmailField
        id="forgot-email"
        label={t('forgot.email.label')}
        autoComplete="username"
        error={error}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {shown && <FailureMessage failure={shown.failure} text={shown.text} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="send-code">
        {t('forgot.email.submit')}
      </Button>
    </Form>
  );
}

function CodeStep({
  email,
  onVerified,
  onOtherAddress,
}: {
  email: string;
  onVerified: (resetToken: string) => void;
  onOtherAddress: () => void;
}) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<Shown>(null);
  const [resent, setResent] = useState(false);
  const [verify, { isLoading }] = useVerifyCodeMutation();
  const [sendCode, resend] = useSendCodeMutation();
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const digits = code.replace(/\s+/g, '');
    setShown(null);
    setResent(false);
    if (!CODE.test(digits)) {
      setError(t('forgot.code.required', { length: RESET_CODE_LENGTH }));
      document.getElementById('forgot-code')?.focus();
      return;
    }
    setError(undefined);
    sending.current = true;
    try {
      const { resetToken } = await verify({ email, code: digits }).unwrap();
      onVerified(resetToken);
    } catch (caught) {
      const failure = serverFailure(caught);
      if (failure.kind === 'refused' && (failure.status === 400 || failure.status === 404)) {
        setError(t('forgot.code.invalid'));
        document.getElementById('forgot-code')?.focus();
      } else if (failure.kind === 'wait' && failure.seconds === null) {
        // Five wrong codes: this code is spent, only a new one helps.
        setShown({ failure, text: t('forgot.code.tooMany') });
      } else setShown({ failure });
    } finally {
      sending.current = false;
    }
  };

  const sendAgain = async () => {
    if (sending.current) return;
    sending.current = true;
    setShown(null);
    setResent(false);
    setError(undefined);
    try {
      const answer = await sendCode({ email, hl }).unwrap();
      if (answer?.sent === true) {
        setCode('');
        setResent(true);
        document.getElementById('forgot-code')?.focus();
      } else setShown({ failure: { kind: 'failed' } });
    } catch (caught) {
      setShown({ failure: serverFailure(caught) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form testId="forgot-code-form" onSubmit={submit}>
      <StatusMessage tone="success" data-testid="code-sent">
        {t('forgot.code.sent', { email, minutes: RESET_CODE_TTL_MINUTES })}
      </StatusMessage>
      <TextField
        id="forgot-code"
        name="code"
        label={t('forgot.code.label')}
        hint={t('forgot.code.hint', { length: RESET_CODE_LENGTH })}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      {resent && (
        <StatusMessage tone="success" data-testid="code-resent">
          {t('forgot.code.resent')}
        </StatusMessage>
      )}
      {shown && <FailureMessage failure={shown.failure} text={shown.text} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="verify-code">
        {t('forgot.code.submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="ghost" loading={resend.isLoading} onClick={() => void sendAgain()}>
          {t('forgot.code.sendAgain')}
        </Button>
        <Button variant="ghost" onClick={onOtherAddress}>
          {t('forgot.code.otherAddress')}
        </Button>
      </div>
    </Form>
  );
}

function PasswordStep({
  resetToken,
  onDone,
  onExpired,
}: {
  resetToken: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [shown, setShown] = useState<Shown>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = newPasswordErrors(password, repeat, t);
    setErrors(found);
    setShown(null);
    if (focusFirstError(found, { password: 'forgot-password', repeat: 'forgot-repeat' })) return;
    sending.current = true;
    try {
      await reset({ resetToken, password, passwordRepeat: repeat }).unwrap();
      onDone();
    } catch (caught) {
      const failure = serverFailure(caught);
      // The token is spent or expired (400/404): start again from the e-mail.
      if (failure.kind === 'refused' && (failure.status === 400 || failure.status === 404)) onExpired();
      else setShown({ failure });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form testId="forgot-password-form" onSubmit={submit}>
      <PasswordField
        id="forgot-password"
        name="new-password"
        label={t('forgot.password.label')}
        hint={t('password.rule', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        id="forgot-repeat"
        name="new-password-repeat"
        label={t('forgot.password.repeat')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.repeat}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      {shown && <FailureMessage failure={shown.failure} text={shown.text} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="reset-password">
        {t('forgot.password.submit')}
      </Button>
    </Form>
  );
}

function DoneStep() {
  const { t } = useTranslation(NS);
  const links = useAccountLinks();
  return (
    <div className={styles.form} data-testid="forgot-done">
      <StatusMessage tone="success">{t('forgot.done.message')}</StatusMessage>
      <p className={styles.plain}>{t('forgot.done.body')}</p>
      <Link className={styles.link} to={links.to('/user/login')}>
        {t('forgot.done.login')}
      </Link>
    </div>
  );
}
