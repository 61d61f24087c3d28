import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import { isEmail, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import styles from '../features/answering/exam.module.css';

/** spec §2 e-mail capture before results, with the spec §5 messages. */
export default function EmailPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('email.required'));
    if (!isEmail(value)) return setError(t('email.invalid'));
    setError(null);
    setSaved(true);
  };
  return (
    <div className={styles.page} data-testid="screen-exam-email">
      <h1>{t('email.title')}</h1>
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span>{t('email.label')}</span>
            <input
              className={styles.input}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          {error && (
            <p id="email-error" className={styles.error} role="alert">
              {error}
            </p>
          )}
          <Button type="submit">{t('email.submit')}</Button>
        </form>
      </Card>
      {saved && <StatusMessage tone="success">{t('email.saved')}</StatusMessage>}
    </div>
  );
}
