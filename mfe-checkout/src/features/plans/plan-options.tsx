import { useTranslation } from 'react-i18next';
import type { Plan, PlanId } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { everyKey } from './plan-terms';
import styles from './plans.module.css';

/**
 * The plans as one radio group (spec §3: title, price per time unit, features, trial). A plan
 * whose charge differs from its rate (0.71 a day, billed 19.99 every 4 weeks) says both.
 */
export function PlanOptions({
  plans,
  chosen,
  onChoose,
  locale,
}: {
  plans: readonly Plan[];
  chosen: PlanId;
  onChoose: (planId: PlanId) => void;
  locale: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className={styles.plans} data-testid="plan-options">
      <legend className={styles.visuallyHidden}>{t('plans.legend')}</legend>
      {plans.map((plan) => {
        const id = `plan-${plan.planId}`;
        const selected = plan.planId === chosen;
        const rate = formatPrice(plan.priceMinor, plan.currency, { locale });
        const billed = formatPrice(plan.billing.amountMinor, plan.currency, { locale });
        const every = everyKey(plan.billing.intervalUnit, plan.billing.intervalCount);
        const billedOtherwise =
          plan.billing.amountMinor !== plan.priceMinor ||
          plan.billing.intervalUnit !== plan.timeUnit ||
          plan.billing.intervalCount !== 1;
        return (
          <div
            key={plan.planId}
            className={styles.plan}
            data-selected={selected || undefined}
            data-testid={id}
          >
            <input
              id={id}
              className={styles.radio}
              type="radio"
              name="plan"
              value={plan.planId}
              checked={selected}
              onChange={() => onChoose(plan.planId)}
              aria-describedby={`${id}-details`}
            />
            <label htmlFor={id} className={styles.planLabel}>
              <span className={styles.planName}>{plan.title}</span>
              <span className={styles.planPrice} data-testid="plan-price">
                {t(`plans.pricePer.${plan.timeUnit}`, { price: rate })}
              </span>
            </label>
            <div id={`${id}-details`} className={styles.planDetails}>
              {billedOtherwise && (
                <p className={styles.billed}>
                  {t('plans.billed', { amount: billed, every: t(every.key, { count: every.count }) })}
                </p>
              )}
              <p className={plan.trialDays > 0 ? styles.trialBadge : styles.noTrial}>
                {plan.trialDays > 0 ? t('plans.trialBadge', { count: plan.trialDays }) : t('plans.noTrial')}
              </p>
              {plan.limitedTimeOffer && <p className={styles.limited}>{t('plans.limitedTimeOffer')}</p>}
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature.key} className={styles.feature}>
                    {feature.text}
                  </li>
                ))}
              </ul>
            </div>
            {selected && <span className={styles.selectedBadge}>{t('plans.selected')}</span>}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The same room without data, so nothing moves when the plans arrive. */
export function PlanOptionsPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.plans} aria-busy="true" data-testid="plan-placeholder">
      <span className={styles.visuallyHidden} role="status">
        {label}
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.plan} aria-hidden="true">
          <span className={styles.planLabel}>
            <span className={`${styles.planName} ${styles.placeholderText}`}>&nbsp;</span>
            <span className={`${styles.planPrice} ${styles.placeholderText}`}>&nbsp;</span>
          </span>
          <div className={styles.planDetails}>
            {[0, 1, 2, 3, 4].map((line) => (
              <p key={line} className={`${styles.feature} ${styles.placeholderText}`}>
                &nbsp;
              </p>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
