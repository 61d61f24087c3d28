import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@iq/api';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { SESSION_HANDOFF, type RemotePageProps } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { NS } from '../i18n';
import {
  useCheckoutSessionStateQuery,
  useCreateOrderMutation,
  usePaymentMethodsQuery,
  useSkuInfoQuery,
  useUpdateOrderEmailMutation,
  useUpgradeQuoteQuery,
} from '../api/order-api';
import { useCheckoutQuery, withQuery } from '../features/checkout-route/checkout-query';
import { loadErrorKey } from '../features/checkout-route/load-error';
import { DEFAULT_SKU, rememberedTier } from '../features/tiers/remembered-tier';
import { useOrderStatus } from '../features/order-status/use-order-status';
import { PaymentForm, type PaymentChoice } from '../features/payment/payment-form';
import { OrderSummary } from '../features/payment/order-summary';
import {
  attemptFor,
  createFingerprint,
  forgetAttempt,
  forgetAttemptOf,
  rememberAttemptOrder,
  wasRefused,
} from '../features/payment/payment-attempt';
import { orderEmailOf, rememberOrderEmail } from '../features/payment/order-email';
import { useRetryPayment } from '../features/payment/use-retry-payment';
import { ownedReportPath } from '../features/payment/owned-report';
import { openPaymentPage } from '../components/safe-assign';
import { InAppMask } from '../features/in-app-mask/in-app-mask';
import { useHandoffClaim } from '../features/in-app-mask/session-handoff';
import styles from '../features/payment/payment.module.css';

type CheckoutQuery = ReturnType<typeof useCheckoutQuery>;
interface PageArgs {
  code: string;
  examId: number;
  query: CheckoutQuery;
}

/**
 * spec §2 payment (/paying/payment, /paying/paypage). A new order for the chosen tier, or, with
 * ?orderNumber=… (back from a failed or cancelled attempt), a new attempt on that order.
 */
export default function PaymentPage({ code, examId }: RemotePageProps) {
  const query = useCheckoutQuery();
  const session = useAppSelector((state) => state.runtime.examSession);
  // Issue 13: a link copied out of an app's browser brings its session with a one-use code,
  // claimed before the page asks anything else.
  const handoff = useHandoffClaim();
  if (handoff === 'claiming')
    return (
      <div className={styles.page} data-testid="screen-checkout-payment">
        <PaymentPlaceholder />
      </div>
    );
  // spec §7 mask layer: in an app's built-in browser, before anything can be paid.
  return (
    <InAppMask enabled={Boolean(query.orderNumber || session)}>
      <div className={styles.page} data-testid="screen-checkout-payment">
        {handoff === 'failed' && (
          <HandoffFailed code={code} examId={examId} query={query} session={session} />
        )}
        {query.orderNumber ? (
          <RetryOrder
            code={code}
            examId={examId}
            query={query}
            orderNumber={query.orderNumber}
            session={session}
          />
        ) : session || query.upgradeFrom ? (
          // Issue 35: an upgrade is named by its paid order, so it needs no test in this tab
          // (the report opened from the mail or the personal centre).
          <NewOrder code={code} examId={examId} query={query} session={session} />
        ) : handoff === 'failed' ? null : (
          <NoSession code={code} examId={examId} query={query} />
        )}
      </div>
    </InAppMask>
  );
}

function NewOrder({ code, examId, query, session }: PageArgs & { session: string | null }) {
  const { t } = useTranslation(NS);
  const { hl, search, upgradeFrom } = query;
  const skuId = query.sku ?? rememberedTier() ?? DEFAULT_SKU;
  // An upgrade is priced by the service from the order it upgrades (in that order's currency).
  const quote = useUpgradeQuoteQuery(upgradeFrom ? { orderNumber: upgradeFrom, skuId } : skipToken);
  const country = quote.data?.country ?? query.country;
  const info = useSkuInfoQuery(upgradeFrom && !quote.data ? skipToken : { examId, skuId, country, hl });
  const fromInfo = useSkuInfoQuery(
    quote.data ? { examId, skuId: quote.data.fromSkuId, country, hl } : skipToken,
  );
  const methods = usePaymentMethodsQuery({ examId, country });
  const sessionState = useCheckoutSessionStateQuery(session ? { session } : skipToken);
  const [createOrder] = useCreateOrderMutation();
  // Set when the service refused because the buyer owns it already: where their report is.
  const [ownedAt, setOwnedAt] = useState<string | null>(null);
  const tierPage = `/scheme_select/${code}-${examId}${withQuery(search, { sku: skuId, upgradeFrom: null })}`;
  // Without a test in this tab the tier page has nothing to sell: back to the report upgraded.
  const backPath =
    upgradeFrom && !session
      ? `/report/result/${code}-${examId}${withQuery(search, { sku: null, upgradeFrom: null, orderNumber: upgradeFrom })}`
      : tierPage;

  const owned = ownedAt ?? ownedReportPath(quote.error);
  if (owned) return <AlreadyOwned reportPath={owned} />;
  if (quote.isError) {
    return (
      <LoadFailure
        errorKey={
          loadErrorKey(quote.error) === 'errors.network' ? 'errors.network' : 'payment.upgradeUnavailable'
        }
        retry={() => void quote.refetch()}
      />
    );
  }
  if (info.isError || methods.isError) {
    return (
      <LoadFailure
        errorKey={loadErrorKey(info.error ?? methods.error)}
        retry={() => {
          if (info.isError) void info.refetch();
          if (methods.isError) void methods.refetch();
        }}
      />
    );
  }
  // The session's e-mail prefills the form; without it (failed call) the buyer types it.
  if (!info.data || !methods.data || sessionState.isLoading || (quote.data && fromInfo.isLoading))
    return <PaymentPlaceholder />;

  const sku = info.data;
  const amountMinor = quote.data?.amountMinor ?? sku.priceMinor;
  const currency = quote.data?.currency ?? sku.currency;
  const price = formatPrice(amountMinor, currency, { locale: hl });
  const pay = async ({ email, payMethod }: PaymentChoice): Promise<string | null> => {
    // What the buyer was shown travels with the order: the service refuses it if it differs.
    const order = {
      skuId: sku.skuId,
      email,
      payMethod,
      country,
      amountMinor,
      currency,
      ...(upgradeFrom ? { upgradeFrom } : {}),
    };
    const fingerprint = createFingerprint({ session: session ?? `upgrade:${upgradeFrom}`, examId, ...order });
    const { idempotencyKey } = attemptFor(fingerprint);
    try {
      const created = await createOrder({ order, idempotencyKey }).unwrap();
      rememberAttemptOrder(fingerprint, created.orderNumber);
      rememberOrderEmail(created.orderNumber, email);
      if (openPaymentPage(created.payUrl)) return null;
    } catch (error) {
      if (wasRefused(error)) forgetAttempt(fingerprint);
      const reportPath = ownedReportPath(error);
      if (reportPath) {
        setOwnedAt(reportPath);
        return null; // the form gives way to the message
      }
      void info.refetch(); // a changed price shows before the next try
      if (upgradeFrom) void quote.refetch();
      if (loadErrorKey(error as Parameters<typeof loadErrorKey>[0]) === 'errors.network')
        return t('errors.network');
    }
    return t('payment.orderFailed');
  };

  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      {quote.data && (
        <StatusMessage tone="info" data-testid="upgrade-note">
          {t('payment.upgradeNote', {
            from: fromInfo.data?.name ?? quote.data.fromSkuId,
            tier: sku.name,
            price,
          })}
        </StatusMessage>
      )}
      <PaymentForm
        methods={methods.data}
        initialEmail={sessionState.data?.email ?? ''}
        price={price}
        tierName={sku.name}
        summary={<OrderSummary tierName={sku.name} items={sku.items} price={price} />}
        onPay={pay}
      />
      <Link className={styles.back} to={backPath}>
        {backPath === tierPage ? t('payment.changeTier') : t('payment.backToReport')}
      </Link>
    </>
  );
}

function AlreadyOwned({ reportPath }: { reportPath: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <StatusMessage tone="info" title={t('payment.alreadyOwned.title')} data-testid="already-owned">
        <p className={styles.plain}>{t('payment.alreadyOwned.body')}</p>
      </StatusMessage>
      <Link className={styles.back} to={reportPath} data-testid="owned-report">
        {t('payment.alreadyOwned.openReport')}
      </Link>
    </>
  );
}

function RetryOrder({
  code,
  examId,
  query,
  orderNumber,
  session,
}: PageArgs & { orderNumber: string; session: string | null }) {
  const { t } = useTranslation(NS);
  const { country, hl, search, cancelled } = query;
  const status = useOrderStatus(orderNumber, { poll: false });
  const order = status.order;
  const info = useSkuInfoQuery(order ? { examId, skuId: order.skuId, country, hl } : skipToken);
  const methods = usePaymentMethodsQuery({ examId, country });
  const sessionState = useCheckoutSessionStateQuery(session ? { session } : skipToken);
  const [updateOrderEmail] = useUpdateOrderEmailMutation();
  const { retry } = useRetryPayment();
  const unpaid = order !== undefined && order.status !== 'paid';
  // The buyer came back to pay again: the last attempt on this order is over.
  useEffect(() => {
    if (unpaid) forgetAttemptOf(orderNumber);
  }, [unpaid, orderNumber]);

  if (order?.status === 'paid') {
    return (
      <Navigate to={`/paying/success/${code}-${examId}${withQuery(search, { cancelled: null })}`} replace />
    );
  }
  if (status.unknown) {
    return (
      <>
        <h1 className={styles.title}>{t('payment.title')}</h1>
        <StatusMessage tone="error">{t('status.notFound')}</StatusMessage>
        <Link
          className={styles.back}
          to={`/scheme_select/${code}-${examId}${withQuery(search, { orderNumber: null, cancelled: null })}`}
        >
          {t('payment.changeTier')}
        </Link>
      </>
    );
  }
  if ((status.failed && !order) || methods.isError || info.isError) {
    return (
      <LoadFailure
        errorKey={loadErrorKey(status.error ?? methods.error ?? info.error)}
        retry={() => {
          if (status.failed) status.checkAgain();
          if (methods.isError) void methods.refetch();
          if (info.isError) void info.refetch();
        }}
      />
    );
  }
  if (!order || !info.data || !methods.data || sessionState.isLoading) return <PaymentPlaceholder />;

  // The order's own amount: a retry charges what the order says, whatever today's list shows.
  const price = formatPrice(order.amountMinor, order.currency, { locale: hl });
  const keptEmail = orderEmailOf(orderNumber) ?? sessionState.data?.email ?? '';
  const pay = async ({ email, payMethod }: PaymentChoice): Promise<string | null> => {
    if (email !== keptEmail) {
      try {
        await updateOrderEmail({ orderNumber, email }).unwrap();
        rememberOrderEmail(orderNumber, email);
      } catch (error) {
        return t(loadErrorKey(error as Parameters<typeof loadErrorKey>[0]));
      }
    }
    return (await retry(orderNumber, payMethod)) ? null : t('payment.retryFailed');
  };

  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <StatusMessage tone="info" data-testid="retry-note">
        {cancelled || order.failureReason === 'cancelled' ? t('payment.cancelled') : t('payment.retryNote')}
      </StatusMessage>
      <PaymentForm
        methods={methods.data}
        initialEmail={keptEmail}
        price={price}
        tierName={info.data.name}
        summary={<OrderSummary tierName={info.data.name} items={info.data.items} price={price} />}
        onPay={pay}
      />
    </>
  );
}

function NoSession({ code, examId, query }: PageArgs) {
  const { t } = useTranslation(NS);
  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <StatusMessage tone="info" title={t('payment.noSession.title')} data-testid="no-session">
        <p className={styles.plain}>{t('payment.noSession.body')}</p>
      </StatusMessage>
      <Link
        className={styles.back}
        to={`/answer_question/start_loading/${code}-${examId}${withQuery(query.search, { sku: null })}`}
      >
        {t('payment.noSession.start')}
      </Link>
    </>
  );
}

/**
 * The copied link's code did not claim (used, expired or unknown). With a test of its own in
 * this tab the page goes on under the note; without one, the note says where to go instead.
 */
function HandoffFailed({ code, examId, query, session }: PageArgs & { session: string | null }) {
  const { t } = useTranslation(NS);
  const alone = !session && !query.orderNumber;
  return (
    <>
      {alone && <h1 className={styles.title}>{t('payment.title')}</h1>}
      <StatusMessage tone="error" title={t('inAppMask.handoffFailed.title')} data-testid="handoff-failed">
        <p className={styles.plain}>{t('inAppMask.handoffFailed.body')}</p>
      </StatusMessage>
      {alone && (
        <Link
          className={styles.back}
          to={`/answer_question/start_loading/${code}-${examId}${withQuery(query.search, { sku: null, [SESSION_HANDOFF.queryKey]: null })}`}
        >
          {t('inAppMask.handoffFailed.start')}
        </Link>
      )}
    </>
  );
}

function LoadFailure({ errorKey, retry }: { errorKey: string; retry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <StatusMessage tone="error">{t(errorKey)}</StatusMessage>
      <Button variant="secondary" onClick={retry}>
        {t('errors.retry')}
      </Button>
    </>
  );
}

function PaymentPlaceholder() {
  const { t } = useTranslation(NS);
  return (
    <>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <div className={styles.placeholder} aria-busy="true">
        <Spinner aria-label={t('payment.loading')} />
      </div>
    </>
  );
}
