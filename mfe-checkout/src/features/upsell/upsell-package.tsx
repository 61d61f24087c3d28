import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { SUBSCRIPTION_MESSAGES, type SecondPhasePackage } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../../i18n';
import { TermsBox, type TermsLinks } from '../plans/terms-box';
import { RecurringSummary, RecurringTermsStatement } from './recurring-terms';
import styles from './upsell.module.css';

/** A package that starts or changes a subscription: accepted only with the terms box ticked (spec §5). */
export function needsTerms(pkg: SecondPhasePackage): boolean {
  return pkg.recurring || pkg.call === 'planSku';
}

/**
 * One package of a step: what it is, what this buyer pays (a discount is shown beside the price
 * it comes off), whether it recurs, and Accept (one click, the card of the order). A recurring
 * package states its terms from the server (amount and period, first and next charge, how to
 * cancel, the terms of use) beside the required terms box; unticked, Accept sends nothing.
 */
export function UpsellPackage({
  pkg,
  locale,
  canBuy,
  pending,
  termsLinks,
  onAccept,
}: {
  pkg: SecondPhasePackage;
  locale: string;
  canBuy: boolean;
  pending: boolean;
  termsLinks: TermsLinks;
  onAccept: (terms: { termsAccepted: boolean }) => void;
}) {
  const { t } = useTranslation(NS);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const price = formatPrice(pkg.priceMinor, pkg.currency, { locale });
  const list = formatPrice(pkg.listPriceMinor, pkg.currency, { locale });
  const discounted = pkg.discountPercent > 0 && pkg.listPriceMinor > pkg.priceMinor;
  const withTerms = needsTerms(pkg);
  const termsId = `terms-${pkg.packageId}`;
  const buyable = canBuy && !pkg.unavailable;

  const accept = () => {
    if (withTerms && !accepted) {
      setTermsError(t('plans.termsRequired', { defaultValue: SUBSCRIPTION_MESSAGES.termsRequired }));
      document.getElementById(termsId)?.focus();
      return;
    }
    setTermsError(null);
    onAccept({ termsAccepted: withTerms && accepted });
  };

  return (
    <article className={styles.package} data-testid={`package-${pkg.packageId}`}>
      <h2 className={styles.name}>{pkg.name}</h2>
      <p className={styles.plain}>{pkg.description}</p>
      <p className={styles.price} data-testid="package-price">
        <strong>{price}</strong>
        {discounted && (
          <span className={styles.discount}>
            {' '}
            <s>{list}</s> {t('upsell.discount', { percent: pkg.discountPercent })}
          </span>
        )}
      </p>
      <p className={styles.plain} data-testid="package-terms">
        {pkg.recurringTerms ? (
          <RecurringSummary terms={pkg.recurringTerms} locale={locale} />
        ) : pkg.recurring ? (
          t('upsell.recurring', { amount: price })
        ) : (
          t('upsell.oneTime', { amount: price })
        )}
      </p>
      {pkg.unavailable ? (
        <p className={styles.unavailable} data-testid="package-unavailable">
          {t(`upsell.unavailable.${pkg.unavailable}`)}
        </p>
      ) : (
        buyable && (
          <>
            {withTerms && (
              <div className={styles.terms}>
                <TermsBox
                  id={termsId}
                  statement={
                    pkg.recurringTerms ? (
                      <RecurringTermsStatement terms={pkg.recurringTerms} locale={locale} />
                    ) : null
                  }
                  links={termsLinks}
                  accepted={accepted}
                  onAcceptedChange={(checked) => {
                    setAccepted(checked);
                    if (checked) setTermsError(null);
                  }}
                  error={termsError}
                />
              </div>
            )}
            <Button size="large" fullWidth loading={pending} onClick={accept} data-testid="upsell-accept">
              {t('upsell.accept', { amount: price })}
            </Button>
          </>
        )
      )}
    </article>
  );
}
