import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CheckoutMessage } from '../components/checkout-message';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { FreePack } from '../features/triple-purchase/free-pack';
import styles from '../features/cancel/cancel.module.css';

/**
 * spec §2 /triplePurchase, the "free evaluation pack" (§9). Its three tests are free
 * (docs/decisions): with an order, the pack at 0 to add to the paid report, then a link to each
 * test; without one, the free tests of an account (the free tests page asks a visitor who is not
 * signed in to log in and come back).
 */
export default function TriplePurchasePage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { search, hl, orderNumber } = useCheckoutQuery();
  const freeTests = `/report/result-free-test/${code}-${examId}${withQuery(search, {
    orderNumber: null,
    token: null,
  })}`;
  if (orderNumber)
    return <FreePack orderNumber={orderNumber} search={search} hl={hl} freeTests={freeTests} />;
  return (
    <CheckoutMessage id="triplePurchase" testId="screen-checkout-triple-purchase">
      <Link className={styles.link} to={freeTests} data-testid="free-tests-link">
        {t('triplePurchase.action')}
      </Link>
    </CheckoutMessage>
  );
}
