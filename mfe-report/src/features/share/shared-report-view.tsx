import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import type { SharedReport } from '@iq/contracts';
import { NS } from '../../i18n';
import { useSharedReportQuery } from '../../api/report-api';
import { isNotFound, loadErrorKey } from '../report-route/load-error';
import { displayPercent } from '../score/score-display';
import styles from './shared.module.css';
import { TakeTheTest } from './take-the-test';

/** The shared view: only the parts the owner chose, nothing else of the report or the order. */
export function SharedReportView({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const shared = useSharedReportQuery(token);
  if (shared.isError && isNotFound(shared.error)) {
    return (
      <>
        <h1 className={styles.title}>{t('shared.title')}</h1>
        <StatusMessage tone="error" data-testid="shared-not-found">
          {t('shared.notFound')}
        </StatusMessage>
        <TakeTheTest />
      </>
    );
  }
  if (shared.isError) {
    return (
      <>
        <h1 className={styles.title}>{t('shared.title')}</h1>
        <StatusMessage tone="error">{t(loadErrorKey(shared.error))}</StatusMessage>
        <Button variant="secondary" onClick={() => void shared.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  }
  if (!shared.data) {
    return (
      <>
        <h1 className={styles.title}>{t('shared.title')}</h1>
        <Spinner aria-label={t('shared.loading')} />
      </>
    );
  }
  return <SharedParts shared={shared.data} />;
}

function SharedParts({ shared }: { shared: SharedReport }) {
  const { t, i18n } = useTranslation(NS);
  const has = (part: SharedReport['parts'][number]) => shared.parts.includes(part);
  // Beyond the measurable range score, band and percentile are those of the limit (a bound).
  const bound = shared.bound ?? null;
  const completed = shared.completedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(shared.completedAt))
    : null;
  return (
    <>
      <h1 className={styles.title}>{t('shared.title')}</h1>
      <Card>
        <dl className={styles.parts} data-testid="shared-parts">
          {has('score') && shared.score !== null && (
            <div className={styles.part} data-testid="shared-score">
              <dt>{t('shared.score')}</dt>
              <dd className={styles.score}>
                {bound ? t(`score.bound.${bound}`, { limit: shared.score }) : shared.score}
              </dd>
            </div>
          )}
          {has('band') && shared.band && (
            <div className={styles.part} data-testid="shared-band">
              <dt>{t('score.band')}</dt>
              <dd>
                {bound
                  ? t(`score.bandBound.${bound}`, { band: t(`bands.${shared.band}`) })
                  : t(`bands.${shared.band}`)}
              </dd>
            </div>
          )}
          {has('percentile') && shared.percentile !== null && (
            <div className={styles.part} data-testid="shared-percentile">
              <dt>{t('score.percentileLabel')}</dt>
              <dd>
                {t(bound ? `score.percentileBound.${bound}` : 'score.percentile', {
                  percent: displayPercent(shared.percentile, i18n.language),
                })}
              </dd>
            </div>
          )}
          {has('certificate') && shared.certificateCode && (
            <div className={styles.part} data-testid="shared-certificate">
              <dt>{t('shared.certificate')}</dt>
              <dd className={styles.code}>{shared.certificateCode}</dd>
            </div>
          )}
        </dl>
        {completed && <p className={styles.note}>{t('report.completedAt', { date: completed })}</p>}
      </Card>
      <p className={styles.note}>{t('shared.only')}</p>
      <TakeTheTest />
    </>
  );
}
