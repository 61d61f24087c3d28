import { useTranslation } from 'react-i18next';
import type { RecurringTerms } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { everyKey, formatDay } from '../plans/plan-terms';
import styles from './upsell.module.css';

/** Same calendar day where the buyer is (the page's clock): "charged today". */
function isToday(iso: string, now: Date): boolean {
  const day = new Date(iso);
  return (
    day.getFullYear() === now.getFullYear() &&
    day.getMonth() === now.getMonth() &&
    day.getDate() === now.getDate()
  );
}

/** "$19.99 every week until you cancel." from the server's terms of a recurring package. */
export function RecurringSummary({ terms, locale }: { terms: RecurringTerms; locale: string }) {
  const { t } = useTranslation(NS);
  const every = everyKey(terms.intervalUnit, terms.intervalCount);
  return t('upsell.terms.recurring', {
    amount: formatPrice(terms.amountMinor, terms.currency, { locale }),
    every: t(every.key, { count: every.count }),
  });
}

/**
 * What accepting a recurring package commits the buyer to, in the server's figures and dates:
 * the first charge (today, with its date) and the next one.
 */
export function RecurringTermsStatement({ terms, locale }: { terms: RecurringTerms; locale: string }) {
  const { t } = useTranslation(NS);
  const amount = formatPrice(terms.amountMinor, terms.currency, { locale });
  const first = formatDay(terms.firstChargeAt, locale);
  return (
    <>
      <p className={styles.plain} data-testid="terms-first-charge">
        {isToday(terms.firstChargeAt, new Date())
          ? t('upsell.terms.firstToday', { date: first })
          : t('upsell.terms.firstOn', { date: first })}
      </p>
      <p className={styles.plain} data-testid="terms-next-charge">
        {t('upsell.terms.next', { amount, date: formatDay(terms.nextChargeAt, locale) })}
      </p>
    </>
  );
}
