import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import type { OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import { useCertificateNameMutation } from '../../api/report-api';
import { DownloadButton } from '../downloads/download-button';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import { loadErrorKey } from '../report-route/load-error';
import styles from './certificate.module.css';

/** The order service's rule (1–60 characters; letters of any script, spaces and . ' ’ - ·). */
export const CERTIFICATE_NAME_MAX = 60;
const CERTIFICATE_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’\-·]*$/u;

/** The name as the service will print it (trimmed, spaces collapsed), or the key of what is wrong. */
export function checkCertificateName(raw: string): { name: string } | { errorKey: string } {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) return { errorKey: 'certificate.nameRequired' };
  if ([...name].length > CERTIFICATE_NAME_MAX) return { errorKey: 'certificate.nameTooLong' };
  if (!CERTIFICATE_NAME_PATTERN.test(name)) return { errorKey: 'certificate.nameInvalid' };
  return { name };
}

/** spec §1 personalised certificate: set the printed name, then download it as PDF or PNG. */
export function CertificateSection({ report, offerFor }: { report: OrderReport; offerFor: LockOffers }) {
  const { t } = useTranslation(NS);
  const certificate = report.certificate;
  return (
    <section className={styles.section} aria-labelledby="certificate-title" data-testid="certificate">
      <h2 id="certificate-title">{t('certificate.title')}</h2>
      {certificate.locked ? (
        <LockedPart part="certificate" offer={offerFor(certificate, 'certificate')} />
      ) : (
        <>
          <p className={styles.code}>{t('certificate.code', { code: certificate.code })}</p>
          <CertificateNameForm orderNumber={report.orderNumber} savedName={certificate.name} />
          <div className={styles.files}>
            <DownloadButton
              orderNumber={report.orderNumber}
              file="certificate-pdf"
              label={t('certificate.pdf')}
              disabled={!certificate.name}
            />
            <DownloadButton
              orderNumber={report.orderNumber}
              file="certificate-png"
              label={t('certificate.png')}
              disabled={!certificate.name}
            />
          </div>
          {!certificate.name && <p className={styles.note}>{t('certificate.nameFirst')}</p>}
        </>
      )}
    </section>
  );
}

function CertificateNameForm({ orderNumber, savedName }: { orderNumber: string; savedName: string | null }) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState(savedName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveName, { isLoading }] = useCertificateNameMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = checkCertificateName(name);
    if ('errorKey' in checked) return setError(t(checked.errorKey, { max: CERTIFICATE_NAME_MAX }));
    setError(null);
    try {
      await saveName({ orderNumber, name: checked.name }).unwrap();
      setSaved(true);
    } catch (failure) {
      const status = (failure as { status?: unknown }).status;
      setError(
        status === 400
          ? t('certificate.nameRefused')
          : t(loadErrorKey(failure as Parameters<typeof loadErrorKey>[0])),
      );
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="certificate-name-form">
      <label htmlFor="certificate-name" className={styles.label}>
        {t('certificate.nameLabel')}
      </label>
      <div className={styles.row}>
        <input
          id="certificate-name"
          className={styles.input}
          name="name"
          autoComplete="name"
          value={name}
          maxLength={CERTIFICATE_NAME_MAX * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'certificate-name-hint certificate-name-error' : 'certificate-name-hint'}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" loading={isLoading}>
          {t('certificate.save')}
        </Button>
      </div>
      <p id="certificate-name-hint" className={styles.note}>
        {t('certificate.nameHint')}
      </p>
      {error && (
        <p id="certificate-name-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      {saved && <StatusMessage tone="success">{t('certificate.saved')}</StatusMessage>}
    </form>
  );
}
