// The subscription scheduler (issue 10): renewals, their retries and the reminder mails are
// rows of `scheduled_jobs`; each renewal mails its outcome (receipt, failure and retry, end).
// Issue 11 adds the account jobs of paid orders (account-jobs.ts), run when the scheduler is
// given the user service. Any number of order-service instances run it; each job is claimed
// with FOR UPDATE SKIP LOCKED and a lease, then run in ONE transaction that holds the
// subscription's row lock and checks the job is still its own and not done, so a renewal is
// charged once even when a lease runs out mid-run. The clock is injected: tests move it.
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from '@iq/service-common';
import type { OrderConfig } from '../../../config';
import {
  type MailDelivery,
  enqueueMails,
  composeExpiredMail,
  composeReceiptMail,
  composeReminderMail,
  composeRenewalFailedMail,
  type OutgoingMail,
} from '../../mail';
import { siteRouteOfOrder } from '../../orders';
import { inTransaction, type OrderConnection } from '../../../data-access/connection';
import {
  ACCOUNT_JOB,
  subscriptionQueries as q,
  type ClaimedAccountJob,
  type ClaimedJob,
  type ClaimedMoneyJob,
  type ClaimedSubscriptionJob,
  type ScheduledJobKind,
} from '../data-access/subscription-store';
import type { PaymentProviders } from '../../providers';
import {
  afterRenewalCharge,
  isLive,
  RETRY_BACKOFF_MS,
  type SubscriptionRecord,
} from '../domain/subscription-state';
import { chargeSubscription } from './subscription-charges';

/** How long a claimed job is an instance's own; a crashed instance's job is due again after it. */
export const JOB_LEASE_MS = 5 * 60 * 1000;
/** One-step cancel links in reminders stay valid this long. */
export const CANCEL_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SubscriptionScheduler {
  /** Runs every due job (at most `max`); resolves with how many ran. */
  runDue(max?: number): Promise<number>;
  /** Runs due jobs every `intervalMs` until stop() (main.ts; tests call runDue). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface SchedulerDeps {
  db: OrderConnection;
  providers: PaymentProviders;
  config: Pick<OrderConfig, 'publicUrl'>;
  mail: MailDelivery;
  logger: Logger;
  now: () => Date;
  /**
   * Issue 11: the account jobs of paid orders (accounts module, account-jobs.ts). Without it this
   * scheduler leaves them to an instance that has one (main.ts always gives the user service).
   */
  runAccountJob?: (job: ClaimedAccountJob) => Promise<void>;
  /** Issue 35: refunds and reconciliation of orders (money-jobs.ts); without it they wait for an instance that has it. */
  runMoneyJob?: (job: ClaimedMoneyJob) => Promise<boolean>;
}

const isMoneyJob = (job: ClaimedJob): job is ClaimedMoneyJob =>
  job.kind === 'refund' || job.kind === 'reconcile';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createSubscriptionScheduler(deps: SchedulerDeps): SubscriptionScheduler {
  const { db, providers, config, mail, logger, now, runAccountJob, runMoneyJob } = deps;
  const kinds: ScheduledJobKind[] = [
    'renewal',
    'reminder',
    ...(runAccountJob ? [ACCOUNT_JOB as ScheduledJobKind] : []),
    ...(runMoneyJob ? (['refund', 'reconcile'] as ScheduledJobKind[]) : []),
  ];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  /** A one-step cancel link (kept as a hash), for the mails that carry one. */
  async function cancelLink(trx: OrderConnection, sub: SubscriptionRecord, at: Date): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await q.saveLink(trx, sub.id, sha256(token), new Date(at.getTime() + CANCEL_LINK_TTL_MS), at);
    return token;
  }

  /** Charges the renewal and mails what happened (receipt, failure and retry, or the end). */
  async function renew(trx: OrderConnection, sub: SubscriptionRecord, job: ClaimedSubscriptionJob, at: Date) {
    if (!isLive(sub) || sub.period >= job.period) {
      await q.finishJob(trx, job.id, at);
      return false;
    }
    const attempt = sub.failedAttempts + 1;
    const result = await chargeSubscription(trx, providers, sub, job.period, attempt, at);
    const { patch, jobs, retryAt } = afterRenewalCharge(sub, job.period, result.outcome, at);
    await q.update(trx, sub.id, patch, at);
    await q.schedule(trx, sub.id, jobs);
    if (retryAt) await q.retryJobAt(trx, job.id, retryAt);
    else await q.finishJob(trx, job.id, at);
    if (patch.status === 'expired') await q.dropOpenJobs(trx, sub.id, at);

    const after: SubscriptionRecord = { ...sub, ...patch };
    const route = await siteRouteOfOrder(trx, sub.orderNumber);
    const links = { publicUrl: config.publicUrl, route };
    let message: OutgoingMail;
    if (result.outcome === 'succeeded') message = composeReceiptMail(after, job.period, at, links);
    else if (retryAt) {
      // Tries left, the one just scheduled included.
      const triesLeft = RETRY_BACKOFF_MS.length - after.failedAttempts + 1;
      const cancelToken = await cancelLink(trx, sub, at);
      message = composeRenewalFailedMail(after, job.period, attempt, at, retryAt, triesLeft, {
        ...links,
        cancelToken,
      });
    } else message = composeExpiredMail(after, at, attempt);
    await enqueueMails(trx, sub.orderNumber, [message], at);
    logger.info(
      {
        subscription: sub.id.slice(0, 6),
        period: job.period,
        attempt,
        outcome: result.outcome,
        status: patch.status,
      },
      'subscription renewal charged',
    );
    return true;
  }

  async function remind(
    trx: OrderConnection,
    sub: SubscriptionRecord,
    job: ClaimedSubscriptionJob,
    at: Date,
  ) {
    // Only before a charge that is still coming: not for a cancelled, unpaid or already renewed one.
    if (!isLive(sub) || sub.status === 'past_due' || sub.period >= job.period) {
      await q.finishJob(trx, job.id, at);
      return false;
    }
    const order = await siteRouteOfOrder(trx, sub.orderNumber);
    const token = await cancelLink(trx, sub, at);
    const message = composeReminderMail(sub, job.period, sub.periodEnd, {
      publicUrl: config.publicUrl,
      route: order,
      cancelToken: token,
    });
    await enqueueMails(trx, sub.orderNumber, [message], at);
    await q.finishJob(trx, job.id, at);
    return true;
  }

  async function runJob(job: ClaimedJob): Promise<boolean> {
    if (job.kind === ACCOUNT_JOB) {
      await runAccountJob?.(job);
      return false; // the user service mails through POST /internal/mail, flushed there
    }
    if (isMoneyJob(job)) return (await runMoneyJob?.(job)) ?? false;
    const subscriptionJob = job as ClaimedSubscriptionJob;
    const at = now();
    try {
      return await inTransaction(db, async (trx) => {
        // The subscription's row before the job's, as a cancellation takes them (no deadlock).
        const sub = await q.find(trx, subscriptionJob.subscriptionId, { lock: true });
        if (!(await q.holdsClaim(trx, job)) || !sub) return false;
        if (subscriptionJob.kind === 'renewal') return renew(trx, sub, subscriptionJob, at);
        return remind(trx, sub, subscriptionJob, at);
      });
    } catch (err) {
      // Unknown outcome (provider or database): the lease runs out and the job is tried again,
      // with the same charge key.
      const message = err instanceof Error ? err.message : String(err);
      logger.error({ job: job.id, kind: job.kind, error: message }, 'scheduled job failed; will retry');
      await q.noteJobError(db, job.id, message).catch(() => undefined);
      return false;
    }
  }

  async function runRound(max: number): Promise<number> {
    let ran = 0;
    let mailed = false;
    while (ran < max) {
      const job = await q.claimDue(db, now(), JOB_LEASE_MS, kinds);
      if (!job) break;
      if (await runJob(job)) mailed = true;
      ran += 1;
    }
    if (mailed) void mail.flush();
    return ran;
  }

  return {
    runDue(max = 100) {
      // One round at a time per instance; other instances run theirs concurrently.
      const previous = running ?? Promise.resolve(0);
      const next = previous.then(
        () => runRound(max),
        () => runRound(max),
      );
      running = next.catch(() => 0);
      return next;
    },
    start(intervalMs = 30_000) {
      if (timer) return;
      timer = setInterval(() => {
        this.runDue().catch((err: unknown) => logger.error({ err }, 'subscription scheduler round failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
