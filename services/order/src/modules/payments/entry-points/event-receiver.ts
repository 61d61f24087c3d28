// Where every provider result lands, whoever delivers it: POST /pay/events (a real provider's
// webhook) and the built-in test-mode processors go through this same path: verify the
// signature, parse, record the event id once, apply it to the order, queue the mails.
// Reconciliation (issue 35) applies what it learnt from the provider through `apply`, inside
// its own transaction.
import { BadRequestError, type Logger } from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import { type MailDelivery, enqueueMails, composeOrderMails } from '../../mail';
import {
  loadHoldings,
  lockBuyer,
  type OrderQueries,
  type OrderStore,
  overpaymentOf,
  applyPaymentResult,
  type StateChange,
} from '../../orders';
import { refundQueries } from '../data-access/refund-store';
import { subscriptionQueries } from '../../subscriptions';
import { paymentEventSchema, resultOf, verifySignature, type PaymentEvent } from '../domain/payment-events';
import { formatZodError } from '@iq/service-common';

export interface ReceivedEvent {
  duplicate: boolean;
  change: StateChange | null;
}

export interface AppliedEvent extends ReceivedEvent {
  /** A refund became due: run the refund job (after commit). */
  refundDue: boolean;
}

export interface EventReceiverDeps {
  store: OrderStore;
  config: OrderConfig;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /**
   * Called after a commit that made jobs due (an order became paid: its account job; money to
   * give back: its refund job). main.ts runs the scheduler's due jobs at once.
   */
  onJobsDue?: () => void;
}

export function createEventReceiver({ store, config, mail, logger, now, onJobsDue }: EventReceiverDeps) {
  /**
   * Applies one event inside the caller's transaction, the order's row locked first: events for
   * one order apply one after another. A success the order did not need (already paid, or
   * priced for what the buyer has since come to own) makes a refund due, recorded with it.
   */
  async function apply(queries: OrderQueries, event: PaymentEvent, at: Date): Promise<AppliedEvent> {
    const order = await queries.findOrder(event.data.orderNumber, { lock: true });
    const attempt = await queries.findAttempt(event.data.attemptId);
    if (
      !order ||
      !attempt ||
      attempt.orderNumber !== order.orderNumber ||
      attempt.method !== event.data.method
    )
      throw new BadRequestError('Unknown payment attempt');
    const change = applyPaymentResult(order, attempt, resultOf(event));
    const recorded = await queries.recordEvent(event, change.note ?? null);
    if (!recorded) return { duplicate: true, change: null, refundDue: false };
    if (change.attempt) await queries.updateAttempt(attempt.id, change.attempt, at);
    if (change.order) await queries.updateOrder(order.orderNumber, change.order, at);
    let refundDue = false;
    const refund = (amountMinor: number, reason: 'order-already-paid' | 'already-owned') =>
      refundQueries.addDue(
        queries.db,
        {
          orderNumber: order.orderNumber,
          chargeRef: attempt.id,
          method: attempt.method,
          kind: 'refund',
          amountMinor,
          currency: order.currency,
          reason,
        },
        at,
      );
    if (change.refundDue) refundDue = await refund(order.amountMinor, 'order-already-paid');
    if (change.becamePaid) {
      const card = change.order?.card;
      const mails = composeOrderMails(
        { ...order, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null },
        { publicUrl: config.publicUrl, paidAt: at },
      );
      await enqueueMails(queries.db, order.orderNumber, mails, at);
      // Issue 11: an account for the order's e-mail, asked of the user service by a job
      // that commits with the payment (never lost, never asked before it is paid).
      await subscriptionQueries.scheduleAccountJob(queries.db, order.orderNumber, at);
      // Issue 35: paid at a price the buyer no longer owed (a second tab's order for what another
      // has bought meanwhile): the part already owned goes back.
      // Under the buyer's lock: two orders of one test settle one after the other.
      await lockBuyer(queries.db, order.examSessionId);
      const holdings = await loadHoldings(queries.db, order, at, { excluding: order.orderNumber });
      const excess = overpaymentOf(order, holdings);
      if (excess > 0) refundDue = await refund(excess, 'already-owned');
    }
    if (refundDue) await refundQueries.armJob(queries.db, 'refund', order.orderNumber, at);
    return { duplicate: false, change, refundDue };
  }

  /** After a commit: mails out, jobs run, one log line. */
  function afterCommit(event: PaymentEvent, outcome: AppliedEvent): void {
    const ref = event.data.orderNumber.slice(0, 6);
    if (outcome.duplicate) logger.info({ event: event.id, order: ref }, 'payment event already received');
    else
      logger.info(
        { event: event.id, type: event.type, order: ref, note: outcome.change?.note },
        outcome.change?.becamePaid ? 'order paid' : 'payment event applied',
      );
    if (outcome.change?.becamePaid) void mail.flush();
    if (outcome.change?.becamePaid || outcome.refundDue) onJobsDue?.();
  }

  return {
    apply,
    afterCommit,

    /** The exact bytes and the signature header as received; 400 for anything not verifiable. */
    async receive(rawBody: Buffer | string, signature: string | undefined): Promise<ReceivedEvent> {
      const at = now();
      const check = verifySignature(config.webhookSecret, signature, rawBody, at);
      if (!check.ok) throw new BadRequestError(check.problem);
      let json: unknown;
      try {
        json = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
      } catch {
        throw new BadRequestError('Malformed JSON body');
      }
      const parsed = paymentEventSchema.safeParse(json);
      if (!parsed.success) throw new BadRequestError(formatZodError(parsed.error, 'event'));
      const event = parsed.data;
      const outcome = await store.transaction((queries) => apply(queries, event, at));
      afterCommit(event, outcome);
      return { duplicate: outcome.duplicate, change: outcome.change };
    },
  };
}

export type EventReceiver = ReturnType<typeof createEventReceiver>;
