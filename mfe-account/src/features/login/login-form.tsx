import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmailField, PasswordField, StatusMessage } from '@iq/design-system';
import { isEmail } from '@iq/contracts';
import { NS } from '../../i18n';
import { useConfirmMutation, useLoginMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { focusFirstError } from '../../components/focus-first-error';
import styles from '../../components/account.module.css';

type Errors = Partial<Record<'email' | 'password', string>>;
const FIELD_IDS = { email: 'login-email', password: 'login-password' } as const;

/**
 * spec §5: the account must be an e-mail ('Incorrect email format'); the password is required.
 * A wrong pair is one message (no hint which half was wrong); a 429 says when to try again.
 * After signing in: the `redirect` target when it is on this site, else the personal centre.
 * `?confirm=<token>` (the registration mail's link) signs in first and goes on the same way.
 */
export function LoginForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { search } = useLocation();
  const links = useAccountLinks();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ failure: ServerFailure; text?: string } | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const [confirm, confirmation] = useConfirmMutation();
  const sending = useRef(false);
  const confirmToken = new URLSearchParams(search).get('confirm');
  const [confirmFailed, setConfirmFailed] = useState<ServerFailure | null>(null);
  const next = links.afterSignIn();

  // The confirmation link signs in once per visit (a ref: StrictMode runs effects twice).
  const confirmStarted = useRef(false);
  useEffect(() => {
    if (!confirmToken || confirmStarted.current) return;
    confirmStarted.current = true;
    confirm({ token: confirmToken })
      .unwrap()
      .then(
        () => navigate(next, { replace: true }),
        (error: unknown) => setConfirmFailed(serverFailure(error)),
      );
  }, [confirmToken, confirm, navigate, next]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const address = email.trim();
    const found: Errors = {};
    if (!isEmail(address)) found.email = t('login.invalidEmail');
    if (!password) found.password = t('login.passwordRequired');
    setErrors(found);
    setFailure(null);
    if (focusFirstError(found, FIELD_IDS)) return;
    sending.current = true;
    try {
      await login({ email: address, password }).unwrap();
      // spec §5 'Login successful': said by the page that opens, after the server's answer.
      void navigate(next, { replace: true, state: { signedIn: true } });
    } catch (caught) {
      const outcome = serverFailure(caught);
      if (outcome.kind === 'refused' && outcome.status === 401) {
        setFailure({ failure: outcome, text: t('login.wrongCredentials') });
      } else if (outcome.kind === 'refused' && outcome.status === 400) {
        setFailure({ failure: outcome, text: t('login.invalidInput') });
      } else setFailure({ failure: outcome });
    } finally {
      sending.current = false;
    }
  };

  if (confirmToken && !confirmFailed) {
    return (
      <StatusMessage tone="info" data-testid="confirming">
        {confirmation.isSuccess ? t('login.confirmed') : t('login.confirming')}
      </StatusMessage>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      {confirmFailed && (
        <FailureMessage
          failure={confirmFailed}
          text={confirmFailed.kind === 'refused' ? t('login.confirmInvalid') : undefined}
        />
      )}
      <EmailField
        id={FIELD_IDS.email}
        label={t('login.account')}
        autoComplete="username"
        error={errors.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        id={FIELD_IDS.password}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && <FailureMessage failure={failure.failure} text={failure.text} />}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <div className={styles.links}>
        <Link className={styles.link} to={links.to('/user/forgot-password')}>
          {t('login.forgot')}
        </Link>
        <Link className={styles.link} to={links.to('/user/register')}>
          {t('login.register')}
        </Link>
      </div>
    </form>
  );
}
