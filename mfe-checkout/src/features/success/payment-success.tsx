import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clientStorage, trackEvent } from '@iq/api';
import { Button, Card } from '@iq/design-system';
import type { OrderStatusResponse } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { orderEmailOf } from '../payment/order-email';
import { VipCongratulation } from '../vip/vip-congratulation';
import styles from './success.module.css';

/** spec §4: the report opens after a countdown of {t} seconds. */
export const REPORT_COUNTDOWN_S = 5;

/** spec §3: the tier that carries the permanent 20 % discount, i.e. membership. */
const VIP_SKU = 'sku4';

/** A same-origin path, never another site (the report path comes from the server). */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * Shown only for an order the server reports as paid: what was paid, the countdown to the
 * report, and the link to keep. Nothing here claims more than the status answer says.
 */
export function PaymentSuccess({
  order,
  locale,
  plansPath = null,
}: {
  order: OrderStatusResponse;
  locale: string;
  /** The subscription offer for this order (spec §2 plans page), when it can be taken. */
  plansPath?: string | null;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [left, setLeft] = useState(REPORT_COUNTDOWN_S);
  const reportPath = isSitePath(order.reportPath) ? order.reportPath : null;
  const email = orderEmailOf(order.orderNumber);
  useEffect(() => {
    // One purchase event per paid order in this tab: a reload of this page is not a new sale.
    const key = `purchase-tracked-${order.orderNumber}`;
    if (clientStorage.readSession<boolean>(key)) return;
    clientStorage.writeSession(key, true);
    trackEvent('purchase', {
      contentId: order.skuId,
      value: order.amountMinor / 100,
      currency: order.currency,
    });
  }, [order.orderNumber, order.skuId, order.amountMinor, order.currency]);
  useEffect(() => {
    if (!reportPath) return;
    if (left <= 0) {
      navigate(reportPath);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, reportPath]);

  return (
    <div className={styles.success} data-testid="payment-success">
      <h1 className={styles.title}>{t('success.title')}</h1>
      <Card>
        <p className={styles.body}>
          {t('success.body', { price: formatPrice(order.amountMinor, order.currency, { locale }) })}
        </p>
        {reportPath && (
          <p role="status" className={styles.countdown} data-testid="report-countdown">
            {t('success.opening', { t: left })}
          </p>
        )}
      </Card>
      {reportPath && (
        <Button size="large" onClick={() => navigate(reportPath)}>
          {t('success.openNow')}
        </Button>
      )}
      {plansPath && (
        <p className={styles.offer}>
          {t('success.plansOffer')}{' '}
          <Link className={styles.link} to={plansPath} data-testid="plans-offer">
            {t('success.plansLink')}
          </Link>
        </p>
      )}
      <div className={styles.keep}>
        {email && <p className={styles.keepLine}>{t('success.email', { email })}</p>}
        {reportPath && (
          <p className={styles.keepLine}>
            {t('success.keepLink')}{' '}
            <Link className={styles.link} to={reportPath}>
              {new URL(reportPath, window.location.origin).href}
            </Link>
          </p>
        )}
      </div>
      {/* Last: it arrives after the order service answers, and nothing it could push down sits
          below it (issue 38: above the button it dropped the button 130 px). */}
      {order.skuId === VIP_SKU && <VipCongratulation orderNumber={order.orderNumber} />}
    </div>
  );
}
