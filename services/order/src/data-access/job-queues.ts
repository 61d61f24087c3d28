// The order service's queues as the metrics see them (issue 42): the job table's kinds (renewal
// and reminder of subscriptions, account, refund and reconcile of paid orders) and the mail
// outbox. One statement per scrape, on the two partial indexes of what is not done
// (scheduled_jobs_due_idx, mail_outbox_unsent_idx), capped at QUEUE_COUNT_CAP rows per table so a
// scrape stays cheap however far a queue has grown.
import { sql } from 'kysely';
import { MAIL_MAX_SEND_ATTEMPTS as MAIL_MAX_ATTEMPTS } from '../modules/mail';
import { DUE_JOB_MAX_CLAIMS as JOB_MAX_CLAIMS } from '../modules/subscriptions';
import type { OrderConnection } from './connection';

export const JOB_QUEUES = ['renewal', 'reminder', 'account', 'refund', 'reconcile', 'mail'] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

/** Rows counted at most per table: a depth shown as this means "at least". */
export const QUEUE_COUNT_CAP = 10_000;

export interface QueueReading {
  queue: JobQueue;
  /** Due and still to be tried. */
  waiting: number;
  /** Due but past their tries: they wait for a person. */
  abandoned: number;
  /** Seconds the oldest waiting one has been due (0 when none waits). */
  oldestAgeSeconds: number;
}

interface Row {
  queue: string;
  waiting: number;
  abandoned: number;
  oldest: Date | string | null;
}

/** Every queue of JOB_QUEUES, zero where nothing is due, as of `now` (the service clock). */
export async function readJobQueues(db: OrderConnection, now: Date): Promise<QueueReading[]> {
  const { rows } = await sql<Row>`
    select kind as queue,
      count(*) filter (where claims < ${JOB_MAX_CLAIMS})::int as waiting,
      count(*) filter (where claims >= ${JOB_MAX_CLAIMS})::int as abandoned,
      min(run_at) filter (where claims < ${JOB_MAX_CLAIMS}) as oldest
    from (select kind, claims, run_at from scheduled_jobs
          where done_at is null and run_at <= ${now} order by run_at limit ${QUEUE_COUNT_CAP}) due
    group by kind
    union all
    select 'mail',
      count(*) filter (where send_attempts < ${MAIL_MAX_ATTEMPTS})::int,
      count(*) filter (where send_attempts >= ${MAIL_MAX_ATTEMPTS})::int,
      min(created_at) filter (where send_attempts < ${MAIL_MAX_ATTEMPTS})
    from (select send_attempts, created_at from mail_outbox
          where sent_at is null order by created_at limit ${QUEUE_COUNT_CAP}) unsent`.execute(db);
  const byQueue = new Map(rows.map((row) => [row.queue, row]));
  return JOB_QUEUES.map((queue) => {
    const row = byQueue.get(queue);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    return {
      queue,
      waiting: row?.waiting ?? 0,
      abandoned: row?.abandoned ?? 0,
      oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    };
  });
}
