import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import type { CertificateVerification } from '@iq/contracts';
import { NS } from '../../i18n';
import { useCertificateVerificationQuery } from '../../api/report-api';
import { httpStatusOf, isNotFound, loadErrorKey } from '../report-route/load-error';
import { TakeTheTest } from '../share/take-the-test';
import styles from './verify.module.css';

/** A typed code as the certificate prints it: upper case, three groups of four. */
export function printedForm(code: string): string {
  const plain = code.replace(/-/g, '').toUpperCase();
  return plain.match(/.{1,4}/g)?.join('-') ?? plain;
}

/**
 * /verify/{code}: whether the order service issued a certificate with this code, and then only
 * what the certificate itself states (name, score as printed, band, test date, code).
 */
export function CertificateVerificationView({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  const check = useCertificateVerificationQuery(code);
  if (check.data) return <Verified certificate={check.data} />;
  if (check.isError && isNotFound(check.error)) return <NotFound code={code} />;
  if (check.isError) {
    const wait = httpStatusOf(check.error) === 429;
    const seconds =
      check.error && 'retryAfterSeconds' in check.error ? check.error.retryAfterSeconds : undefined;
    return (
      <>
        {wait ? (
          <StatusMessage tone="info" data-testid="verify-wait">
            {seconds === undefined
              ? t('verify.waitSoon')
              : t('verify.wait', { time: t('retrieve.seconds', { count: seconds }) })}
          </StatusMessage>
        ) : (
          <StatusMessage tone="error" data-testid="verify-error">
            {t(loadErrorKey(check.error))}
          </StatusMessage>
        )}
        <Button variant="secondary" onClick={() => void check.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  }
  return <Spinner aria-label={t('verify.loading')} />;
}

/** The code was not ours (or could never be one). */
export function NotFound({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <StatusMessage tone="error" title={t('verify.notFound')} data-testid="verify-not-found">
        <p className={styles.plain}>{t('verify.notFoundHint', { code: printedForm(code) })}</p>
      </StatusMessage>
      <TakeTheTest />
    </>
  );
}

function Verified({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation(NS);
  // The certificate prints the date in UTC; so does this page.
  const testedAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(certificate.testedAt),
  );
  return (
    <>
      <StatusMessage tone="success" title={t('verify.valid')} data-testid="verify-valid">
        <p className={styles.plain}>{t('verify.validBody')}</p>
      </StatusMessage>
      <Card>
        <dl className={styles.facts}>
          <div className={styles.fact} data-testid="verify-name">
            <dt>{t('verify.name')}</dt>
            <dd className={styles.name}>{certificate.name ?? t('verify.noName')}</dd>
          </div>
          <div className={styles.fact} data-testid="verify-score">
            <dt>{t('shared.score')}</dt>
            <dd className={styles.score}>{certificate.score}</dd>
          </div>
          <div className={styles.fact} data-testid="verify-band">
            <dt>{t('score.band')}</dt>
            <dd>{t(`bands.${certificate.band}`)}</dd>
          </div>
          <div className={styles.fact} data-testid="verify-date">
            <dt>{t('verify.testedAt')}</dt>
            <dd>{testedAt}</dd>
          </div>
          <div className={styles.fact} data-testid="verify-code">
            <dt>{t('verify.code')}</dt>
            <dd className={styles.code}>{certificate.code}</dd>
          </div>
        </dl>
      </Card>
      <p className={styles.note}>{t('verify.only')}</p>
      <TakeTheTest />
    </>
  );
}
