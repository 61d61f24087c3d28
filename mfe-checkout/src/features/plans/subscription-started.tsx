import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import type { Plan, PlanChangeResponse, SubscriptionView } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { everyKey, formatDay } from './plan-terms';
import styles from './plans.module.css';

/**
 * Shown only with the server's answer to the start: its status, its dates and its amount,
 * nothing the answer does not say (no claim about e-mails, which it does not confirm).
 */
export function SubscriptionStarted({
  subscription,
  plan,
  locale,
  cancelPath,
  reportPath,
  upsellPath = null,
}: {
  subscription: SubscriptionView | PlanChangeResponse;
  plan: Plan | undefined;
  locale: string;
  cancelPath: string;
  reportPath: string | null;
  /** The first upsell step of this order, where the offer leads on. */
  upsellPath?: string | null;
}) {
  const { t } = useTranslation(NS);
  const amount = formatPrice(subscription.amountMinor, subscription.currency, { locale });
  const every = plan ? everyKey(plan.billing.intervalUnit, plan.billing.intervalCount) : null;
  const everyText = every ? t(every.key, { count: every.count }) : null;
  const trialing = subscription.status === 'trialing' && subscription.trialEndsAt !== null;
  // An order that already had a subscription: the service changed it and says what it charged.
  const change = 'change' in subscription ? subscription.change : null;
  return (
    <section className={styles.started} data-testid="subscription-started">
      <StatusMessage tone="success" title={t(change ? 'plans.changed.title' : 'plans.started.title')}>
        {change ? (
          <p className={styles.plain}>
            {t('plans.started.charged', {
              amount: formatPrice(change.chargedMinor, change.currency, { locale }),
            })}
          </p>
        ) : trialing ? (
          <p className={styles.plain}>
            {t('plans.started.trial', { date: formatDay(subscription.trialEndsAt!, locale) })}
          </p>
        ) : (
          <p className={styles.plain}>{t('plans.started.charged', { amount })}</p>
        )}
        {subscription.nextChargeAt && (
          <p className={styles.plain} data-testid="next-charge">
            {everyText
              ? t('plans.started.next', {
                  amount,
                  date: formatDay(subscription.nextChargeAt, locale),
                  every: everyText,
                })
              : t('plans.started.nextOnce', { amount, date: formatDay(subscription.nextChargeAt, locale) })}
          </p>
        )}
        <p className={styles.plain}>
          {t('plans.started.cancel')}{' '}
          <Link className={styles.link} to={cancelPath}>
            {t('plans.cancelLink')}
          </Link>
        </p>
      </StatusMessage>
      {upsellPath && (
        <Link className={styles.action} to={upsellPath} data-testid="upsell-start">
          {t('plans.continueUpsell')}
        </Link>
      )}
      {reportPath && (
        <Link className={styles.action} to={reportPath} data-testid="open-report">
          {t('plans.openReport')}
        </Link>
      )}
    </section>
  );
}
