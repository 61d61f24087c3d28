import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import type { AccountSubscription, SubscriptionStatus, TimeUnit } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useCancelAccountSubscriptionMutation } from '../../api/commerce-api';
import { FailureMessage } from '../../components/failure-message';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { formatDay } from './format-day';
import styles from './personal-centre.module.css';

const STATUS_CLASS: Record<SubscriptionStatus, string | undefined> = {
  trialing: styles.subLive,
  active: styles.subLive,
  past_due: styles.subDue,
  cancelled: styles.subEnded,
  expired: styles.subEnded,
};

/** "every week" / "every 4 weeks": one key per unit, and one with the count (never "every 1 week"). */
function everyKey(unit: TimeUnit, count: number) {
  return count === 1
    ? { key: `info.subscriptions.every.${unit}`, count }
    : { key: `info.subscriptions.everyN.${unit}`, count };
}

/** What the service answered to a cancel, in the buyer's words: only what it says happened. */
function cancelOutcomeKey(answer: AccountSubscription): string {
  if (answer.status === 'expired') return 'info.subscriptions.ended';
  if (answer.status === 'cancelled' || answer.nextChargeAt === null) return 'info.subscriptions.cancelled';
  return 'info.subscriptions.notCancelled';
}

/**
 * One subscription (issue 35): the plan, its state, what it charges and when next, until when
 * it gives access, and Cancel, which takes one step and then shows the service's answer (never
 * "cancelled" before the service has said so).
 */
export function SubscriptionRow({ subscription }: { subscription: AccountSubscription }) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  const [cancel, { isLoading }] = useCancelAccountSubscriptionMutation();
  const [answer, setAnswer] = useState<AccountSubscription | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const money = (minor: number) => formatPrice(minor, subscription.currency, { locale });
  const every = everyKey(subscription.intervalUnit, subscription.intervalCount);
  const live = subscription.status !== 'cancelled' && subscription.status !== 'expired';

  const cancelNow = async () => {
    setFailure(null);
    try {
      setAnswer(await cancel({ subscriptionId: subscription.subscriptionId }).unwrap());
    } catch (caught) {
      setFailure(serverFailure(caught));
    }
  };

  return (
    <li className={styles.row} data-testid={`subscription-${subscription.subscriptionId}`}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{subscription.title}</span>
        <span
          className={`${styles.status} ${STATUS_CLASS[subscription.status] ?? ''}`}
          data-testid="subscription-status"
        >
          {t(`info.subscriptions.status.${subscription.status}`)}
        </span>
        <span className={styles.rowMeta} data-testid="subscription-billing">
          {t('info.subscriptions.billing', {
            amount: money(subscription.amountMinor),
            every: t(every.key, { count: every.count }),
          })}
        </span>
        {subscription.status === 'trialing' && subscription.trialEndsAt && (
          <span className={styles.rowMeta}>
            {t('info.subscriptions.trialUntil', { date: formatDay(subscription.trialEndsAt, locale) })}
          </span>
        )}
        <span className={styles.rowMeta} data-testid="subscription-next">
          {subscription.nextChargeAt && subscription.nextChargeMinor !== null
            ? t('info.subscriptions.next', {
                amount: money(subscription.nextChargeMinor),
                date: formatDay(subscription.nextChargeAt, locale),
              })
            : t('info.subscriptions.noNext')}
        </span>
        <span className={styles.rowMeta} data-testid="subscription-access">
          {live
            ? t('info.subscriptions.periodUntil', { date: formatDay(subscription.currentPeriodEnd, locale) })
            : t('info.subscriptions.accessUntil', { date: formatDay(subscription.currentPeriodEnd, locale) })}
        </span>
      </div>
      {subscription.canCancel && !answer && (
        <div className={styles.cancel}>
          <p className={styles.muted}>{t('info.subscriptions.cancelNote')}</p>
          <Button
            variant="secondary"
            loading={isLoading}
            onClick={() => void cancelNow()}
            data-testid="cancel-subscription"
          >
            {t('info.subscriptions.cancel')}
          </Button>
        </div>
      )}
      {answer && (
        <StatusMessage
          tone={cancelOutcomeKey(answer) === 'info.subscriptions.notCancelled' ? 'error' : 'success'}
          data-testid="cancel-outcome"
        >
          {t(cancelOutcomeKey(answer), { date: formatDay(answer.currentPeriodEnd, locale) })}
        </StatusMessage>
      )}
      {failure && <FailureMessage failure={failure} text={cancelFailureText(failure, t)} />}
    </li>
  );
}

/** The refusals the cancel call names (contract ACCOUNT_COMMERCE_MESSAGES); others say the general text. */
function cancelFailureText(failure: ServerFailure, t: (key: string) => string): string | undefined {
  if (failure.kind !== 'refused') return undefined;
  if (failure.status === 409) return t('info.subscriptions.errors.ended');
  if (failure.status === 404) return t('info.subscriptions.errors.notFound');
  if (failure.status === 401) return t('info.subscriptions.errors.signIn');
  return undefined;
}
