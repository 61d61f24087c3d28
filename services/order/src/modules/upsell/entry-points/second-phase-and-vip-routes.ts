// The second phase (issue 10; spec §2 six-step upsell, §6 VIP, §7 secondPhase and vip calls):
// GET  /secondPhase/sku/package/{examId}/{step}/US   what a step offers (with ?orderNumber=, this buyer's prices)
// POST /pay/secondPhase/pay/skuPackage               a report package, one click
// POST /pay/secondPhase/pay/wrongQuestion            the answer analysis, one click
// POST /pay/secondPhase/pay/presentedExam            another test (none sold yet: 409)
// GET  /secondPhase/order/{orderNumber}              what the order bought afterwards
// POST /pay/vip/pay/create                           permanent VIP, one click
// GET  /vip/pay/status/{examOrderNumber}             VIP status of the order's mailbox
// GET  /internal/vip/status?email=                   the same by mailbox, for the user service
// One click = charged at once with the card of a paid order of this browser (the provider's
// saved token), under the request's Idempotency-Key; prices come from the server only.
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  examIdParamSchema,
  INTERNAL_TOKEN_HEADER,
  orderNumberSchema,
  presentedExamRequestSchema,
  SECOND_PHASE_MESSAGES,
  skuPackageRequestSchema,
  SUBSCRIPTION_MESSAGES,
  upsellStepSchema,
  vipCreateRequestSchema,
  wrongQuestionRequestSchema,
  type InternalVipStatusResponse,
  type PackageListResponse,
  type PurchaseResponse,
  type SecondPhaseOrderResponse,
  type SecondPhasePurchase,
  type VipOrderStatusResponse,
} from '@iq/contracts';
import {
  BadRequestError,
  ConflictError,
  internalTokenMatches,
  NotFoundError,
  ok,
  validate,
  type Logger,
} from '@iq/service-common';
import {
  loadHoldings,
  lockBuyer,
  lockMailbox,
  type OrderQueries,
  type OrderRecord,
  type OrderStore,
  ORDER_MESSAGES,
  countryParam,
  requestLocale,
  examSessionFrom,
  orderBody,
  requireOrder,
} from '../../orders';
import { type MailDelivery, enqueueMails, composePurchaseReceipt } from '../../mail';
import {
  secondPhaseQueries as sp,
  type PurchaseKind,
  type PurchaseRecord,
} from '../data-access/second-phase-store';
import {
  subscriptionQueries,
  type SavedCard,
  subscriptionView,
  SubscriptionPaymentFailedError,
} from '../../subscriptions';
import type { PaymentProviders } from '../../providers';
import {
  hasSecondPhase,
  nextStep,
  packageFor,
  PACKAGES,
  packagesOfStep,
  priceForBuyer,
  SECOND_PHASE_CURRENCY,
  unavailableReason,
  SECOND_PHASE_REGION,
  stepPosition,
  stepTitle,
  type BuyerPrice,
  type BuyerState,
  type PackageTerms,
} from '../domain/second-phase-packages';
import {
  idempotencyKeyFrom,
  sendStored,
  storedEnvelope,
  type Idempotency,
} from '../../../entry-points/idempotency';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SecondPhaseRouteContext {
  store: OrderStore;
  providers: PaymentProviders;
  idempotency: Idempotency;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /** What the user service presents on GET /internal/vip/status. */
  internalToken: string;
}

type Db = OrderQueries['db'];

/** The card to charge with one click: the saved token of a paid card order, or undefined. */
async function cardOf(db: Db, order: OrderRecord): Promise<SavedCard | undefined> {
  return order.payMethod === 'card' ? subscriptionQueries.savedCardOf(db, order.orderNumber) : undefined;
}

/** The buyer of an order as the ledger sees it (issue 35), with the order's card and plan. */
async function buyerOf(
  queries: Pick<OrderQueries, 'db'>,
  order: OrderRecord,
  card: SavedCard | undefined,
  at: Date,
): Promise<BuyerState> {
  const [holdings, sub] = await Promise.all([
    loadHoldings(queries.db, order, at),
    subscriptionQueries.ofOrder(queries.db, order.orderNumber),
  ]);
  return {
    canChargeCard: order.status === 'paid' && card !== undefined,
    holdings,
    subscription: sub ? { planId: sub.planId, status: sub.status, periodEnd: sub.periodEnd } : null,
  };
}

/** The order of this browser (Exam-Session), or the one 404 (another browser's order is "not found"). */
async function ownOrder(
  queries: Pick<OrderQueries, 'findOrder'>,
  orderNumber: string,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord> {
  const order = await requireOrder(queries, orderNumber, options);
  if (order.examSessionId !== sessionId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return order;
}

/** 409 for what the buyer has already: VIP, or a package (or its items in a plan). */
const alreadyOwned = (vip: boolean) =>
  new ConflictError(vip ? SECOND_PHASE_MESSAGES.alreadyVip : SECOND_PHASE_MESSAGES.owned);

/** The purchase a one-click call makes, before its charge (the provider's id comes after). */
function newPurchase(
  key: string,
  order: OrderRecord,
  kind: PurchaseKind,
  terms: PackageTerms,
  price: BuyerPrice,
  at: Date,
): PurchaseRecord {
  return {
    // Derived from the request's key: a repeated request (after a crash) charges with the same key.
    id: createHash('sha256')
      .update(`secondPhase:${key}:${order.orderNumber}`)
      .digest('base64url')
      .slice(0, 22),
    orderNumber: order.orderNumber,
    examSessionId: order.examSessionId,
    email: order.email,
    kind,
    packageId: terms.packageId,
    step: terms.step,
    items: [...terms.items],
    amountMinor: price.amountMinor,
    listAmountMinor: price.listPriceMinor,
    discountPercent: price.discountPercent,
    currency: price.currency,
    providerChargeId: '',
    chargedAt: at,
  };
}

export function purchaseView(p: PurchaseRecord): SecondPhasePurchase {
  return {
    purchaseId: p.id,
    orderNumber: p.orderNumber,
    kind: p.kind,
    packageId: p.packageId,
    step: p.step,
    items: p.items,
    amountMinor: p.amountMinor,
    listPriceMinor: p.listAmountMinor,
    discountPercent: p.discountPercent,
    currency: p.currency,
    chargedAt: p.chargedAt.toISOString(),
  };
}

export function secondPhaseRoutes({
  store,
  providers,
  idempotency,
  mail,
  logger,
  now,
  internalToken,
}: SecondPhaseRouteContext): Router {
  const router = Router();

  /**
   * What this buyer pays for `terms` now, under the buyer's and the mailbox's locks; 409 when it
   * is owned already, in a plan, or the price shown (when sent) is no longer the server's.
   */
  async function priceToCharge(
    queries: Pick<OrderQueries, 'db'>,
    order: OrderRecord,
    card: SavedCard,
    terms: PackageTerms,
    shown: { amountMinor?: number; currency?: string },
  ): Promise<BuyerPrice> {
    // Issue 35: one buyer at a time, the test's and the mailbox's (VIP is the mailbox's), so two
    // orders of one test or two tests of one mailbox never both sell the same thing.
    await lockBuyer(queries.db, order.examSessionId);
    await lockMailbox(queries.db, order.email);
    const buyer = await buyerOf(queries, order, card, now());
    const reason = unavailableReason(terms, buyer);
    if (reason === 'owned' || reason === 'in-plan') throw alreadyOwned(terms.call === 'vip');
    const price = priceForBuyer(terms, buyer.holdings);
    if (
      (shown.amountMinor !== undefined && shown.amountMinor !== price.amountMinor) ||
      (shown.currency !== undefined && shown.currency !== price.currency)
    )
      throw new ConflictError(SECOND_PHASE_MESSAGES.priceChanged);
    return price;
  }

  /** Charges the purchase with the saved card; its provider charge id, or 402 for a decline. */
  async function chargePurchase(card: SavedCard, purchase: PurchaseRecord): Promise<string> {
    const recurring = providers.card.recurring;
    if (!recurring) throw new ConflictError(SUBSCRIPTION_MESSAGES.cardRequired);
    const result = await recurring.chargeSaved({
      token: card.token,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      idempotencyKey: `sp_${purchase.id}`,
      description: `IQ test ${purchase.packageId}`,
    });
    if (result.outcome === 'failed') throw new SubscriptionPaymentFailedError('Payment failed');
    return result.chargeId;
  }

  /**
   * A one-click purchase: validated before anything is read, replayed for a repeated key, else
   * in ONE transaction with the order's row locked: ownership, paid, card, not owned yet, the
   * server's price (a shown price that differs is refused), the row, then the charge. A decline
   * rolls everything back (402), the key included.
   */
  async function oneClick(
    req: Request,
    res: Parameters<typeof sendStored>[0],
    options: {
      scope: string;
      kind: PurchaseKind;
      body: { orderNumber: string; amountMinor?: number; currency?: string };
      terms: PackageTerms;
    },
  ) {
    const key = idempotencyKeyFrom(req);
    const sessionId = examSessionFrom(req);
    const { body, terms, kind, scope } = options;
    const call = { key, scope, parameters: { ...body, session: sha256(sessionId) } };
    const earlier = await idempotency.replayOf(call);
    if (earlier) return sendStored(res, earlier, true);

    const { response, replayed } = await idempotency.run(call, async (queries) => {
      const order = await ownOrder(queries, body.orderNumber, sessionId, { lock: true });
      if (order.status !== 'paid') throw new ConflictError(SUBSCRIPTION_MESSAGES.orderNotPaid);
      const card = await cardOf(queries.db, order);
      if (!card) throw new ConflictError(SUBSCRIPTION_MESSAGES.cardRequired);
      const price = await priceToCharge(queries, order, card, terms, body);
      const purchase = newPurchase(key, order, kind, terms, price, new Date(now().getTime()));
      // The row first: one purchase of a package per session holds even against another key
      // (another tab), before anything is charged.
      if (!(await sp.insertUnlessOwned(queries.db, purchase))) throw alreadyOwned(kind === 'vip');
      const providerChargeId = await chargePurchase(card, purchase);
      await sp.recordProviderCharge(queries.db, purchase.id, providerChargeId);
      await enqueueMails(
        queries.db,
        order.orderNumber,
        [composePurchaseReceipt({ ...purchase, locale: order.locale, card })],
        purchase.chargedAt,
      );
      logger.info(
        { order: order.orderNumber.slice(0, 6), package: terms.packageId, discount: price.discountPercent },
        'second-phase purchase charged',
      );
      return storedEnvelope({
        purchase: purchaseView({ ...purchase, providerChargeId }),
      } satisfies PurchaseResponse);
    });
    if (!replayed) void mail.flush();
    sendStored(res, response, replayed);
  }

  router.get('/secondPhase/sku/package/:examId/:step/:region', async (req, res) => {
    const examId = validate(examIdParamSchema, req.params.examId, 'examId');
    const region = countryParam(req.params.region);
    if (!hasSecondPhase(examId)) throw new NotFoundError(`No packages for exam ${examId}`);
    if (region !== SECOND_PHASE_REGION) throw new NotFoundError(`No packages for region ${region}`);
    const step = upsellStepSchema.safeParse(req.params.step);
    if (!step.success) throw new NotFoundError(SECOND_PHASE_MESSAGES.unknownStep);
    const locale = requestLocale(req);
    let buyer: BuyerState | null = null;
    const asked = req.query.orderNumber;
    if (asked !== undefined) {
      if (typeof asked !== 'string' || !orderNumberSchema.safeParse(asked).success)
        throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      const order = await ownOrder(store, asked, examSessionFrom(req));
      buyer = await buyerOf(store, order, await cardOf(store.db, order), now());
      res.setHeader('Cache-Control', 'no-store');
    }
    ok<PackageListResponse>(res, {
      examId,
      region: SECOND_PHASE_REGION,
      step: step.data,
      position: stepPosition(step.data),
      nextStep: nextStep(step.data),
      title: stepTitle(step.data, locale),
      currency: SECOND_PHASE_CURRENCY,
      packages: packagesOfStep(step.data).map((terms) => packageFor(terms, locale, buyer, now())),
    });
  });

  router.post('/pay/secondPhase/pay/skuPackage', async (req, res) => {
    const body = orderBody(skuPackageRequestSchema, req.body);
    const terms = PACKAGES[body.packageId];
    if (terms.call !== 'skuPackage')
      throw new BadRequestError(`${SECOND_PHASE_MESSAGES.wrongCall}: ${terms.call}`);
    await oneClick(req, res, { scope: 'secondPhase.skuPackage', kind: 'package', body, terms });
  });

  router.post('/pay/secondPhase/pay/wrongQuestion', async (req, res) => {
    const body = orderBody(wrongQuestionRequestSchema, req.body);
    await oneClick(req, res, {
      scope: 'secondPhase.wrongQuestion',
      kind: 'wrongQuestion',
      body,
      terms: PACKAGES['answer-analysis'],
    });
  });

  // No other test is sold: the questionnaires are free
  // (docs/decisions/2026-11-23-presented-exam-sells-nothing.md). The call is checked like the
  // others and then refused; nothing is charged.
  router.post('/pay/secondPhase/pay/presentedExam', async (req) => {
    idempotencyKeyFrom(req);
    const sessionId = examSessionFrom(req);
    const body = orderBody(presentedExamRequestSchema, req.body);
    await ownOrder(store, body.orderNumber, sessionId);
    throw new ConflictError(SECOND_PHASE_MESSAGES.notAvailableYet);
  });

  router.get('/secondPhase/order/:orderNumber', async (req, res) => {
    const sessionId = examSessionFrom(req);
    if (!orderNumberSchema.safeParse(req.params.orderNumber).success)
      throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const order = await ownOrder(store, req.params.orderNumber, sessionId);
    const [purchases, sub, charges, holdings] = await Promise.all([
      sp.ofOrder(store.db, order.orderNumber),
      subscriptionQueries.ofOrder(store.db, order.orderNumber),
      sp.subscriptionChargesOf(store.db, order.orderNumber),
      loadHoldings(store.db, order, now()),
    ]);
    const items = holdings.access;
    const pendingRetry =
      sub?.status === 'past_due' ? await subscriptionQueries.pendingRenewalAt(store.db, sub.id) : null;
    res.setHeader('Cache-Control', 'no-store');
    ok<SecondPhaseOrderResponse>(res, {
      orderNumber: order.orderNumber,
      purchases: purchases.map(purchaseView),
      subscription: sub ? subscriptionView(sub, pendingRetry) : null,
      subscriptionCharges: charges.map((c) => ({
        subscriptionId: c.subscriptionId,
        // Charges before migration 0011 did not name their plan: the subscription's then.
        planId: c.planId ?? sub!.planId,
        period: c.period,
        amountMinor: c.amountMinor,
        currency: c.currency,
        chargedAt: c.chargedAt.toISOString(),
      })),
      items: [...items],
    });
  });

  router.post('/pay/vip/pay/create', async (req, res) => {
    const body = orderBody(vipCreateRequestSchema, req.body);
    await oneClick(req, res, { scope: 'vip.create', kind: 'vip', body, terms: PACKAGES['vip-membership'] });
  });

  router.get('/vip/pay/status/:examOrderNumber', async (req, res) => {
    if (!orderNumberSchema.safeParse(req.params.examOrderNumber).success)
      throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const order = await requireOrder(store, req.params.examOrderNumber);
    res.setHeader('Cache-Control', 'no-store');
    ok<VipOrderStatusResponse>(res, {
      examOrderNumber: order.orderNumber,
      ...(await sp.vipStatusOf(store.db, order.email)),
    });
  });

  // Never routed by the gateway (no /internal prefix there); a wrong token looks like no route.
  router.get('/internal/vip/status', async (req, res) => {
    if (!internalTokenMatches(req.get(INTERNAL_TOKEN_HEADER), internalToken))
      throw new NotFoundError('Not found');
    const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
    if (!email || email.length > 320) throw new BadRequestError('email: required');
    ok<InternalVipStatusResponse>(res, { email, ...(await sp.vipStatusOf(store.db, email)) });
  });

  return router;
}
