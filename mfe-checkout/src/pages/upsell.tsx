import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, StatusMessage } from '@iq/design-system';
import { UPSELL_STEPS, type RemotePageProps, type UpsellStep } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../i18n';
import { useUpsellPackagesQuery } from '../api/second-phase-api';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { loadErrorKey } from '../features/checkout-route/load-error';
import { formatDay } from '../features/plans/plan-terms';
import { termsLinks, type TermsLinks } from '../features/plans/terms-box';
import { VipCongratulation } from '../features/vip/vip-congratulation';
import { UpsellPackage } from '../features/upsell/upsell-package';
import { UpsellSummary } from '../features/upsell/upsell-summary';
import { skipsStep } from '../features/upsell/step-skip';
import { useAcceptPackage, type AcceptOutcome } from '../features/upsell/use-accept-package';
import styles from '../features/upsell/upsell.module.css';

/** `?step=` after the last step: the summary of what the order was charged. */
export const UPSELL_DONE = 'done';

function stepOf(search: string): UpsellStep | typeof UPSELL_DONE {
  const step = new URLSearchParams(search).get('step');
  if (step === UPSELL_DONE) return UPSELL_DONE;
  return (UPSELL_STEPS as readonly string[]).includes(step ?? '') ? (step as UpsellStep) : UPSELL_STEPS[0];
}

/**
 * spec §2 six-step upsell (/payinsider/{code}-{examId}?orderNumber=…&step=…,
 * docs/decisions/2026-11-23-upsell-route.md):
 * each step's package(s) from the order service with accept (one click, the card of the order)
 * and skip; both lead to the next step; after the last, what the order was charged.
 */
export default function UpsellPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { hl, search, orderNumber } = useCheckoutQuery();
  const session = useAppSelector((state) => state.runtime.examSession);
  const step = stepOf(search);
  const reportPath = `/report/result/${code}-${examId}${withQuery(search, { step: null })}`;

  if (step === UPSELL_DONE) {
    return (
      <div className={styles.page} data-testid="screen-checkout-upsell">
        <header className={styles.header}>
          <h1 className={styles.title}>{t('upsell.summary.heading')}</h1>
        </header>
        {orderNumber ? (
          <UpsellSummary orderNumber={orderNumber} locale={hl} reportPath={reportPath} />
        ) : (
          <StatusMessage tone="info">{t('upsell.needsOrder')}</StatusMessage>
        )}
      </div>
    );
  }
  return (
    <UpsellStepView
      key={step}
      step={step}
      examId={examId}
      hl={hl}
      orderNumber={orderNumber}
      session={session}
      termsLinks={termsLinks(code, examId, search)}
      stepPath={(next) => `/payinsider/${code}-${examId}${withQuery(search, { step: next ?? UPSELL_DONE })}`}
      navigate={(path) => void navigate(path)}
    />
  );
}

function UpsellStepView({
  step,
  examId,
  hl,
  orderNumber,
  session,
  termsLinks,
  stepPath,
  navigate,
}: {
  step: UpsellStep;
  examId: number;
  hl: string;
  orderNumber: string | null;
  session: string | null;
  termsLinks: TermsLinks;
  stepPath: (next: UpsellStep | null) => string;
  navigate: (path: string) => void;
}) {
  const { t } = useTranslation(NS);
  const list = useUpsellPackagesQuery({ examId, step, hl, orderNumber });
  const { accept, pending, error } = useAcceptPackage(orderNumber ?? '', session ?? '');
  const [outcome, setOutcome] = useState<AcceptOutcome | null>(null);
  const canBuy = Boolean(orderNumber && session);
  const nextPath = stepPath(list.data?.nextStep ?? UPSELL_STEPS[UPSELL_STEPS.indexOf(step) + 1] ?? null);

  // A step this buyer is not offered (skip-trial without a trial): straight on, never its copy.
  if (list.data && !outcome && skipsStep(list.data, { buyerKnown: canBuy }))
    return <Navigate to={nextPath} replace />;

  return (
    <div className={styles.page} data-testid="screen-checkout-upsell">
      <header className={styles.header}>
        <p className={styles.progress} data-testid="upsell-progress">
          {t('upsell.stepOf', { position: UPSELL_STEPS.indexOf(step) + 1, total: UPSELL_STEPS.length })}
        </p>
        {/* The step's own title only once the server said it is offered to this buyer. */}
        <h1 className={styles.title}>{list.data?.title ?? t('upsell.title')}</h1>
      </header>

      {list.isError ? (
        <div className={styles.failure}>
          <StatusMessage tone="error">{t(loadErrorKey(list.error))}</StatusMessage>
          <Button variant="secondary" onClick={() => void list.refetch()} data-testid="upsell-retry">
            {t('errors.retry')}
          </Button>
        </div>
      ) : !list.data ? (
        <p className={styles.plain} role="status">
          {t('upsell.loading')}
        </p>
      ) : outcome ? (
        <>
          <StatusMessage tone="success" data-testid="upsell-outcome">
            {outcome.kind === 'charged'
              ? t('upsell.charged', {
                  amount: formatPrice(outcome.amountMinor, outcome.currency, { locale: hl }),
                })
              : t('upsell.trialStarted', { date: formatDay(outcome.trialEndsAt, hl) })}
          </StatusMessage>
          {/* spec §6: after the members-only purchase, the member message (from the server's VIP state). */}
          {step === 'members-only' && orderNumber && <VipCongratulation orderNumber={orderNumber} />}
        </>
      ) : (
        <div className={styles.packages}>
          {!canBuy && <StatusMessage tone="info">{t('upsell.needsOrder')}</StatusMessage>}
          {list.data.packages.map((pkg) => (
            <UpsellPackage
              key={pkg.packageId}
              pkg={pkg}
              locale={hl}
              canBuy={canBuy}
              pending={pending === pkg.packageId}
              termsLinks={termsLinks}
              onAccept={(terms) =>
                void accept(pkg, terms).then((done) => {
                  if (done) setOutcome(done);
                  else void list.refetch();
                })
              }
            />
          ))}
        </div>
      )}

      {error && (
        <StatusMessage tone="error" data-testid="upsell-error">
          {t(error)}
        </StatusMessage>
      )}

      <div className={styles.actions}>
        {outcome ? (
          <Button size="large" onClick={() => navigate(nextPath)} data-testid="upsell-continue">
            {t('upsell.continue')}
          </Button>
        ) : (
          <Link className={styles.action} to={nextPath} data-testid="upsell-skip">
            {t('upsell.skip')}
          </Link>
        )}
      </div>
    </div>
  );
}
