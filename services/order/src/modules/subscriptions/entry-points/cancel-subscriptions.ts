// Cancelling subscriptions, one way for every door (the mailed code, a reminder's one-step link,
// the signed-in personal centre): nothing more is charged, the running period keeps its access,
// its open jobs are dropped and a confirmation is mailed, in the caller's transaction.
import { enqueueMails, composeCancelledMail } from '../../mail';
import type { OrderConnection } from '../../../data-access/connection';
import { subscriptionQueries as q } from '../data-access/subscription-store';
import { cancellation, isLive, type SubscriptionRecord } from '../domain/subscription-state';

/** Cancels the given subscriptions (locked by the caller); the live ones as they are after it. */
export async function cancelSubscriptions(
  trx: OrderConnection,
  subs: readonly SubscriptionRecord[],
  at: Date,
): Promise<SubscriptionRecord[]> {
  const cancelled: SubscriptionRecord[] = [];
  for (const sub of subs) {
    if (!isLive(sub)) continue;
    const patch = cancellation(sub, at);
    await q.update(trx, sub.id, patch, at);
    await q.dropOpenJobs(trx, sub.id, at);
    const after = { ...sub, ...patch };
    await enqueueMails(trx, sub.orderNumber, [composeCancelledMail(after, patch.endedAt!)], at);
    cancelled.push(after);
  }
  return cancelled;
}
