import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clientStorage, useAppSelector } from '@iq/api';
import { Button, EmailField, FieldError, PasswordField, StatusMessage, TextField } from '@iq/design-system';
import { isEmail, PENDING_RESULTS_MAX, RESULTS_AWAITING_ACCOUNT_KEY } from '@iq/contracts';
import { PASSWORD_MIN } from '../account-rules';
import { NS } from '../../i18n';
import { useRegisterMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { focusFirstError } from '../../components/focus-first-error';
import { newPasswordErrors } from '../../components/new-password-rules';
import styles from '../../components/account.module.css';
import { useResultSaved } from './use-result-saved';

/** Issue 38: this tab's confirmed results that wait for an account (written by the exam screens). */
function resultsAwaitingAccount(): string[] {
  const listed = clientStorage.readSession<unknown>(RESULTS_AWAITING_ACCOUNT_KEY);
  return (Array.isArray(listed) ? listed : [])
    .filter((id): id is string => typeof id === 'string' && /^[\w-]{16,128}$/.test(id))
    .slice(0, PENDING_RESULTS_MAX);
}

type Field = 'name' | 'email' | 'password' | 'repeat' | 'privacy';
type Errors = Partial<Record<Field, string>>;
const FIELD_IDS: Record<Field, string> = {
  name: 'register-name',
  email: 'register-email',
  password: 'register-password',
  repeat: 'register-repeat',
  privacy: 'register-privacy',
};

/**
 * spec §5 registration: name, e-mail, password, the password again ('Passwords do not match'),
 * the privacy agreement ('Please agree to the privacy policy'). The server answers the same for a
 * new and a known address and signs nobody in: the screen says to open the mailed link, never
 * that an account was made.
 */
export function RegisterForm() {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const links = useAccountLinks();
  const [values, setValues] = useState({ name: '', email: '', password: '', repeat: '' });
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [withResults, setWithResults] = useState(false);
  const [resultRefused, setResultRefused] = useState(false);
  const resultSaved = useResultSaved(sentTo !== null && withResults);
  const [register, { isLoading }] = useRegisterMutation();
  const sending = useRef(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo, resultSaved]);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const name = values.name.trim();
    const email = values.email.trim();
    const found: Errors = {};
    if (!name) found.name = t('register.nameRequired');
    if (!email) found.email = t('email.required');
    else if (!isEmail(email)) found.email = t('email.invalid');
    Object.assign(found, newPasswordErrors(values.password, values.repeat, t));
    if (!privacy) found.privacy = t('register.privacyRequired');
    setErrors(found);
    setFailure(null);
    if (focusFirstError(found, FIELD_IDS)) return;
    sending.current = true;
    setResultRefused(false);
    const results = resultsAwaitingAccount();
    try {
      await register({
        name,
        email,
        password: values.password,
        passwordRepeat: values.repeat,
        privacyAgreed: true,
        hl,
        ...(results.length ? { results } : {}),
      }).unwrap();
      setWithResults(results.length > 0);
      setSentTo(email);
    } catch (caught) {
      const outcome = serverFailure(caught);
      // A result that can no longer be claimed (another account's, say) refused the sign-up:
      // it is forgotten here, and the next try goes without it.
      if (
        results.length &&
        outcome.kind === 'refused' &&
        (outcome.status === 404 || outcome.status === 409)
      ) {
        clientStorage.removeSession(RESULTS_AWAITING_ACCOUNT_KEY);
        setResultRefused(true);
      } else setFailure(outcome);
    } finally {
      sending.current = false;
    }
  };

  // Issue 38: the server said the link was opened and the result saved (maybe in another browser).
  if (sentTo && resultSaved) {
    return (
      <div className={styles.form} data-testid="register-result-saved">
        <h2 ref={sentHeading} tabIndex={-1} className={styles.stepTitle}>
          {t('register.resultSavedTitle')}
        </h2>
        <StatusMessage tone="success">{t('register.resultSaved')}</StatusMessage>
        <div className={styles.links}>
          <Link className={styles.link} to={links.to('/user/login')} data-testid="register-result-login">
            {t('register.resultSavedLogin')}
          </Link>
        </div>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div className={styles.form} data-testid="register-sent">
        <h2 ref={sentHeading} tabIndex={-1} className={styles.stepTitle}>
          {t('register.sentTitle')}
        </h2>
        <StatusMessage tone="success">{t('register.sent', { email: sentTo })}</StatusMessage>
        {withResults && <p className={styles.plain}>{t('register.resultWaits')}</p>}
        <p className={styles.plain}>{t('register.sentHelp')}</p>
        <div className={styles.links}>
          <Link className={styles.link} to={links.to('/user/login')}>
            {t('register.toLogin')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
      <TextField
        id={FIELD_IDS.name}
        name="name"
        label={t('register.name')}
        autoComplete="name"
        error={errors.name}
        value={values.name}
        onChange={change('name')}
      />
      <EmailField
        id={FIELD_IDS.email}
        label={t('register.email')}
        autoComplete="username"
        error={errors.email}
        value={values.email}
        onChange={change('email')}
      />
      <PasswordField
        id={FIELD_IDS.password}
        name="new-password"
        label={t('register.password')}
        hint={t('password.rule', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.password}
        value={values.password}
        onChange={change('password')}
      />
      <PasswordField
        id={FIELD_IDS.repeat}
        name="new-password-repeat"
        label={t('register.repeat')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.repeat}
        value={values.repeat}
        onChange={change('repeat')}
      />
      <div>
        <label className={styles.checkbox}>
          <input
            id={FIELD_IDS.privacy}
            type="checkbox"
            checked={privacy}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `${FIELD_IDS.privacy}-error` : undefined}
            onChange={(event) => setPrivacy(event.target.checked)}
          />
          <span>{t('register.privacy')}</span>
        </label>
        <FieldError id={`${FIELD_IDS.privacy}-error`}>{errors.privacy}</FieldError>
      </div>
      {resultRefused && (
        <StatusMessage tone="error" data-testid="register-result-refused">
          {t('register.resultRefused')}
        </StatusMessage>
      )}
      {failure && (
        <FailureMessage
          failure={failure}
          text={failure.kind === 'refused' && failure.status === 400 ? t('register.invalidInput') : undefined}
        />
      )}
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="register-submit">
        {t('register.submit')}
      </Button>
      <div className={styles.links}>
        <Link className={styles.link} to={links.to('/user/login')}>
          {t('register.haveAccount')}
        </Link>
      </div>
    </form>
  );
}
