import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { isEmail } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from '../../components/account.module.css';

type Errors = Partial<Record<'account' | 'password', string>>;

/** spec §5: the account must be an e-mail ('Incorrect email format'); the password is required. */
export function LoginForm() {
  const { t } = useTranslation(NS);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!isEmail(account.trim())) next.account = t('login.invalidEmail');
    if (!password) next.password = t('login.passwordRequired');
    setErrors(next);
    setNotice(Object.keys(next).length === 0);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
      <label className={styles.field}>
        <span>{t('login.account')}</span>
        <input
          className={styles.input}
          type="email"
          autoComplete="username"
          value={account}
          aria-invalid={errors.account ? true : undefined}
          onChange={(event) => setAccount(event.target.value)}
        />
      </label>
      {errors.account && (
        <p className={styles.error} role="alert">
          {errors.account}
        </p>
      )}
      <label className={styles.field}>
        <span>{t('login.password')}</span>
        <input
          className={styles.input}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={errors.password ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {errors.password && (
        <p className={styles.error} role="alert">
          {errors.password}
        </p>
      )}
      {notice && <StatusMessage tone="info">{t('login.unavailable')}</StatusMessage>}
      <Button type="submit">{t('login.submit')}</Button>
      <Link to="/user/forgot-password">{t('login.forgot')}</Link>
      <Link to="/user/register">{t('login.register')}</Link>
    </form>
  );
}
