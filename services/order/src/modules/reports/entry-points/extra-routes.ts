// The order-number calls of spec §7 around a report that are not the report itself:
// POST /exam/order/info (the report, POST form), GET /exam/order/sku/check/{orderNumber} (tiers
// owned, upgrade prices), GET /exam/extra/package/list/{orderNumber} and POST
// /exam/extra/order/submit (the free evaluation pack, spec §9 and /triplePurchase: 0, nothing
// charged), GET /exam/order/presenter/list/{orderNumber} (the tests presented with the order).
// The order number is the capability: malformed and unknown ones get the same 404 bytes.
import { Router, type Response } from 'express';
import {
  extraOrderSubmitRequestSchema,
  FREE_EVALUATION_PACK_ID,
  FREE_TEST_MESSAGES,
  orderInfoRequestSchema,
  orderNumberSchema,
  type ExtraOrderSubmitResponse,
  type ExtraPackageList,
  type GiftTest,
  type OrderReport,
  type PresentedTests,
  type SkuCheck,
} from '@iq/contracts';
import { ConflictError, NotFoundError, ok, type Logger } from '@iq/service-common';
import { type FreePackStore, freePack, giftTests } from '../../upsell';
import {
  type OrderRecord,
  type OrderStore,
  ORDER_MESSAGES,
  tierCheck,
  loadHoldings,
  orderBody,
  requireOrder,
} from '../../orders';
import type { QuestionnaireUnlockStore } from '../data-access/questionnaire-unlock-store';
import type { ReportStore } from '../data-access/report-store';
import type { ReportLoader } from './report-loader';

export interface ExtraRouteContext {
  store: OrderStore;
  reports: ReportStore;
  unlocks: QuestionnaireUnlockStore;
  packs: FreePackStore;
  loader: ReportLoader;
  logger: Logger;
  now: () => Date;
}

const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

export function extraRoutes({
  store,
  reports,
  unlocks,
  packs,
  loader,
  logger,
  now,
}: ExtraRouteContext): Router {
  const router = Router();

  /** The order a path names, or the one 404 (a malformed number looks unknown). */
  const orderOfParam = async (raw: string | undefined): Promise<OrderRecord> => {
    if (!orderNumberSchema.safeParse(raw).success) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return requireOrder(store, raw!);
  };

  /** The questionnaires as they stand for the order: what its report includes, what was taken for it. */
  const giftTestsOf = async (order: OrderRecord): Promise<GiftTest[]> => {
    const holdings = await reports.holdingsOfSession(order.examSessionId, now());
    const unlocked = await unlocks.latestOfOrderSession(order.examSessionId);
    return giftTests(order, holdings?.access ?? new Set(), unlocked);
  };

  router.post('/exam/order/info', async (req, res) => {
    noStore(res);
    const { orderNumber } = orderBody(orderInfoRequestSchema, req.body ?? {});
    const { report } = await loader.load(orderNumber, { logid: req.get('logid') });
    ok<OrderReport>(res, report);
  });

  router.get('/exam/order/sku/check/:orderNumber', async (req, res) => {
    noStore(res);
    const order = await orderOfParam(req.params.orderNumber);
    ok<SkuCheck>(res, tierCheck(order, await loadHoldings(store.db, order, now())));
  });

  router.get('/exam/order/presenter/list/:orderNumber', async (req, res) => {
    noStore(res);
    const order = await orderOfParam(req.params.orderNumber);
    ok<PresentedTests>(res, { orderNumber: order.orderNumber, tests: await giftTestsOf(order) });
  });

  router.get('/exam/extra/package/list/:orderNumber', async (req, res) => {
    noStore(res);
    const order = await orderOfParam(req.params.orderNumber);
    const [tests, orderedAt] = await Promise.all([giftTestsOf(order), packs.orderedAt(order.orderNumber)]);
    ok<ExtraPackageList>(res, {
      orderNumber: order.orderNumber,
      orderPaid: order.status === 'paid',
      packages: [freePack(tests, order.currency, orderedAt)],
    });
  });

  // Free: no payment, no idempotency key needed (the row is the key: a second submit answers the same).
  router.post('/exam/extra/order/submit', async (req, res) => {
    noStore(res);
    const body = orderBody(extraOrderSubmitRequestSchema, req.body ?? {});
    const order = await requireOrder(store, body.orderNumber);
    if (order.status !== 'paid') throw new ConflictError(FREE_TEST_MESSAGES.orderNotPaid);
    const before = await packs.orderedAt(order.orderNumber);
    const orderedAt = before ?? (await packs.add(order.orderNumber, FREE_EVALUATION_PACK_ID, now()));
    if (!before) logger.info({ order: order.orderNumber.slice(0, 6) }, 'free pack added');
    ok<ExtraOrderSubmitResponse>(res, {
      ...freePack(await giftTestsOf(order), order.currency, orderedAt),
      orderNumber: order.orderNumber,
      charged: false,
      orderedAt: orderedAt.toISOString(),
    });
  });

  return router;
}
