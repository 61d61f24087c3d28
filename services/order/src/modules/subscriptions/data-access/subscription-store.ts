// Kysely queries of subscriptions, their charges, the job table and the cancellation secrets
// (migration 0010). Every function takes the connection it runs on, so callers compose them
// inside one transaction.
import { sql, type Kysely } from 'kysely';
import type { SubscriptionStatus } from '@iq/contracts';
import type {
  JobKind,
  JobToSchedule,
  SubscriptionPatch,
  SubscriptionRecord,
} from '../domain/subscription-state';
import type { OrderDB } from '../../../data-access/schema';

/** A due job claimed this often is no longer tried: it waits for a person (the metrics' `abandoned`). */
export const DUE_JOB_MAX_CLAIMS = 20;

type Db = Kysely<OrderDB>;

const subscriptionColumns = [
  'id',
  'order_number as orderNumber',
  'email',
  'plan_id as planId',
  'status',
  'amount_minor as amountMinor',
  'currency',
  'locale',
  'pay_method as payMethod',
  'payment_token as paymentToken',
  'card_brand as cardBrand',
  'card_last4 as cardLast4',
  'period',
  'period_start as periodStart',
  'period_end as periodEnd',
  'trial_end as trialEnd',
  'failed_attempts as failedAttempts',
  'cancelled_at as cancelledAt',
  'ended_at as endedAt',
] as const;

const asRecord = (row: object) => row as SubscriptionRecord;

/** Issue 11: after a paid order, ask the user service to ensure an account for its e-mail. */
export const ACCOUNT_JOB = 'account';
/** Issue 35: money given back, and attempts left pending asked of the provider (refund-store.ts). */
export type MoneyJobKind = 'refund' | 'reconcile';
export type ScheduledJobKind = JobKind | typeof ACCOUNT_JOB | MoneyJobKind;

interface ClaimedJobBase {
  id: number;
  period: number;
  /** How many times it has been claimed, this claim included (back-off of account jobs). */
  claims: number;
  /** The lease this claim set: a job whose lease differs was claimed again by someone else. */
  lockedUntil: Date;
}

/** A renewal or reminder of a subscription. */
export interface ClaimedSubscriptionJob extends ClaimedJobBase {
  kind: JobKind;
  subscriptionId: string;
  orderNumber: null;
}

/** An account job of a paid order (migration 0012). */
export interface ClaimedAccountJob extends ClaimedJobBase {
  kind: typeof ACCOUNT_JOB;
  subscriptionId: null;
  orderNumber: string;
}

/** A refund or reconcile job of an order (migration 0014). */
export interface ClaimedMoneyJob extends ClaimedJobBase {
  kind: MoneyJobKind;
  subscriptionId: null;
  orderNumber: string;
}

export type ClaimedJob = ClaimedSubscriptionJob | ClaimedAccountJob | ClaimedMoneyJob;

export interface SavedCard {
  token: string;
  brand: string | null;
  last4: string | null;
}

export const subscriptionQueries = {
  async insert(db: Db, sub: SubscriptionRecord, at: Date): Promise<void> {
    await db
      .insertInto('subscriptions')
      .values({
        id: sub.id,
        order_number: sub.orderNumber,
        email: sub.email,
        plan_id: sub.planId,
        status: sub.status,
        amount_minor: sub.amountMinor,
        currency: sub.currency,
        locale: sub.locale,
        pay_method: sub.payMethod,
        payment_token: sub.paymentToken,
        card_brand: sub.cardBrand,
        card_last4: sub.cardLast4,
        period: sub.period,
        period_start: sub.periodStart,
        period_end: sub.periodEnd,
        trial_end: sub.trialEnd,
        failed_attempts: sub.failedAttempts,
        created_at: at,
        updated_at: at,
        // Issue 35: never started without its terms box; the box's tick is the start's.
        terms_accepted_at: at,
      })
      .execute();
  },

  /** Issue 35: a plan change (a new recurring charge) is made only with its terms box ticked. */
  async recordTermsAccepted(db: Db, id: string, at: Date): Promise<void> {
    await db.updateTable('subscriptions').set({ terms_accepted_at: at }).where('id', '=', id).execute();
  },

  async find(db: Db, id: string, options: { lock?: boolean } = {}): Promise<SubscriptionRecord | undefined> {
    let query = db.selectFrom('subscriptions').select(subscriptionColumns).where('id', '=', id);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && asRecord(row);
  },

  async ofOrder(db: Db, orderNumber: string): Promise<SubscriptionRecord | undefined> {
    const row = await db
      .selectFrom('subscriptions')
      .select(subscriptionColumns)
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    return row && asRecord(row);
  },

  /** The live subscriptions of a mailbox, compared case-insensitively; `lock` holds them. */
  async liveOf(db: Db, email: string, options: { lock?: boolean } = {}): Promise<SubscriptionRecord[]> {
    let query = db
      .selectFrom('subscriptions')
      .select(subscriptionColumns)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('status', 'in', ['trialing', 'active', 'past_due'] satisfies SubscriptionStatus[])
      .orderBy('id');
    if (options.lock) query = query.forUpdate();
    return (await query.execute()).map(asRecord);
  },

  async update(db: Db, id: string, patch: SubscriptionPatch, at: Date): Promise<void> {
    await db
      .updateTable('subscriptions')
      .set({
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.period !== undefined && { period: patch.period }),
        ...(patch.periodStart !== undefined && { period_start: patch.periodStart }),
        ...(patch.periodEnd !== undefined && { period_end: patch.periodEnd }),
        ...(patch.failedAttempts !== undefined && { failed_attempts: patch.failedAttempts }),
        ...(patch.cancelledAt !== undefined && { cancelled_at: patch.cancelledAt }),
        ...(patch.endedAt !== undefined && { ended_at: patch.endedAt }),
        ...(patch.planId !== undefined && { plan_id: patch.planId }),
        ...(patch.amountMinor !== undefined && { amount_minor: patch.amountMinor }),
        ...(patch.trialEnd !== undefined && { trial_end: patch.trialEnd }),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  },

  /** The token the card page saved for the order's paid attempt, or undefined. */
  async savedCardOf(db: Db, orderNumber: string): Promise<SavedCard | undefined> {
    const row = await db
      .selectFrom('payment_attempts')
      .select(['payment_token as token', 'card_brand as brand', 'card_last4 as last4'])
      .where('order_number', '=', orderNumber)
      .where('status', '=', 'succeeded')
      .where('method', '=', 'card')
      .where('payment_token', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    return row?.token ? { token: row.token, brand: row.brand, last4: row.last4 } : undefined;
  },

  async recordCharge(
    db: Db,
    charge: {
      idempotencyKey: string;
      subscriptionId: string;
      period: number;
      attempt: number;
      amountMinor: number;
      currency: string;
      status: 'succeeded' | 'failed';
      failureReason: string | null;
      providerChargeId: string | null;
      planId: string;
    },
    at: Date,
  ): Promise<void> {
    await db
      .insertInto('subscription_charges')
      .values({
        idempotency_key: charge.idempotencyKey,
        subscription_id: charge.subscriptionId,
        period: charge.period,
        attempt: charge.attempt,
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        status: charge.status,
        failure_reason: charge.failureReason,
        provider_charge_id: charge.providerChargeId,
        charged_at: at,
        plan_id: charge.planId,
      })
      .execute();
  },

  // --- the job table ---------------------------------------------------------------------------

  /** Schedules jobs; one of a kind per period already there stays as it is. */
  async schedule(db: Db, subscriptionId: string, jobs: readonly JobToSchedule[]): Promise<void> {
    if (!jobs.length) return;
    await db
      .insertInto('scheduled_jobs')
      .values(
        jobs.map((j) => ({
          kind: j.kind,
          subscription_id: subscriptionId,
          period: j.period,
          run_at: j.runAt,
        })),
      )
      .onConflict((oc) => oc.columns(['kind', 'subscription_id', 'period']).doNothing())
      .execute();
  },

  /** The account job of a paid order, due at `runAt`; a second one for the order is a no-op. */
  async scheduleAccountJob(db: Db, orderNumber: string, runAt: Date): Promise<void> {
    await db
      .insertInto('scheduled_jobs')
      .values({ kind: ACCOUNT_JOB, order_number: orderNumber, period: 0, run_at: runAt })
      .onConflict((oc) => oc.columns(['kind', 'order_number']).doNothing())
      .execute();
  },

  /**
   * Claims the earliest due job of one of `kinds` for `leaseMs`: one atomic UPDATE over a row
   * chosen with FOR UPDATE SKIP LOCKED, so two instances never claim one job; a lease that runs
   * out (a crashed instance) makes it due again.
   */
  async claimDue(
    db: Db,
    now: Date,
    leaseMs: number,
    kinds: readonly ScheduledJobKind[],
  ): Promise<ClaimedJob | undefined> {
    if (!kinds.length) return undefined;
    const until = new Date(now.getTime() + leaseMs);
    const { rows } = await sql<ClaimedJob>`
      update scheduled_jobs set locked_until = ${until}, claims = claims + 1
      where id = (
        select id from scheduled_jobs
        where done_at is null and run_at <= ${now} and claims < ${sql.lit(DUE_JOB_MAX_CLAIMS)}
          and (locked_until is null or locked_until <= ${now})
          and kind in (${sql.join(kinds)})
        order by run_at, id limit 1 for update skip locked)
      returning id, kind, subscription_id as "subscriptionId", order_number as "orderNumber", period,
        claims, locked_until as "lockedUntil"`.execute(db);
    return rows[0];
  },

  /** The job's row, locked; done_at tells whether someone finished it meanwhile. */
  async lockJob(db: Db, id: number): Promise<{ doneAt: Date | null; lockedUntil: Date | null } | undefined> {
    return db
      .selectFrom('scheduled_jobs')
      .select(['done_at as doneAt', 'locked_until as lockedUntil'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /**
   * Locks the job's row; true when the claim is still this one's: not finished meanwhile, and
   * not claimed again by another instance after this claim's lease ran out.
   */
  async holdsClaim(db: Db, job: Pick<ClaimedJobBase, 'id' | 'lockedUntil'>): Promise<boolean> {
    const row = await subscriptionQueries.lockJob(db, job.id);
    return Boolean(row && !row.doneAt && row.lockedUntil?.getTime() === job.lockedUntil.getTime());
  },

  async finishJob(db: Db, id: number, at: Date): Promise<void> {
    await db
      .updateTable('scheduled_jobs')
      .set({ done_at: at, locked_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
  },

  /** The same job again at `runAt` (a renewal or an account job retried after its back-off). */
  async retryJobAt(db: Db, id: number, runAt: Date, error?: string): Promise<void> {
    await db
      .updateTable('scheduled_jobs')
      .set({
        run_at: runAt,
        locked_until: null,
        done_at: null,
        ...(error !== undefined && { last_error: error.slice(0, 500) }),
      })
      .where('id', '=', id)
      .execute();
  },

  /** A job that will not run again (an account job the user service refused for good). */
  async abandonJob(db: Db, id: number, at: Date, reason: string): Promise<void> {
    await db
      .updateTable('scheduled_jobs')
      .set({ done_at: at, locked_until: null, last_error: reason.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  },

  /** Frees a job whose run failed (an unknown outcome): due again once its lease is over. */
  async noteJobError(db: Db, id: number, error: string): Promise<void> {
    await db
      .updateTable('scheduled_jobs')
      .set({ last_error: error.slice(0, 500) })
      .where('id', '=', id)
      .execute();
  },

  /** When the renewal waiting to be retried will run (past_due), or null. */
  async pendingRenewalAt(db: Db, subscriptionId: string): Promise<Date | null> {
    const row = await db
      .selectFrom('scheduled_jobs')
      .select('run_at')
      .where('subscription_id', '=', subscriptionId)
      .where('kind', '=', 'renewal')
      .where('done_at', 'is', null)
      .orderBy('period', 'desc')
      .executeTakeFirst();
    return row?.run_at ?? null;
  },

  /** Jobs of a cancelled or expired subscription that will never run. */
  async dropOpenJobs(db: Db, subscriptionId: string, at: Date): Promise<void> {
    await db
      .updateTable('scheduled_jobs')
      .set({ done_at: at, locked_until: null, last_error: 'subscription ended' })
      .where('subscription_id', '=', subscriptionId)
      .where('done_at', 'is', null)
      .execute();
  },

  // --- cancellation secrets --------------------------------------------------------------------

  /** The address's code, replacing an earlier one. */
  async saveCode(db: Db, owner: string, secretHash: string, expiresAt: Date, at: Date): Promise<void> {
    await db.deleteFrom('cancel_secrets').where('kind', '=', 'code').where('owner', '=', owner).execute();
    await db
      .insertInto('cancel_secrets')
      .values({ secret_hash: secretHash, kind: 'code', owner, expires_at: expiresAt, created_at: at })
      .execute();
  },

  async saveLink(
    db: Db,
    subscriptionId: string,
    secretHash: string,
    expiresAt: Date,
    at: Date,
  ): Promise<void> {
    await db
      .insertInto('cancel_secrets')
      .values({
        secret_hash: secretHash,
        kind: 'link',
        owner: subscriptionId,
        expires_at: expiresAt,
        created_at: at,
      })
      .execute();
  },

  async codeOf(db: Db, owner: string) {
    return db
      .selectFrom('cancel_secrets')
      .select([
        'secret_hash as secretHash',
        'expires_at as expiresAt',
        'wrong_attempts as wrongAttempts',
        'used_at as usedAt',
      ])
      .where('kind', '=', 'code')
      .where('owner', '=', owner)
      .forUpdate()
      .executeTakeFirst();
  },

  async linkOf(db: Db, secretHash: string) {
    return db
      .selectFrom('cancel_secrets')
      .select(['owner', 'expires_at as expiresAt', 'used_at as usedAt'])
      .where('kind', '=', 'link')
      .where('secret_hash', '=', secretHash)
      .forUpdate()
      .executeTakeFirst();
  },

  async countWrongCode(db: Db, owner: string): Promise<void> {
    await db
      .updateTable('cancel_secrets')
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('kind', '=', 'code')
      .where('owner', '=', owner)
      .execute();
  },

  async markUsed(db: Db, secretHash: string, at: Date): Promise<void> {
    await db
      .updateTable('cancel_secrets')
      .set({ used_at: at })
      .where('secret_hash', '=', secretHash)
      .execute();
  },
};
