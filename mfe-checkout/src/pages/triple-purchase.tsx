import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CheckoutMessage } from '../components/checkout-message';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import styles from '../features/cancel/cancel.module.css';

/**
 * spec §2 /triplePurchase, the "free evaluation pack" (§9): the three questionnaires are free
 * tests of an account (issue 12, docs/decisions.md), so this page sells nothing and leads to
 * them; the free tests page sends a visitor who is not signed in to login and back.
 */
export default function TriplePurchasePage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { search } = useCheckoutQuery();
  const freeTests = `/report/result-free-test/${code}-${examId}${withQuery(search, {
    orderNumber: null,
    token: null,
  })}`;
  return (
    <CheckoutMessage id="triplePurchase" testId="screen-checkout-triple-purchase">
      <Link className={styles.link} to={freeTests} data-testid="free-tests-link">
        {t('triplePurchase.action')}
      </Link>
    </CheckoutMessage>
  );
}
