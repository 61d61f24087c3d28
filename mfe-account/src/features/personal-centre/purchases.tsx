import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import { CARD_BRAND_NAMES, type AccountReceipt } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useAccountPurchasesQuery } from '../../api/commerce-api';
import { FailureMessage } from '../../components/failure-message';
import { sameSitePath } from '../account-route/account-links';
import { serverFailure } from '../server-failure/server-failure';
import { formatDay } from './format-day';
import { SubscriptionRow } from './subscription-row';
import styles from './personal-centre.module.css';

/** Payment networks' own names (proper nouns, the same in every language). */
const PAYPAL = 'PayPal';

/**
 * Issue 35, the personal centre's commerce: the account's subscriptions (each cancelled in one
 * step) and every purchase with its receipt, from GET /api/pay/account/purchases.
 */
export function Purchases() {
  const { t } = useTranslation(NS);
  const purchases = useAccountPurchasesQuery();

  if (!purchases.data) {
    return (
      <Card title={t('info.purchases.title')} className={styles.card}>
        {purchases.error ? (
          <>
            <FailureMessage failure={serverFailure(purchases.error)} />
            <Button variant="secondary" onClick={() => void purchases.refetch()}>
              {t('errors.retry')}
            </Button>
          </>
        ) : (
          <StatusMessage tone="info" data-testid="purchases-loading">
            <Spinner decorative size="small" /> {t('info.purchases.loading')}
          </StatusMessage>
        )}
      </Card>
    );
  }

  const { receipts, subscriptions } = purchases.data;
  return (
    <>
      {subscriptions.length > 0 && (
        <Card title={t('info.subscriptions.title')} className={styles.card}>
          <ul className={styles.list} data-testid="subscription-list">
            {subscriptions.map((subscription) => (
              <SubscriptionRow key={subscription.subscriptionId} subscription={subscription} />
            ))}
          </ul>
        </Card>
      )}
      <Card title={t('info.purchases.title')} className={styles.card}>
        {receipts.length === 0 ? (
          <p className={styles.plain} data-testid="purchases-empty">
            {t('info.purchases.empty')}
          </p>
        ) : (
          <ul className={styles.list} data-testid="receipt-list">
            {receipts.map((receipt) => (
              <ReceiptRow key={receipt.receiptId} receipt={receipt} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function ReceiptRow({ receipt }: { receipt: AccountReceipt }) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  const money = (minor: number) => formatPrice(minor, receipt.currency, { locale });
  const href = sameSitePath(receipt.reportPath);
  const method =
    receipt.method === 'paypal'
      ? PAYPAL
      : receipt.cardLast4
        ? t('info.purchases.cardEnding', {
            brand: CARD_BRAND_NAMES[receipt.cardBrand ?? ''] ?? t('info.purchases.card'),
            last4: receipt.cardLast4,
          })
        : t('info.purchases.card');
  return (
    <li className={styles.row} data-testid={`receipt-${receipt.receiptId}`}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{receipt.title}</span>
        <span className={styles.rowMeta} data-testid="receipt-amount">
          {money(receipt.amountMinor)}
          {receipt.refundedMinor > 0 &&
            ` · ${t('info.purchases.refunded', { amount: money(receipt.refundedMinor) })}`}
        </span>
        <span className={styles.rowMeta} data-testid="receipt-method">
          {[method, formatDay(receipt.chargedAt, locale)].filter(Boolean).join(' · ')}
        </span>
      </div>
      {href && (
        <Link className={styles.action} to={href}>
          {t('info.purchases.openReport')}
        </Link>
      )}
    </li>
  );
}
