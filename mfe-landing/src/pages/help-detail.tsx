import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { helpTopicOf } from '../features/help/help-topics';
import styles from '../features/help/help.module.css';

/** spec §2: one help entry. */
export default function HelpDetailPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const topic = helpTopicOf(params.get('id'));
  return (
    <article className={styles.page} data-testid="screen-landing-help-detail">
      <h1>{t(`help.topics.${topic}.question`)}</h1>
      <p>{t(`help.topics.${topic}.answer`)}</p>
      <Link to={`/help/${code}-${examId}`}>{t('help.back')}</Link>
    </article>
  );
}
