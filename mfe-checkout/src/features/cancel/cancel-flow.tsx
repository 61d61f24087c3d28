import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, EmailField, StatusMessage, TextField } from '@iq/design-system';
import { UNSUBSCRIBE_CODE_PATTERN, isEmail, type UnsubscribeCancelResponse } from '@iq/contracts';
import { NS } from '../../i18n';
import { useUnsubscribeCancelMutation, useUnsubscribeCheckEmailMutation } from '../../api/subscription-api';
import {
  cancelFailure,
  checkEmailFailure,
  failureText,
  type CancelFailure,
  type CancellationState,
} from './cancel-outcome';
import styles from './cancel.module.css';

/** The one-step link of a reminder mail carries a 32-character token. */
const CANCEL_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Why a step did not go on: a wait (rate limit) is information, anything else an error. */
function FailureMessage({ failure }: { failure: CancelFailure }) {
  const { t } = useTranslation(NS);
  const wait = failure.kind === 'wait';
  return (
    <StatusMessage tone={wait ? 'info' : 'error'} data-testid={wait ? 'cancel-wait' : 'cancel-error'}>
      {failureText(failure, t)}
    </StatusMessage>
  );
}

type Step =
  { kind: 'token'; token: string } | { kind: 'email' } | { kind: 'code'; email: string; minutes: number };

/**
 * spec §2 unsubscribe, §4 cancellation (issue 10): without logging in, the e-mail address, then
 * the code mailed to it, then 'Cancellation successful'. A reminder mail's link cancels in one
 * step. No retention steps: each screen has one way on.
 */
export function CancelFlow({ token, successPath }: { token: string | null; successPath: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(() =>
    token && CANCEL_TOKEN.test(token) ? { kind: 'token', token } : { kind: 'email' },
  );
  const [notice, setNotice] = useState<string | null>(null);
  const done = (cancellation: UnsubscribeCancelResponse) =>
    navigate(successPath, { state: { cancellation } satisfies CancellationState });

  return (
    <>
      <p className={styles.plain}>{t('cancel.effect')}</p>
      {notice && (
        <StatusMessage tone="info" data-testid="cancel-notice">
          {notice}
        </StatusMessage>
      )}
      {step.kind === 'token' ? (
        <TokenStep
          token={step.token}
          onDone={done}
          onLinkInvalid={() => {
            setNotice(t('cancel.token.invalid'));
            setStep({ kind: 'email' });
          }}
        />
      ) : step.kind === 'email' ? (
        <EmailStep
          onSent={(email, minutes) => {
            setNotice(null);
            setStep({ kind: 'code', email, minutes });
          }}
        />
      ) : (
        <CodeStep
          email={step.email}
          minutes={step.minutes}
          onDone={done}
          onOtherAddress={() => setStep({ kind: 'email' })}
        />
      )}
    </>
  );
}

function EmailStep({ onSent }: { onSent: (email: string, minutes: number) => void }) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const [checkEmail, { isLoading }] = useUnsubscribeCheckEmailMutation();
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const address = email.trim();
    const error = !address
      ? t('cancel.email.required')
      : !isEmail(address)
        ? t('cancel.email.invalid')
        : null;
    setFieldError(error);
    setFailure(null);
    if (error) {
      document.getElementById('cancel-email')?.focus();
      return;
    }
    sending.current = true;
    try {
      const sent = await checkEmail({ email: address, hl }).unwrap();
      onSent(address, Math.round(sent.expiresInSeconds / 60));
    } catch (caught) {
      const outcome = checkEmailFailure(caught);
      if (outcome.kind === 'emailNotFound' || outcome.kind === 'emailInvalid') {
        setFieldError(failureText(outcome, t));
        document.getElementById('cancel-email')?.focus();
      } else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="cancel-email-form">
      <p className={styles.plain}>{t('cancel.email.intro')}</p>
      <EmailField
        id="cancel-email"
        label={t('cancel.email.label')}
        hint={t('cancel.email.hint')}
        error={fieldError}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failure && <FailureMessage failure={failure} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="send-code">
        {t('cancel.email.submit')}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  minutes,
  onDone,
  onOtherAddress,
}: {
  email: string;
  minutes: number;
  onDone: (cancellation: UnsubscribeCancelResponse) => void;
  onOtherAddress: () => void;
}) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const [resent, setResent] = useState(false);
  const [cancel, { isLoading }] = useUnsubscribeCancelMutation();
  const [checkEmail, resend] = useUnsubscribeCheckEmailMutation();
  const input = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  // The code is what the reader needs next: the field takes focus when this step appears.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const digits = code.replace(/\s+/g, '');
    setFailure(null);
    setResent(false);
    if (!UNSUBSCRIBE_CODE_PATTERN.test(digits)) {
      setFieldError(t('cancel.code.required'));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    sending.current = true;
    try {
      onDone(await cancel({ email, code: digits, hl }).unwrap());
    } catch (caught) {
      const outcome = cancelFailure(caught);
      if (outcome.kind === 'codeInvalid') {
        setFieldError(failureText(outcome, t));
        input.current?.focus();
      } else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  const sendAgain = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setResent(false);
    setFieldError(null);
    try {
      await checkEmail({ email, hl }).unwrap();
      setCode('');
      setResent(true);
      input.current?.focus();
    } catch (caught) {
      setFailure(checkEmailFailure(caught));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="cancel-code-form">
      <StatusMessage tone="info" data-testid="code-sent">
        {t('cancel.code.sent', { email, minutes })}
      </StatusMessage>
      <TextField
        ref={input}
        id="cancel-code"
        label={t('cancel.code.label')}
        hint={t('cancel.code.hint')}
        error={fieldError}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        maxLength={12}
      />
      {resent && (
        <StatusMessage tone="success" data-testid="code-resent">
          {t('cancel.code.resent')}
        </StatusMessage>
      )}
      {failure && <FailureMessage failure={failure} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="confirm-cancel">
        {t('cancel.code.submit')}
      </Button>
      <div className={styles.secondary}>
        <Button variant="ghost" loading={resend.isLoading} onClick={() => void sendAgain()}>
          {t('cancel.code.sendAgain')}
        </Button>
        <Button variant="ghost" onClick={onOtherAddress}>
          {t('cancel.code.otherAddress')}
        </Button>
      </div>
    </form>
  );
}

function TokenStep({
  token,
  onDone,
  onLinkInvalid,
}: {
  token: string;
  onDone: (cancellation: UnsubscribeCancelResponse) => void;
  onLinkInvalid: () => void;
}) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [failure, setFailure] = useState<CancelFailure | null>(null);
  const [cancel, { isLoading }] = useUnsubscribeCancelMutation();
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    sending.current = true;
    try {
      onDone(await cancel({ token, hl }).unwrap());
    } catch (caught) {
      const outcome = cancelFailure(caught);
      if (outcome.kind === 'codeInvalid') onLinkInvalid();
      else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="cancel-token-form">
      <p className={styles.plain}>{t('cancel.token.body')}</p>
      {failure && <FailureMessage failure={failure} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="confirm-cancel">
        {t('cancel.code.submit')}
      </Button>
    </form>
  );
}
