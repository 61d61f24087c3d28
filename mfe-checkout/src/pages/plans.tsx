import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { Button, StatusMessage } from '@iq/design-system';
import type { PlanChangeResponse, PlanId, RemotePageProps, SubscriptionView } from '@iq/contracts';
import { NS } from '../i18n';
import { usePlanListQuery } from '../api/subscription-api';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { loadErrorKey } from '../features/checkout-route/load-error';
import { PlanOptions, PlanOptionsPlaceholder } from '../features/plans/plan-options';
import { SubscribeForm } from '../features/plans/subscribe-form';
import { termsLinks } from '../features/plans/terms-box';
import { SubscriptionStarted } from '../features/plans/subscription-started';
import { PlansFaq } from '../features/plans/plans-faq';
import { OfferCountdown } from '../features/tiers/offer-countdown';
import { ExampleReviews } from '../features/tiers/example-reviews';
import styles from '../features/plans/plans.module.css';

/** The plan preselected: the one with the free trial (spec §4), when the list has it. */
const DEFAULT_PLAN: PlanId = 'weekly';

/**
 * spec §2 "Subscription and plans pages" (/paying/scheme/{code}-{examId}?orderNumber=…, offered
 * after a card purchase): the plans from the order service, trial, benefits, example reviews,
 * FAQ, and the terms stated before subscribing. Subscribing charges the card of that order.
 */
export default function PlansPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { hl, search, orderNumber } = useCheckoutQuery();
  const session = useAppSelector((state) => state.runtime.examSession);
  const list = usePlanListQuery({ examId, hl });
  const [wanted, setWanted] = useState<PlanId>(DEFAULT_PLAN);
  const [started, setStarted] = useState<SubscriptionView | PlanChangeResponse | null>(null);
  const plans = list.data?.plans ?? [];
  const chosen = plans.find((plan) => plan.planId === wanted) ?? plans[0] ?? null;
  const links = termsLinks(code, examId, search);
  const reportPath = orderNumber
    ? `/report/result/${code}-${examId}${withQuery(search, { orderNumber })}`
    : null;
  // Where the offer ends (subscribed or declined): the first upsell step of this order.
  const upsellPath = orderNumber
    ? `/payinsider/${code}-${examId}${withQuery(search, { orderNumber, step: null })}`
    : null;
  // No plans for this exam (the IQ test has them; spec §7 region US only): not a load failure.
  const unavailable =
    list.isError && list.error !== undefined && 'status' in list.error && list.error.status === 404;

  return (
    <div className={styles.page} data-testid="screen-checkout-plans">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('plans.title')}</h1>
        <p className={styles.intro}>{t('plans.intro')}</p>
        {!started && <OfferCountdown />}
      </header>

      {started ? (
        <SubscriptionStarted
          subscription={started}
          plan={plans.find((plan) => plan.planId === started.planId)}
          locale={hl}
          cancelPath={links.cancel}
          reportPath={reportPath}
          upsellPath={upsellPath}
        />
      ) : unavailable ? (
        <StatusMessage tone="info">{t('plans.unavailable')}</StatusMessage>
      ) : list.isError ? (
        <div className={styles.failure}>
          <StatusMessage tone="error">{t(loadErrorKey(list.error))}</StatusMessage>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : !list.data || list.isFetching ? (
        <PlanOptionsPlaceholder label={t('plans.loading')} />
      ) : !chosen ? (
        <StatusMessage tone="info">{t('plans.unavailable')}</StatusMessage>
      ) : (
        <>
          <PlanOptions plans={plans} chosen={chosen.planId} onChoose={setWanted} locale={hl} />
          {orderNumber && session ? (
            <SubscribeForm
              key={chosen.planId}
              plan={chosen}
              orderNumber={orderNumber}
              session={session}
              locale={hl}
              links={links}
              onStarted={setStarted}
            />
          ) : (
            <StatusMessage tone="info" title={t('plans.needsOrder.title')} data-testid="needs-order">
              <p className={styles.plain}>{t('plans.needsOrder.body')}</p>
              <Link
                className={styles.link}
                to={`/scheme_select/${code}-${examId}${withQuery(search, { orderNumber: null })}`}
              >
                {t('plans.needsOrder.action')}
              </Link>
            </StatusMessage>
          )}
          {upsellPath && (
            <Link className={styles.decline} to={upsellPath} data-testid="decline-offer">
              {t('plans.decline')}
            </Link>
          )}
        </>
      )}

      {/* Shown once the plans are in (or failed), not before: under the placeholder they were
          pushed down by the plans' form when it came, in view on a computer's screen
          (docs/decisions/2026-12-02-late-answers-move-nothing.md). */}
      {!list.isLoading && (
        <>
          <ExampleReviews />
          <PlansFaq />
        </>
      )}
    </div>
  );
}
