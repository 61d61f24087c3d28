import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import { EXAM_IDS, type UserOrder } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useOrderListQuery } from '../../api/user-api';
import { sameSitePath } from '../account-route/account-links';
import { serverFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { formatDay } from './format-day';
import styles from './personal-centre.module.css';

const EXAM_KINDS = Object.fromEntries(Object.entries(EXAM_IDS).map(([kind, id]) => [id, kind])) as Record<
  number,
  string
>;

/**
 * spec §4 report list: completed (open the report), incomplete and pending payment (pay now,
 * the order's own link); an empty list says how to get a report.
 */
export function ReportList({ userId, testPath }: { userId: number; testPath: string }) {
  const { t, i18n } = useTranslation(NS);
  const list = useOrderListQuery(userId);

  let content;
  if (list.data) {
    content =
      list.data.orders.length === 0 ? (
        <div className={styles.empty} data-testid="report-list-empty">
          <p className={styles.plain}>{t('info.reports.empty')}</p>
          <Link className={styles.action} to={testPath}>
            {t('info.reports.takeTest')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} data-testid="report-list">
          {list.data.orders.map((order) => (
            <ReportRow key={order.orderNumber} order={order} locale={i18n.language} />
          ))}
        </ul>
      );
  } else if (list.error) {
    content = (
      <>
        <FailureMessage failure={serverFailure(list.error)} />
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </Button>
      </>
    );
  } else {
    content = (
      <StatusMessage tone="info" data-testid="report-list-loading">
        <Spinner decorative size="small" /> {t('info.reports.loading')}
      </StatusMessage>
    );
  }
  return (
    <Card title={t('info.reports.title')} className={styles.card}>
      {content}
    </Card>
  );
}

function ReportRow({ order, locale }: { order: UserOrder; locale: string }) {
  const { t } = useTranslation(NS);
  const kind = EXAM_KINDS[order.examId];
  // The href comes from the server; only a path on this site becomes a link.
  const href = sameSitePath(order.href);
  return (
    <li className={styles.row} data-testid={`report-${order.status}`}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>
          {kind ? t(`info.reports.exams.${kind}`) : t('info.reports.exams.other')}
        </span>
        <span className={styles.rowMeta}>
          {[formatDay(order.createdAt, locale), formatPrice(order.amountMinor, order.currency, { locale })]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={`${styles.status} ${styles[order.status]}`}>
          {t(`info.reports.status.${order.status}`)}
        </span>
      </div>
      {href &&
        (order.status === 'completed' ? (
          <Link className={styles.action} to={href}>
            {t('info.reports.open')}
          </Link>
        ) : (
          <Link className={`${styles.action} ${styles.pay}`} to={href}>
            {t('info.reports.payNow')}
          </Link>
        ))}
    </li>
  );
}
