import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { HELP_TOPICS } from '../features/help/help-topics';
import styles from '../features/help/help.module.css';

/** spec §2: help centre. */
export default function HelpPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.page} data-testid="screen-landing-help">
      <h1>{t('help.title')}</h1>
      <ul className={styles.topics}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic}>
            <details className={styles.topic}>
              <summary>{t(`help.topics.${topic}.question`)}</summary>
              <p>{t(`help.topics.${topic}.answer`)}</p>
              <Link to={`/helpDetail/${code}-${examId}?id=${topic}`}>{t('help.more')}</Link>
            </details>
          </li>
        ))}
      </ul>
      <Link to={`/support/${code}-${examId}`}>{t('help.contact')}</Link>
    </div>
  );
}
