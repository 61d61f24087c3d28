// Issue 35, never a double charge: the two order jobs the scheduler runs beside renewals.
// 'refund' gives back, through the provider adapter, every refund or release of the order that
// is due, records it as done and mails it. 'reconcile' asks the provider about the order's
// attempts left pending (a process that died between the card submit and the payment report,
// a PayPal approval never brought back) and settles them. Each runs in ONE transaction holding
// the order's row lock, after checking the claim is still its own (like the subscription jobs);
// provider lookups happen before it (they read, and may be slow), refunds inside it (a crash
// repeats the same idempotency key, which the provider refunds at most once).
import type { Logger } from '@iq/service-common';
import { enqueueMails, composeRefundMail } from '../../mail';
import { type OrderStore, isCurrent } from '../../orders';
import { refundQueries } from '../data-access/refund-store';
import { subscriptionQueries as q, type ClaimedMoneyJob } from '../../subscriptions';
import { testModeRecords } from '../data-access/test-mode-records';
import { chargesOf, type PaymentProviders, type ProviderAttemptState } from '../../providers';
import type { PaymentEvent } from '../domain/payment-events';
import type { AppliedEvent, EventReceiver } from './event-receiver';

/** How long an attempt may stay pending before the provider is asked about it. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;

export interface MoneyJobDeps {
  store: OrderStore;
  providers: PaymentProviders;
  receiver: EventReceiver;
  logger: Logger;
  now: () => Date;
}

/** What the provider said, as an event our receiver applies (the same path as a webhook's). */
function eventFrom(
  attempt: { id: string; orderNumber: string; method: PaymentEvent['data']['method'] },
  state: Extract<ProviderAttemptState, { state: 'succeeded' | 'failed' }>,
  at: Date,
): PaymentEvent {
  return {
    id: `evt_reconcile_${attempt.id}`,
    type: state.state === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    created: Math.floor(at.getTime() / 1000),
    data: {
      attemptId: attempt.id,
      orderNumber: attempt.orderNumber,
      method: attempt.method,
      ...(state.state === 'failed' && { failureReason: state.reason }),
      ...(state.card && { card: state.card }),
    },
  };
}

export function createMoneyJobRunner({ store, providers, receiver, logger, now }: MoneyJobDeps) {
  async function refund(job: ClaimedMoneyJob): Promise<boolean> {
    const at = now();
    return store.transaction(async (queries) => {
      if (!(await q.holdsClaim(queries.db, job))) return false;
      const order = await queries.findOrder(job.orderNumber, { lock: true });
      const due = order
        ? (await refundQueries.ofOrder(queries.db, order.orderNumber)).filter((r) => r.state === 'due')
        : [];
      for (const r of due) {
        const provider = providers[r.method];
        const ref =
          r.kind === 'void'
            ? (await provider.releaseApproval!({ attemptId: r.chargeRef, idempotencyKey: r.id })).releaseId
            : (
                await provider.refund({
                  chargeRef: r.chargeRef,
                  orderNumber: r.orderNumber,
                  amountMinor: r.amountMinor,
                  currency: r.currency,
                  idempotencyKey: r.id,
                })
              ).refundId;
        await refundQueries.markDone(queries.db, r.id, ref, at);
      }
      if (order && due.length) {
        const charges = chargesOf(
          order,
          await queries.attemptsOfOrder(order.orderNumber),
          await refundQueries.ofOrder(queries.db, order.orderNumber),
        );
        await enqueueMails(
          queries.db,
          order.orderNumber,
          due.map((r) => composeRefundMail(order, r, charges.netChargedMinor, at)),
          at,
        );
        logger.info(
          { order: order.orderNumber.slice(0, 6), refunds: due.length, net: charges.netChargedMinor },
          'refunds done',
        );
      }
      await q.finishJob(queries.db, job.id, at);
      return due.length > 0;
    });
  }

  async function reconcile(job: ClaimedMoneyJob): Promise<boolean> {
    const at = now();
    // Asked before the transaction: a lookup reads, and may wait on the network.
    const pending = (await store.attemptsOfOrder(job.orderNumber)).filter((a) => a.status === 'pending');
    const states = await Promise.all(pending.map((a) => providers[a.method].lookup(a.id, at)));
    const applied: { event: PaymentEvent; outcome: AppliedEvent }[] = [];
    const settled = await store.transaction(async (queries) => {
      if (!(await q.holdsClaim(queries.db, job))) return null;
      const order = await queries.findOrder(job.orderNumber, { lock: true });
      if (!order) {
        await q.finishJob(queries.db, job.id, at);
        return 0;
      }
      let waiting = false;
      let releases = 0;
      for (const [index, attempt] of pending.entries()) {
        const state = states[index]!;
        const fresh = await queries.findAttempt(attempt.id);
        if (fresh?.status !== 'pending') continue; // settled meanwhile (a late event, the buyer)
        const current = await queries.findOrder(order.orderNumber);
        if (state.state === 'succeeded' || state.state === 'failed') {
          const event = eventFrom(fresh, state, at);
          applied.push({ event, outcome: await receiver.apply(queries, event, at) });
        } else if (state.state === 'awaiting-buyer') {
          waiting = true;
        } else {
          // Approved and never brought back, released already, or never seen by the provider:
          // nothing is taken. An approval is released (and the buyer told); the attempt fails.
          if (state.state === 'approved') {
            await queries.updateAttempt(fresh.id, { status: 'released' }, at);
            await testModeRecords.record(queries.db, fresh.id, 'released', at);
            releases += (await refundQueries.addDue(
              queries.db,
              {
                orderNumber: order.orderNumber,
                chargeRef: fresh.id,
                method: fresh.method,
                kind: 'void',
                amountMinor: order.amountMinor,
                currency: order.currency,
                reason: 'approval-not-needed',
              },
              at,
            ))
              ? 1
              : 0;
          } else {
            await queries.updateAttempt(
              fresh.id,
              { status: state.state === 'released' ? 'released' : 'failed', failureReason: 'cancelled' },
              at,
            );
          }
          if (current && current.status !== 'paid' && isCurrent(current, fresh))
            await queries.updateOrder(
              order.orderNumber,
              { status: 'failed', failureReason: 'cancelled' },
              at,
            );
        }
      }
      if (releases) await refundQueries.armJob(queries.db, 'refund', order.orderNumber, at);
      if (waiting) await q.retryJobAt(queries.db, job.id, new Date(at.getTime() + RECONCILE_AFTER_MS));
      else await q.finishJob(queries.db, job.id, at);
      return pending.length;
    });
    for (const { event, outcome } of applied) receiver.afterCommit(event, outcome);
    if (settled)
      logger.info({ order: job.orderNumber.slice(0, 6), attempts: settled }, 'pending attempts reconciled');
    return applied.some(({ outcome }) => outcome.change?.becamePaid);
  }

  /** Runs one claimed job; never throws (an error leaves the lease to run out and the job is tried again). */
  return async function runMoneyJob(job: ClaimedMoneyJob): Promise<boolean> {
    try {
      return job.kind === 'refund' ? await refund(job) : await reconcile(job);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.error({ job: job.id, kind: job.kind, error: message }, 'money job failed; will retry');
      await q.noteJobError(store.db, job.id, message).catch(() => undefined);
      return false;
    }
  };
}
