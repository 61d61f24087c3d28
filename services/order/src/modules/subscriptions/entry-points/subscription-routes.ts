// POST /pay/secondPhase/pay/planSku (spec §7 "(pay)", public /api/pay/secondPhase/pay/planSku):
// the buyer of a paid card order subscribes to a plan, with the card of that order (the
// provider's saved token). With a trial nothing is charged; skipping it (or a plan without
// one) charges the first period at once, no activation fee. On an order that already has a
// subscription it changes it instead (skip the trial now, or upgrade to the daily-rate plan:
// charged at once, nothing prorated). Idempotency-Key and Exam-Session headers: only the
// browser that bought the order can subscribe with its card.
import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  SECOND_PHASE_MESSAGES,
  startSubscriptionRequestSchema,
  SUBSCRIPTION_MESSAGES,
  type PlanChangeResponse,
  type PlanId,
  type SubscriptionView,
} from '@iq/contracts';
import { BadRequestError, ConflictError, DomainError, NotFoundError, type Logger } from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import {
  type MailDelivery,
  enqueueMails,
  composeReceiptMail,
  composeStartedMail,
  type SiteRoute,
} from '../../mail';
import type { OrderConnection } from '../../../data-access/connection';
import {
  lockMailbox,
  ORDER_MESSAGES,
  PLAN_CURRENCY,
  PLANS,
  trialEnd,
  examSessionFrom,
  orderBody,
  requireOrder,
} from '../../orders';
import { subscriptionQueries as q } from '../data-access/subscription-store';
import type { PaymentProviders } from '../../providers';
import {
  planChange,
  startingState,
  subscriptionView,
  type SubscriptionRecord,
} from '../domain/subscription-state';
import { changeChargeKey, chargeSubscription } from './subscription-charges';
import {
  idempotencyKeyFrom,
  sendStored,
  storedEnvelope,
  type Idempotency,
} from '../../../entry-points/idempotency';

/** 402: the first charge was declined; nothing was created. */
export class SubscriptionPaymentFailedError extends DomainError {
  readonly status = 402;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SubscriptionRouteContext {
  providers: PaymentProviders;
  idempotency: Idempotency;
  config: Pick<OrderConfig, 'publicUrl'>;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
}

export function subscriptionRoutes({
  providers,
  idempotency,
  config,
  mail,
  logger,
  now,
}: SubscriptionRouteContext): Router {
  const router = Router();

  /**
   * The order already has a subscription: skip its trial or upgrade it to the daily-rate plan
   * (planChange), charged at once with its saved card; the answer says what was charged and what
   * became of the running period. Refused (409) otherwise; a decline rolls back (402).
   */
  async function changePlan(
    db: OrderConnection,
    locked: SubscriptionRecord,
    body: { planId: PlanId; skipTrial?: boolean },
    at: Date,
    route: SiteRoute,
    requestKey: string,
  ): Promise<PlanChangeResponse> {
    const sub = (await q.find(db, locked.id, { lock: true }))!;
    const plan = planChange(sub, body, at);
    if ('refused' in plan) {
      const message = {
        'no-trial': SECOND_PHASE_MESSAGES.noTrial,
        'not-changeable': SECOND_PHASE_MESSAGES.notChangeable,
        'already-subscribed': SUBSCRIPTION_MESSAGES.alreadySubscribed,
      }[plan.refused];
      throw new ConflictError(message);
    }
    const charged = { ...sub, planId: plan.toPlanId, amountMinor: plan.amountMinor };
    const key = changeChargeKey(sub.id, plan.period, requestKey);
    const result = await chargeSubscription(db, providers, charged, plan.period, 1, at, key);
    if (result.outcome === 'failed') throw new SubscriptionPaymentFailedError('Payment failed');
    await q.update(db, sub.id, plan.patch, at);
    await q.recordTermsAccepted(db, sub.id, at);
    await q.schedule(db, sub.id, plan.jobs);
    const after: SubscriptionRecord = { ...sub, ...plan.patch };
    await enqueueMails(
      db,
      sub.orderNumber,
      [
        composeReceiptMail(after, plan.period, at, {
          publicUrl: config.publicUrl,
          route,
        }),
      ],
      at,
    );
    logger.info(
      { subscription: sub.id.slice(0, 6), change: plan.kind, plan: plan.toPlanId, period: plan.period },
      'subscription changed',
    );
    return {
      ...subscriptionView(after),
      change: {
        kind: plan.kind,
        fromPlanId: sub.planId,
        toPlanId: plan.toPlanId,
        chargedMinor: plan.amountMinor,
        currency: sub.currency,
        chargedAt: at.toISOString(),
        previousPeriod: plan.previousPeriod,
        previousPeriodEnd: plan.previousPeriodEnd.toISOString(),
        newPeriodStart: plan.newPeriodStart.toISOString(),
        newPeriodEnd: plan.newPeriodEnd.toISOString(),
        refundedMinor: 0,
      },
    };
  }

  router.post('/pay/secondPhase/pay/planSku', async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const sessionId = examSessionFrom(req);
    const body = orderBody(startSubscriptionRequestSchema, req.body);
    if (!body.termsAccepted) throw new BadRequestError(SUBSCRIPTION_MESSAGES.termsRequired);
    const call = { key, scope: 'subscription.start', parameters: { ...body, session: sha256(sessionId) } };
    const earlier = await idempotency.replayOf(call);
    if (earlier) return sendStored(res, earlier, true);

    const { response, replayed } = await idempotency.run(call, async (queries) => {
      const order = await requireOrder(queries, body.orderNumber, { lock: true });
      // Another browser's order is "not found", exactly like an unknown one.
      if (order.examSessionId !== sessionId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      if (order.status !== 'paid') throw new ConflictError(SUBSCRIPTION_MESSAGES.orderNotPaid);
      const existing = await q.ofOrder(queries.db, order.orderNumber);
      if (existing) {
        const changed = await changePlan(queries.db, existing, body, new Date(now().getTime()), order, key);
        return storedEnvelope(changed);
      }
      const card =
        order.payMethod === 'card' ? await q.savedCardOf(queries.db, order.orderNumber) : undefined;
      if (!card) throw new ConflictError(SUBSCRIPTION_MESSAGES.cardRequired);
      // Issue 35: a plan is the mailbox's; a second one is never started beside a running one
      // (another test's order, another tab). Locked, so two starts cannot both pass.
      await lockMailbox(queries.db, order.email);
      if ((await q.liveOf(queries.db, order.email)).length)
        throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadySubscribed);

      const at = new Date(now().getTime());
      const terms = PLANS[body.planId];
      const withTrial = terms.trialDays > 0 && !body.skipTrial;
      const start = startingState(body.planId, at, withTrial ? { end: trialEnd(body.planId, at) } : null);
      // Derived from the request's key: a repeated request (after a crash) charges with the same key.
      const id = createHash('sha256')
        .update(`subscription:${key}:${order.orderNumber}`)
        .digest('base64url')
        .slice(0, 22);
      const sub: SubscriptionRecord = {
        id,
        orderNumber: order.orderNumber,
        email: order.email,
        planId: body.planId,
        amountMinor: terms.amountMinor,
        currency: PLAN_CURRENCY,
        locale: order.locale,
        payMethod: order.payMethod,
        paymentToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        trialEnd: withTrial ? start.patch.periodEnd : null,
        failedAttempts: 0,
        cancelledAt: null,
        endedAt: null,
        ...start.patch,
      };
      await q.insert(queries.db, sub, at);
      if (!withTrial) {
        const result = await chargeSubscription(queries.db, providers, sub, 1, 1, at);
        // Declined: the whole call rolls back (no subscription, no charge row); the key may be used again.
        if (result.outcome === 'failed') throw new SubscriptionPaymentFailedError('Payment failed');
      }
      await q.schedule(queries.db, sub.id, start.jobs);
      await enqueueMails(
        queries.db,
        order.orderNumber,
        [composeStartedMail(sub, { publicUrl: config.publicUrl, route: order })],
        at,
      );
      logger.info(
        { subscription: id.slice(0, 6), plan: body.planId, trial: withTrial },
        'subscription started',
      );
      return storedEnvelope(subscriptionView(sub) satisfies SubscriptionView);
    });
    if (!replayed) void mail.flush();
    sendStored(res, response, replayed);
  });

  return router;
}
