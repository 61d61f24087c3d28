import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import type { ProtocolId } from '@iq/contracts';
import { NS } from '../../i18n';
import { useProtocolInfoQuery } from '../../api/landing-api';
import { ContentBlocks } from '../help/content-blocks';
import { ContentFailed, ContentLoading } from '../help/load-status';
import styles from '../help/help.module.css';

/** "25 November 2026" in the visitor's language; the date is a calendar day, so UTC. */
export function formatUpdated(isoDay: string, hl: string): string {
  return new Intl.DateTimeFormat(hl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** Privacy policy or terms of use, from /app/protocol/info/{id} in the visitor's language. */
export function ProtocolPage({ id, helpPath }: { id: ProtocolId; helpPath: string }) {
  const { t } = useTranslation(NS);
  const hl = useAppSelector((state) => state.runtime.hl);
  const protocol = useProtocolInfoQuery({ id, hl });
  return (
    <article className={styles.page} data-testid={`screen-landing-${id}`}>
      {/* The title is ours until the text arrives, so the page always has its h1. */}
      <h1>{protocol.data?.title ?? t(`protocol.${id}`)}</h1>
      {protocol.data ? (
        <>
          <p className={styles.updated}>
            {t('protocol.updated', { date: formatUpdated(protocol.data.updated, hl) })}
          </p>
          <ContentBlocks blocks={protocol.data.blocks} />
        </>
      ) : protocol.isError ? (
        <ContentFailed message={t('protocol.failed')} onRetry={() => void protocol.refetch()} />
      ) : (
        <ContentLoading label={t('protocol.loading')} />
      )}
      {/* Shown with the text, not before it: under the spinner they were pushed down when the
          text came (issue 38: CLS 0.06–0.13 at 360 px). */}
      {(protocol.data || protocol.isError) && (
        <div className={styles.links}>
          <Link to={helpPath}>{t('support.helpLink')}</Link>
        </div>
      )}
    </article>
  );
}
