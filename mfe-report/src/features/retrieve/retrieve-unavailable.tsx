import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { isEmail } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from '../../components/report.module.css';

/** spec §2 "Retrieve report by e-mail", with the spec §5 e-mail messages. */
export function RetrieveForm() {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('retrieve.required'));
    if (!isEmail(value)) return setError(t('retrieve.invalid'));
    setError(null);
    setSent(true);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span>{t('retrieve.label')}</span>
        <input
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {sent && <StatusMessage tone="info">{t('retrieve.pending')}</StatusMessage>}
      <Button type="submit">{t('retrieve.submit')}</Button>
    </form>
  );
}
