// POST /pay/pay/order/create, /pay/pay/order/retry, /pay/pay/check/status (spec §7 "(pay)"
// calls, public at /api/pay/pay/…) and POST /exam/order/update/email.
import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  checkStatusRequestSchema,
  createOrderRequestSchema,
  EXAM_ERROR_MESSAGES,
  orderNumberSchema,
  skuIdSchema,
  retryPaymentRequestSchema,
  updateOrderEmailRequestSchema,
  type CreateOrderResponse,
  type OrderStatusResponse,
  type UpgradeQuote,
} from '@iq/contracts';
import { BadRequestError, ConflictError, NotFoundError, ok, validate } from '@iq/service-common';
import {
  loadHoldings,
  lockBuyer,
  type OrderQueries,
  type OrderRecord,
  currencyForCountry,
  tierOffer,
  newAttemptId,
  newOrderNumber,
  ORDER_MESSAGES,
  canRetry,
  assertPurchasable,
  tierOrderPrice,
  reportPath,
  requestLocale,
  checkedBirthYear,
  checkedEmail,
  examSessionFrom,
  optionalExamSession,
  orderBody,
  requireOrder,
} from '../../orders';
import { refundQueries } from '../data-access/refund-store';
import { chargesOf, type PaymentProviders } from '../../providers';
import { idempotencyKeyFrom, sendStored, storedEnvelope } from '../../../entry-points/idempotency';
import type { OrderRouteContext } from './route-context';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What check/status answers: the order, and (issue 35) every charge of it with the net. */
export async function orderStatusOf(
  queries: Pick<OrderQueries, 'db' | 'attemptsOfOrder'>,
  order: OrderRecord,
): Promise<OrderStatusResponse> {
  const [attempts, refunds] = await Promise.all([
    queries.attemptsOfOrder(order.orderNumber),
    refundQueries.ofOrder(queries.db, order.orderNumber),
  ]);
  return {
    ...chargesOf(order, attempts, refunds),
    orderNumber: order.orderNumber,
    status: order.status,
    skuId: order.skuId,
    payMethod: order.payMethod,
    amountMinor: order.amountMinor,
    currency: order.currency,
    reportPath: reportPath(order),
    failureReason: order.status === 'paid' ? null : order.failureReason,
  };
}

/** Opens an attempt with the provider of `order.payMethod`; returns what create and retry answer. */
async function openAttempt(
  providers: PaymentProviders,
  order: Pick<OrderRecord, 'orderNumber' | 'amountMinor' | 'currency' | 'locale' | 'payMethod'>,
  attemptId: string,
  idempotencyKey: string,
): Promise<CreateOrderResponse> {
  const { redirectUrl } = await providers[order.payMethod].start({
    orderNumber: order.orderNumber,
    attemptId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    locale: order.locale,
    idempotencyKey,
  });
  return {
    orderNumber: order.orderNumber,
    payUrl: redirectUrl,
    amountMinor: order.amountMinor,
    currency: order.currency,
    status: 'created',
  };
}

export function orderRoutes({
  store,
  examSessions,
  providers,
  idempotency,
  logger,
  now,
}: OrderRouteContext): Router {
  const router = Router();

  router.post('/pay/pay/order/create', async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const body = validate(createOrderRequestSchema, req.body);
    // Issue 35: an upgrade names a paid order, whose number proves ownership as it does for
    // reading the report (the mailed link, the personal centre); its test is the one upgraded.
    // Any other order is for the test of this browser tab (Exam-Session).
    const header = body.upgradeFrom ? optionalExamSession(req) : examSessionFrom(req);
    const email = checkedEmail(body.email);
    const birthYear = checkedBirthYear(body.birthYear, now());
    // The session enters the fingerprint hashed: the same key from another session is "other parameters".
    const call = { key, scope: 'order.create', parameters: { ...body, session: sha256(header ?? '') } };
    const earlier = await idempotency.replayOf(call);
    if (earlier) return sendStored(res, earlier, true);

    let sessionId = header;
    if (body.upgradeFrom) {
      const base = await requireOrder(store, body.upgradeFrom);
      if (base.status !== 'paid') throw new ConflictError(ORDER_MESSAGES.upgradeUnpaid);
      if (header && header !== base.examSessionId)
        throw new ConflictError(ORDER_MESSAGES.upgradeOtherSession);
      sessionId = base.examSessionId;
    }
    const summary = await examSessions.summary(sessionId!, { logid: req.get('logid') });
    if (!summary) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
    assertPurchasable(summary);
    const { response, replayed } = await idempotency.run(call, async (queries) => {
      // One buyer at a time: two tabs cannot both price an order against the same holdings.
      await lockBuyer(queries.db, sessionId!);
      const holdings = await loadHoldings(queries.db, { examSessionId: sessionId! }, now());
      const offer = tierOffer(
        holdings,
        body.skuId,
        holdings.tierCurrency ?? currencyForCountry(body.country),
      );
      const paid = await queries.latestPaidOfSession(sessionId!);
      const price = tierOrderPrice(offer, body, paid ? reportPath(paid) : null);
      const orderNumber = newOrderNumber();
      const attemptId = newAttemptId();
      const order = {
        orderNumber,
        examId: summary.examId,
        examCode: summary.code,
        examSessionId: sessionId!,
        email,
        skuId: body.skuId,
        payMethod: body.payMethod,
        amountMinor: price.amountMinor,
        currency: price.currency,
        country: body.country,
        locale: requestLocale(req),
        currentAttemptId: attemptId,
        birthYear,
        upgradeFrom: body.upgradeFrom ?? null,
      };
      const at = now();
      await queries.insertOrder(order, at);
      await queries.startAttempt(orderNumber, { id: attemptId, method: body.payMethod }, at, {
        resetOrder: false,
      });
      const created = await openAttempt(providers, order, attemptId, key);
      logger.info(
        {
          order: orderNumber.slice(0, 6),
          sku: body.skuId,
          method: body.payMethod,
          upgrade: body.upgradeFrom ? body.upgradeFrom.slice(0, 6) : undefined,
        },
        'order created',
      );
      return storedEnvelope(created);
    });
    sendStored(res, response, replayed);
  });

  // What an upgrade costs, shown before the buyer pays (the create call then checks the same sum).
  router.get('/exam/order/upgrade/:orderNumber/:skuId', async (req, res) => {
    if (!orderNumberSchema.safeParse(req.params.orderNumber).success)
      throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const skuId = skuIdSchema.safeParse(req.params.skuId);
    if (!skuId.success) throw new BadRequestError(ORDER_MESSAGES.unknownSku);
    const base = await requireOrder(store, req.params.orderNumber);
    if (base.status !== 'paid') throw new ConflictError(ORDER_MESSAGES.upgradeUnpaid);
    const holdings = await loadHoldings(store.db, base, now());
    const offer = tierOffer(holdings, skuId.data, holdings.tierCurrency ?? base.currency);
    const price = tierOrderPrice(
      offer,
      { skuId: skuId.data, country: base.country, upgradeFrom: base.orderNumber },
      reportPath(base),
    );
    res.setHeader('Cache-Control', 'no-store');
    ok<UpgradeQuote>(res, {
      upgradeFrom: base.orderNumber,
      fromSkuId: offer.kind === 'buy' ? offer.fromSkuId! : base.skuId,
      skuId: skuId.data,
      amountMinor: price.amountMinor,
      currency: price.currency,
      country: base.country,
    });
  });

  router.post('/pay/pay/order/retry', async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const body = orderBody(retryPaymentRequestSchema, req.body);
    const call = { key, scope: 'order.retry', parameters: body };
    const earlier = await idempotency.replayOf(call);
    if (earlier) return sendStored(res, earlier, true);
    const { response, replayed } = await idempotency.run(call, async (queries: OrderQueries) => {
      const order = await requireOrder(queries, body.orderNumber, { lock: true });
      if (!canRetry(order)) throw new ConflictError(ORDER_MESSAGES.orderPaid);
      const attemptId = newAttemptId();
      await queries.startAttempt(order.orderNumber, { id: attemptId, method: body.payMethod }, now(), {
        resetOrder: true,
      });
      const retried = await openAttempt(providers, { ...order, payMethod: body.payMethod }, attemptId, key);
      logger.info({ order: order.orderNumber.slice(0, 6), method: body.payMethod }, 'payment retried');
      return storedEnvelope(retried);
    });
    sendStored(res, response, replayed);
  });

  router.post('/pay/pay/check/status', async (req, res) => {
    const { orderNumber } = orderBody(checkStatusRequestSchema, req.body);
    res.setHeader('Cache-Control', 'no-store');
    ok<OrderStatusResponse>(res, await orderStatusOf(store, await requireOrder(store, orderNumber)));
  });

  router.post('/exam/order/update/email', async (req, res) => {
    const body = orderBody(updateOrderEmailRequestSchema, req.body);
    const email = checkedEmail(body.email);
    await store.transaction(async (queries) => {
      const order = await requireOrder(queries, body.orderNumber, { lock: true });
      if (order.status === 'paid') throw new ConflictError(ORDER_MESSAGES.emailLocked);
      await queries.updateOrder(order.orderNumber, { email }, now());
    });
    ok(res, { orderNumber: body.orderNumber, email });
  });

  return router;
}
