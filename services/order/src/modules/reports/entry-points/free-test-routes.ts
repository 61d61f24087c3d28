// Questionnaire results as free or paid content (issue 12; contracts FREE_TEST_PATHS in
// questionnaire-api.ts). POST /exam/order/info/free unlocks a CONFIRMED questionnaire session's
// result: for the signed-in account (a free test; only the gateway-signed identity counts, never
// a `uid` header or a body field) or for a paid order whose report tiers include the test
// (FREE_TEST_INCLUDED_BY). GET lists what was unlocked. Registered before the report routes:
// GET /exam/order/info/:orderNumber would otherwise take "free" for an order number.
import { Router, type Request, type Response } from 'express';
import {
  claimQuestionnaireRequestSchema,
  EXAM_ERROR_MESSAGES,
  FREE_TEST_INCLUDED_BY,
  FREE_TEST_MESSAGES,
  FREE_TEST_PATHS,
  IDENTITY_HEADER,
  INTERNAL_CLAIMABLE_PATH,
  INTERNAL_TOKEN_HEADER,
  internalClaimableRequestSchema,
  orderNumberSchema,
  type Identity,
  type UnlockedQuestionnaire,
  type UnlockedQuestionnaires,
} from '@iq/contracts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  internalTokenMatches,
  NotFoundError,
  UnauthorizedError,
  ok,
  validate,
  verifyIdentity,
  type Logger,
} from '@iq/service-common';
import {
  type ExamSessions,
  type OrderRecord,
  type OrderStore,
  ORDER_MESSAGES,
  examSessionFrom,
  orderBody,
  requireOrder,
} from '../../orders';
import type { QuestionnaireUnlockStore, UnlockRecord } from '../data-access/questionnaire-unlock-store';
import type { ReportStore } from '../data-access/report-store';

export interface FreeTestRouteContext {
  store: OrderStore;
  reports: ReportStore;
  unlocks: QuestionnaireUnlockStore;
  examSessions: ExamSessions;
  /** identityKey(INTERNAL_TOKEN): verifies the gateway-signed IDENTITY_HEADER. */
  identityKey: Buffer;
  /** INTERNAL_TOKEN: what the user service presents on INTERNAL_CLAIMABLE_PATH (issue 38). */
  internalToken: string;
  logger: Logger;
  now: () => Date;
}

function unlockedOf(record: UnlockRecord): UnlockedQuestionnaire {
  return {
    examId: record.examId,
    kind: record.kind,
    via: record.userId !== null ? 'free' : 'order',
    takenAt: record.takenAt.toISOString(),
    result: record.result,
  };
}

export function freeTestRoutes({
  store,
  reports,
  unlocks,
  examSessions,
  identityKey,
  internalToken,
  logger,
  now,
}: FreeTestRouteContext): Router {
  const router = Router();

  /** The signed-in account, or a 401: an unsigned, forged or expired header is nobody. */
  const signedIn = (req: Request): Identity => {
    const identity = verifyIdentity(req.get(IDENTITY_HEADER), identityKey, now());
    if (!identity) throw new UnauthorizedError(FREE_TEST_MESSAGES.signInRequired);
    return identity;
  };

  /** A paid order, or the one 404 / a 409 when it is not paid. */
  const paidOrder = async (orderNumber: string): Promise<OrderRecord> => {
    const order = await requireOrder(store, orderNumber);
    if (order.status !== 'paid') throw new ConflictError(FREE_TEST_MESSAGES.orderNotPaid);
    return order;
  };

  /** Does the stored record belong to the orders of `order`'s report (the order or its upgrades)? */
  const sameReport = async (record: UnlockRecord, order: OrderRecord): Promise<boolean> => {
    if (record.orderNumber === null) return false;
    if (record.orderNumber === order.orderNumber) return true;
    const owner = await store.findOrder(record.orderNumber);
    return owner?.examSessionId === order.examSessionId;
  };

  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

  router.post(FREE_TEST_PATHS.claim, async (req, res) => {
    noStore(res);
    const sessionId = examSessionFrom(req);
    const body = orderBody(claimQuestionnaireRequestSchema, req.body ?? {});
    const logid = req.get('logid');

    // Whose it would be: checked before the exam service is asked for anything.
    const identity = body.orderNumber === undefined ? signedIn(req) : null;
    const order = body.orderNumber === undefined ? null : await paidOrder(body.orderNumber);

    const taken = await examSessions.questionnaireResult(sessionId, { logid });
    if (!taken) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);

    if (order) {
      const item = FREE_TEST_INCLUDED_BY[taken.examId];
      const holdings = await reports.holdingsOfSession(order.examSessionId, now());
      if (!item || !holdings?.access.has(item)) throw new ForbiddenError(FREE_TEST_MESSAGES.notIncluded);
    }

    const owner = identity ? { userId: String(identity.userId) } : { orderNumber: order!.orderNumber };
    const { record, created } = await unlocks.claim(
      {
        examSessionId: sessionId,
        examId: taken.examId,
        kind: taken.kind,
        result: taken.result,
        takenAt: new Date(taken.confirmedAt),
      },
      owner,
      now(),
    );
    const mine = identity ? record.userId === String(identity.userId) : await sameReport(record, order!);
    const via = identity ? 'free' : 'order';
    if (!mine) {
      logger.warn(
        { exam: taken.examId, via, order: order?.orderNumber.slice(0, 6) },
        'questionnaire claimed elsewhere',
      );
      throw new ConflictError(FREE_TEST_MESSAGES.claimedElsewhere);
    }
    if (created)
      logger.info(
        { exam: taken.examId, via, order: order?.orderNumber.slice(0, 6) },
        'questionnaire unlocked',
      );
    ok<UnlockedQuestionnaire>(res, unlockedOf(record));
  });

  // Issue 38: the user service asks before it keeps a sign-up's results (claimed at its
  // confirmation through the claim above). The first refusal answers; nothing is written.
  router.post(INTERNAL_CLAIMABLE_PATH, async (req, res) => {
    if (!internalTokenMatches(req.get(INTERNAL_TOKEN_HEADER), internalToken))
      throw new NotFoundError('Not found');
    noStore(res);
    const { examSessions: asked } = validate(internalClaimableRequestSchema, req.body);
    for (const sessionId of new Set(asked)) {
      // Unconfirmed: a 409 of its own (QuestionnaireNotConfirmedError).
      const taken = await examSessions.questionnaireResult(sessionId, { logid: req.get('logid') });
      if (!taken) throw new NotFoundError(EXAM_ERROR_MESSAGES.sessionNotFound);
      if (await unlocks.isUnlocked(sessionId)) throw new ConflictError(FREE_TEST_MESSAGES.claimedElsewhere);
    }
    ok(res, { claimable: true as const });
  });

  router.get(FREE_TEST_PATHS.list, async (req, res) => {
    noStore(res);
    const keys = Object.keys(req.query);
    if (keys.length === 0) {
      const identity = signedIn(req);
      const tests = await unlocks.latestOfUser(String(identity.userId));
      ok<UnlockedQuestionnaires>(res, { tests: tests.map(unlockedOf) });
      return;
    }
    if (keys.length !== 1 || keys[0] !== 'orderNumber')
      throw new BadRequestError('query: only orderNumber is accepted');
    const asked = req.query.orderNumber;
    if (Array.isArray(asked) || (asked !== undefined && typeof asked !== 'string'))
      throw new BadRequestError('orderNumber: must be given once');
    // Malformed and unknown look the same to a prober (as on the report).
    if (!orderNumberSchema.safeParse(asked).success) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    const order = await requireOrder(store, asked!);
    const tests = await unlocks.latestOfOrderSession(order.examSessionId);
    ok<UnlockedQuestionnaires>(res, { tests: tests.map(unlockedOf) });
  });

  return router;
}
