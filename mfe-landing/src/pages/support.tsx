import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import styles from '../features/help/help.module.css';

const SUPPORT_EMAIL = 'support@iqtest.example';

/** spec §2: support page (retake or contact support lead here). */
export default function SupportPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-landing-support">
      <h1>{t('support.title')}</h1>
      <Card>
        <p>{t('support.body')}</p>
        <p>
          {t('support.emailLabel')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>{t('support.hours')}</p>
      </Card>
      <Link to={`/help/${code}-${examId}`}>{t('support.helpLink')}</Link>
    </div>
  );
}
