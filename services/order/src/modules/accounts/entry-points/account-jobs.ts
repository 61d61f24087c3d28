// Issue 11 (spec §6 "account after purchase"): the account job of a paid order, written in the
// transaction that marked it paid (event-receiver.ts), asks the user service to ensure an account
// for the order's e-mail. Run by the scheduler beside renewals; the HTTP call happens outside any
// transaction (no row lock held while waiting on another service), then the outcome is written
// only if the claim is still ours. Asking twice is harmless: the user service's ensure is
// idempotent and its mail is deduplicated by key.
import type { Logger } from '@iq/service-common';
import { inTransaction, type OrderConnection } from '../../../data-access/connection';
import { accountFactsOfOrder } from '../../orders';
import { subscriptionQueries as q, type ClaimedAccountJob } from '../../subscriptions';
import type { EnsureAccountOutcome, UserAccounts } from '../data-access/user-accounts';
import { accountEnsureRequest, accountRetryAt } from '../domain/account-ensure';

export interface AccountJobDeps {
  db: OrderConnection;
  userAccounts: UserAccounts;
  logger: Logger;
  now: () => Date;
}

export function createAccountJobRunner({ db, userAccounts, logger, now }: AccountJobDeps) {
  /** Records the outcome if the job is still this claim's; false when someone else holds it now. */
  async function record(job: ClaimedAccountJob, outcome: EnsureAccountOutcome, at: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      if (!(await q.holdsClaim(trx, job))) return false;
      if (outcome.kind === 'done') await q.finishJob(trx, job.id, at);
      else if (outcome.kind === 'refused') await q.abandonJob(trx, job.id, at, outcome.reason);
      else await q.retryJobAt(trx, job.id, accountRetryAt(job.claims, at), outcome.reason);
      return true;
    });
  }

  /** Runs one claimed account job; never throws (a database error leaves the lease to run out). */
  return async function runAccountJob(job: ClaimedAccountJob): Promise<void> {
    const ref = job.orderNumber.slice(0, 6);
    try {
      const order = await accountFactsOfOrder(db, job.orderNumber);
      const outcome: EnsureAccountOutcome =
        order?.status === 'paid'
          ? await userAccounts.ensure(accountEnsureRequest(order))
          : { kind: 'refused', reason: 'order not paid' };
      const recorded = await record(job, outcome, now());
      if (!recorded) return;
      if (outcome.kind === 'done')
        logger.info({ order: ref, created: outcome.created }, 'account ensured for a paid order');
      else if (outcome.kind === 'refused')
        logger.warn({ order: ref, reason: outcome.reason }, 'account not ensured: refused, not retried');
      else
        logger.warn(
          { order: ref, try: job.claims, reason: outcome.reason },
          'account not ensured yet; will retry',
        );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.error({ job: job.id, order: ref, error: message }, 'account job failed; will retry');
      await q.noteJobError(db, job.id, message).catch(() => undefined);
    }
  };
}
