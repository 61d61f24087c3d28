import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useHelpListQuery } from '../api/landing-api';
import { ContentFailed, ContentLoading } from '../features/help/load-status';
import styles from '../features/help/help.module.css';

/** spec §2: help centre; the topics come from /app/help/list in the visitor's language. */
export default function HelpPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const list = useHelpListQuery({ examId, hl });
  const topics = list.data?.topics;
  return (
    <div className={styles.page} data-testid="screen-landing-help">
      <h1>{t('help.title')}</h1>
      <p className={styles.intro}>{t('help.intro')}</p>
      {list.isLoading ? (
        <ContentLoading label={t('help.loading')} />
      ) : list.isError ? (
        <ContentFailed message={t('help.failed')} onRetry={() => void list.refetch()} />
      ) : !topics?.length ? (
        <p>{t('help.empty')}</p>
      ) : (
        <ul className={styles.topics}>
          {topics.map((topic) => (
            <li key={topic.id} className={styles.topic}>
              <h2>
                <Link to={`/helpDetail/${code}-${examId}?id=${encodeURIComponent(topic.id)}`}>
                  {topic.title}
                </Link>
              </h2>
              <p>{topic.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {/* Shown with the text, not before it: under the spinner they were pushed down when the
          text came (issue 38: CLS 0.06–0.13 at 360 px). */}
      {!list.isLoading && <Link to={`/support/${code}-${examId}`}>{t('help.contact')}</Link>}
    </div>
  );
}
