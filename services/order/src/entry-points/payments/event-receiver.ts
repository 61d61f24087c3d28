// Where every provider result lands, whoever delivers it: POST /pay/events (a real provider's
// webhook) and the built-in test-mode processors go through this same path: verify the
// signature, parse, record the event id once, apply it to the order, queue the mails.
import { BadRequestError, type Logger } from '@iq/service-common';
import type { OrderConfig } from '../../config';
import type { MailDelivery } from '../../data-access/mail-delivery';
import { enqueueMails } from '../../data-access/mail-outbox';
import type { OrderStore } from '../../data-access/order-store';
import { subscriptionQueries } from '../../data-access/subscription-store';
import { composeOrderMails } from '../../domain/mail/order-mails';
import { applyPaymentResult, type StateChange } from '../../domain/orders/order-state';
import { paymentEventSchema, resultOf, verifySignature } from '../../domain/payments/payment-events';
import { formatZodError } from '@iq/service-common';

export interface ReceivedEvent {
  duplicate: boolean;
  change: StateChange | null;
}

export interface EventReceiverDeps {
  store: OrderStore;
  config: OrderConfig;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /** Called after an order became paid and committed (main.ts: run the account job now, not at the next tick). */
  onPaid?: () => void;
}

export function createEventReceiver({ store, config, mail, logger, now, onPaid }: EventReceiverDeps) {
  return {
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

      const outcome = await store.transaction(async (queries) => {
        // The order row is the lock: events for one order apply one after another.
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
        if (!recorded) return { duplicate: true, change: null, order };
        if (change.attempt) await queries.updateAttempt(attempt.id, change.attempt, at);
        if (change.order) await queries.updateOrder(order.orderNumber, change.order, at);
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
        }
        return { duplicate: false, change, order };
      });

      const ref = event.data.orderNumber.slice(0, 6);
      if (outcome.duplicate) logger.info({ event: event.id, order: ref }, 'payment event already received');
      else
        logger.info(
          { event: event.id, type: event.type, order: ref, note: outcome.change?.note },
          outcome.change?.becamePaid ? 'order paid' : 'payment event applied',
        );
      if (outcome.change?.becamePaid) {
        void mail.flush();
        onPaid?.();
      }
      return { duplicate: outcome.duplicate, change: outcome.change };
    },
  };
}

export type EventReceiver = ReturnType<typeof createEventReceiver>;
