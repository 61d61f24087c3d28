import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useSupportInfoQuery } from '../api/landing-api';
import { ContentFailed } from '../features/help/load-status';
import styles from '../features/help/help.module.css';

const INCLUDE = ['includeEmail', 'includeOrder', 'includeProblem', 'includeDevice'] as const;

/** spec §2: support page (retake or contact support lead here); the address comes from the server. */
export default function SupportPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const support = useSupportInfoQuery();
  const email = support.data?.email;
  return (
    <div className={styles.page} data-testid="screen-landing-support">
      <h1>{t('support.title')}</h1>
      <Card>
        <p>{t('support.body')}</p>
        {/* The address on a line of its own, with the spinner in its place until it arrives:
            the card keeps its height when the address comes, in every language (beside the
            label it wrapped in some, and moved what is below). */}
        {support.isError && !email ? (
          <ContentFailed message={t('support.addressFailed')} onRetry={() => void support.refetch()} />
        ) : (
          <p>
            {t('support.emailLabel')}
            <br />
            {email ? (
              <a href={`mailto:${email}?subject=${encodeURIComponent(t('support.subject'))}`}>{email}</a>
            ) : (
              <Spinner size="small" aria-label={t('support.addressLoading')} />
            )}
          </p>
        )}
      </Card>
      <h2>{t('support.includeTitle')}</h2>
      <ul>
        {INCLUDE.map((key) => (
          <li key={key}>{t(`support.${key}`)}</li>
        ))}
      </ul>
      <p>
        {t('support.cancelHint')}{' '}
        <Link to={`/cancel/subscription/${code}-${examId}`}>{t('support.cancelLink')}</Link>
      </p>
      <div className={styles.links}>
        <Link to={`/help/${code}-${examId}`}>{t('support.helpLink')}</Link>
        <Link to={`/privacy/${code}-${examId}`}>{t('protocol.privacy')}</Link>
        <Link to={`/agreement/${code}-${examId}`}>{t('protocol.agreement')}</Link>
      </div>
    </div>
  );
}
