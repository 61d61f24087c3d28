import { useTranslation } from 'react-i18next';
import type { Plan, PlanId } from '@iq/contracts';
import { ChoiceCard, ChoiceCardPlaceholder, ChoiceCards, ChoiceCardsPlaceholder } from '@iq/design-system';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { everyKey } from './plan-terms';
import styles from './plans.module.css';

/** The three plans side by side from the tablet breakpoint up. */
const PLAN_COLUMNS = { tablet: 3 } as const;

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
    <ChoiceCards legend={t('plans.legend')} columns={PLAN_COLUMNS} data-testid="plan-options">
      {plans.map((plan) => {
        const id = `plan-${plan.planId}`;
        const rate = formatPrice(plan.priceMinor, plan.currency, { locale });
        const billed = formatPrice(plan.billing.amountMinor, plan.currency, { locale });
        const every = everyKey(plan.billing.intervalUnit, plan.billing.intervalCount);
        const billedOtherwise =
          plan.billing.amountMinor !== plan.priceMinor ||
          plan.billing.intervalUnit !== plan.timeUnit ||
          plan.billing.intervalCount !== 1;
        return (
          <ChoiceCard
            key={plan.planId}
            id={id}
            name="plan"
            value={plan.planId}
            checked={plan.planId === chosen}
            onChoose={() => onChoose(plan.planId)}
            describedBy={`${id}-details`}
            selectedBadge={t('plans.selected')}
            data-testid={id}
            label={
              <>
                <span className={styles.planName}>{plan.title}</span>
                <span className={styles.planPrice} data-testid="plan-price">
                  {t(`plans.pricePer.${plan.timeUnit}`, { price: rate })}
                </span>
              </>
            }
          >
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
          </ChoiceCard>
        );
      })}
    </ChoiceCards>
  );
}

/** The same room without data, so nothing moves when the plans arrive. */
export function PlanOptionsPlaceholder({ label }: { label: string }) {
  return (
    <ChoiceCardsPlaceholder label={label} columns={PLAN_COLUMNS} data-testid="plan-placeholder">
      {[0, 1, 2].map((index) => (
        <ChoiceCardPlaceholder
          key={index}
          label={
            <>
              <span className={`${styles.planName} ${styles.placeholderText}`}>&nbsp;</span>
              <span className={`${styles.planPrice} ${styles.placeholderText}`}>&nbsp;</span>
            </>
          }
        >
          <div className={styles.planDetails}>
            {[0, 1, 2, 3, 4].map((line) => (
              <p key={line} className={`${styles.feature} ${styles.placeholderText}`}>
                &nbsp;
              </p>
            ))}
          </div>
        </ChoiceCardPlaceholder>
      ))}
    </ChoiceCardsPlaceholder>
  );
}
