import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmailField, PasswordField, StatusMessage } from '@iq/design-system';
import { adminApi, type AdminMe } from './admin-client';
import { failureText } from './admin-text';
import { NS } from './i18n';
import styles from './admin-page.module.css';

export function SignInForm({
  onSignedIn,
  onRegistryOff,
}: {
  onSignedIn: (me: AdminMe) => void;
  onRegistryOff: () => void;
}) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('signIn.missing'));
      return;
    }
    setPending(true);
    setError(null);
    const result = await adminApi.login(email.trim(), password);
    setPending(false);
    if (result.ok) onSignedIn(result.data);
    else if (result.status === 404) onRegistryOff();
    else setError(failureText(t, result)); // 401 wrong credentials, 429 too many tries: the server's words
  }

  return (
    <Card title={t('signIn.title')} className={styles.signIn}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <EmailField
          id="admin-email"
          label={t('signIn.email')}
          value={email}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          id="admin-password"
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          showLabel={t('signIn.showPassword')}
          hideLabel={t('signIn.hidePassword')}
          value={password}
          required
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <StatusMessage tone="error">{error}</StatusMessage>}
        <Button type="submit" loading={pending}>
          {t('signIn.submit')}
        </Button>
      </form>
    </Card>
  );
}
