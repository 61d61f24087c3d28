import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { contentIdSchema, type RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { useHelpInfoQuery } from '../api/landing-api';
import { ContentBlocks } from '../features/help/content-blocks';
import { ContentFailed, ContentLoading } from '../features/help/load-status';
import styles from '../features/help/help.module.css';

/** spec §2: one help article, named by `?id=` (from /app/help/info/{id}). */
export default function HelpDetailPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // A malformed id cannot name an article: no call, straight to "not found".
  const wellFormed = contentIdSchema.safeParse(id).success;
  const article = useHelpInfoQuery({ id, hl }, { skip: !wellFormed });
  const notFound =
    !wellFormed || (article.error && 'status' in article.error && article.error.status === 404);
  const back = <Link to={`/help/${code}-${examId}`}>{t('help.back')}</Link>;
  return (
    <article className={styles.page} data-testid="screen-landing-help-detail">
      {notFound ? (
        <>
          <h1>{t('help.notFoundTitle')}</h1>
          <p>{t('help.notFound')}</p>
        </>
      ) : article.data ? (
        <>
          <h1>{article.data.title}</h1>
          <ContentBlocks blocks={article.data.blocks} />
        </>
      ) : (
        <>
          <h1>{t('help.title')}</h1>
          {article.isError ? (
            <ContentFailed message={t('help.articleFailed')} onRetry={() => void article.refetch()} />
          ) : (
            <ContentLoading label={t('help.articleLoading')} />
          )}
        </>
      )}
      {/* Shown with the text, not before it: under the spinner they were pushed down when the
          text came (issue 38: CLS 0.06–0.13 at 360 px). */}
      {(notFound || article.data || article.isError) && (
        <div className={styles.links}>
          {back}
          <Link to={`/support/${code}-${examId}`}>{t('help.contact')}</Link>
        </div>
      )}
    </article>
  );
}
