import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_PATTERN, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CertificateVerificationView, NotFound } from '../features/verify/certificate-verification';
import styles from '../features/verify/verify.module.css';

/** /verify/{code}: the page a certificate's printed link opens (the shell validated the code's shape). */
export default function VerifyPage({ verificationCode }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-report-verify">
      <h1 className={styles.title}>{t('verify.title')}</h1>
      {verificationCode && VERIFICATION_CODE_PATTERN.test(verificationCode) ? (
        <CertificateVerificationView code={verificationCode} />
      ) : (
        <NotFound code={verificationCode ?? ''} />
      )}
    </div>
  );
}
