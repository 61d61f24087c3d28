import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import {
  SUBSCRIPTION_MESSAGES,
  type Plan,
  type PlanChangeResponse,
  type SubscriptionView,
} from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { useStartSubscriptionMutation } from '../../api/subscription-api';
import { wasRefused } from '../payment/payment-attempt';
import { canSkipTrial, everyKey, formatDay, termsOf } from './plan-terms';
import { subscribeErrorKey } from './subscribe-outcome';
import { TermsBox, type TermsLinks } from './terms-box';
import {
  forgetSubscriptionAttempt,
  subscriptionAttemptFor,
  subscriptionFingerprint,
} from './subscription-attempt';
import styles from './plans.module.css';

export interface SubscribeFormProps {
  plan: Plan;
  orderNumber: string;
  session: string;
  locale: string;
  /** The terms box's cancel, personal centre and terms-of-use links. */
  links: TermsLinks;
  onStarted: (subscription: SubscriptionView | PlanChangeResponse) => void;
}

/**
 * spec §4 subscription, §5 terms checkbox. Before anything recurs the buyer reads, in plain
 * words next to the button: how long the trial is, the date of the first charge, the amount
 * and how often, and how to cancel. Unticked terms show the spec's message and send nothing.
 */
export function SubscribeForm({ plan, orderNumber, session, locale, links, onStarted }: SubscribeFormProps) {
  const { t } = useTranslation(NS);
  const [skipTrial, setSkipTrial] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [callError, setCallError] = useState<string | null>(null);
  const [startSubscription, { isLoading }] = useStartSubscriptionMutation();
  // A second click before the first call's state reaches the screen sends nothing.
  const sending = useRef(false);
  // The dates are read when the page renders; a day boundary passing while it is open is the
  // only drift, and the server's own dates are shown once it answers.
  const terms = termsOf(plan, skipTrial, new Date());
  const amount = formatPrice(terms.amountMinor, terms.currency, { locale });
  const every = everyKey(terms.intervalUnit, terms.intervalCount);
  const everyText = t(every.key, { count: every.count });
  const firstCharge = formatDay(terms.firstChargeAt, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setCallError(null);
    if (!accepted) {
      setTermsError(t('plans.termsRequired', { defaultValue: SUBSCRIPTION_MESSAGES.termsRequired }));
      document.getElementById('plan-terms')?.focus();
      return;
    }
    setTermsError(null);
    const withSkip = canSkipTrial(plan) && skipTrial;
    const fingerprint = subscriptionFingerprint({
      session,
      orderNumber,
      planId: plan.planId,
      skipTrial: withSkip,
    });
    const { idempotencyKey } = subscriptionAttemptFor(fingerprint);
    sending.current = true;
    try {
      const started = await startSubscription({
        start: {
          orderNumber,
          planId: plan.planId,
          termsAccepted: true,
          ...(withSkip ? { skipTrial: true } : {}),
        },
        idempotencyKey,
      }).unwrap();
      onStarted(started);
    } catch (error) {
      if (wasRefused(error)) forgetSubscriptionAttempt(fingerprint);
      setCallError(t(subscribeErrorKey(error)));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.subscribe} onSubmit={submit} noValidate data-testid="subscribe-form">
      <h2 className={styles.sectionTitle}>{t('plans.termsTitle', { plan: plan.title })}</h2>

      {canSkipTrial(plan) && (
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={skipTrial}
            onChange={(event) => {
              setSkipTrial(event.target.checked);
              // Other terms: they are agreed to again.
              setAccepted(false);
              setCallError(null);
            }}
            data-testid="skip-trial"
          />
          <span>{t('plans.skipTrial', { amount })}</span>
        </label>
      )}

      <TermsBox
        id="plan-terms"
        statement={
          <p className={styles.plain}>
            {terms.trialDays > 0
              ? t('plans.statement.trial', {
                  count: terms.trialDays,
                  date: firstCharge,
                  amount,
                  every: everyText,
                })
              : t('plans.statement.now', { date: firstCharge, amount, every: everyText })}
          </p>
        }
        links={links}
        accepted={accepted}
        onAcceptedChange={(checked) => {
          setAccepted(checked);
          if (checked) setTermsError(null);
        }}
        error={termsError}
      />

      {callError && (
        <StatusMessage tone="error" data-testid="subscribe-error">
          {callError}
        </StatusMessage>
      )}

      <Button type="submit" size="large" fullWidth loading={isLoading} data-testid="subscribe">
        {terms.trialDays > 0
          ? t('plans.subscribe.trial', { days: terms.trialDays })
          : t('plans.subscribe.now', { amount })}
      </Button>
    </form>
  );
}
