// The registry's audit log, latest first: when, who, what, on what, why.
import { useTranslation } from 'react-i18next';
import { Card, Spinner, StatusMessage } from '@iq/design-system';
import type { AuditEntryView } from './admin-client';
import { failureText, formatMoment, type Loadable } from './admin-text';
import { NS } from './i18n';
import styles from './admin-page.module.css';

const latestFirst = (a: AuditEntryView, b: AuditEntryView) => b.at.localeCompare(a.at) || b.id - a.id;

export function HistoryList({ history }: { history: Loadable<AuditEntryView[]> }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Card title={t('history.title')} className={styles.history}>
      {history.status === 'loading' && <Spinner aria-label={t('loading')} />}
      {history.status === 'failed' && (
        <StatusMessage tone="error">
          {t('history.loadFailed', { message: failureText(t, history.failure) })}
        </StatusMessage>
      )}
      {history.status === 'ready' && history.data.length === 0 && (
        <p className={styles.empty}>{t('history.empty')}</p>
      )}
      {history.status === 'ready' && history.data.length > 0 && (
        <ol className={styles.entries}>
          {[...history.data].sort(latestFirst).map((entry) => (
            <li key={entry.id} className={styles.entry} data-action={entry.action}>
              <p className={styles.entryMeta}>
                <time dateTime={entry.at}>{formatMoment(entry.at, i18n.language)}</time>
                <span>{t('history.by', { who: entry.actor })}</span>
              </p>
              <p className={styles.entryWhat}>
                <strong>{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</strong>
                <code>{entry.target}</code>
              </p>
              <p className={styles.entryReason}>{t('history.reason', { reason: entry.reason })}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
