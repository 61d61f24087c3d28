import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, EmailField, StatusMessage } from '@iq/design-system';
import { REPORT_MESSAGES, isEmail } from '@iq/contracts';
import { NS } from '../../i18n';
import { useRetrieveReportMutation } from '../../api/report-api';
import { retrieveFailure, type RetrieveOutcome } from './retrieve-outcome';
import styles from './retrieve.module.css';

/** Minutes and seconds for the wait message ("2 min 5 s", "40 s"). */
function waitText(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('retrieve.seconds', { count: rest });
  if (rest === 0) return t('retrieve.minutes', { count: minutes });
  return t('retrieve.minutesSeconds', { minutes, seconds: rest });
}

/**
 * spec §2 "Retrieve report by e-mail" (POST /pay/exam/order/report/retrieve): the service mails
 * the report links of that mailbox. Each outcome says only what the server answered.
 */
export function RetrieveForm() {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RetrieveOutcome | null>(null);
  const [retrieve, { isLoading }] = useRetrieveReportMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const address = email.trim();
    const error = !address
      ? t('retrieve.emailRequired')
      : !isEmail(address)
        ? t('retrieve.emailInvalid')
        : null;
    setEmailError(error);
    setOutcome(null);
    if (error) {
      document.getElementById('retrieve-email')?.focus();
      return;
    }
    try {
      await retrieve({ email: address, hl }).unwrap();
      setOutcome({ kind: 'sent' });
    } catch (failure) {
      setOutcome(retrieveFailure(failure));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="retrieve-form">
      <EmailField
        id="retrieve-email"
        label={t('retrieve.emailLabel')}
        hint={t('retrieve.emailHint')}
        error={emailError}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="retrieve-submit">
        {t('retrieve.submit')}
      </Button>
      {outcome?.kind === 'sent' && (
        <StatusMessage tone="success" title={t('retrieve.sent', { defaultValue: REPORT_MESSAGES.sent })}>
          <p className={styles.plain}>{t('retrieve.sentHint')}</p>
        </StatusMessage>
      )}
      {outcome?.kind === 'noReports' && (
        <StatusMessage tone="error">
          {t('retrieve.noReports', { defaultValue: REPORT_MESSAGES.noReports })}
        </StatusMessage>
      )}
      {outcome?.kind === 'failed' && (
        <StatusMessage tone="error">
          {t('retrieve.failed', { defaultValue: REPORT_MESSAGES.sendFailed })}
        </StatusMessage>
      )}
      {outcome?.kind === 'wait' && (
        <StatusMessage tone="info" data-testid="retrieve-wait">
          {outcome.seconds === null
            ? t('retrieve.waitSoon')
            : t('retrieve.wait', { time: waitText(outcome.seconds, t) })}
        </StatusMessage>
      )}
    </form>
  );
}
