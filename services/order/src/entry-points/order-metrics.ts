// The order service's own series (issue 42), read when /metrics is scraped: its job queues and
// mail outbox (data-access/job-queues.ts, one statement a scrape) and the PDF worker pool.
import type { ProcessMetrics } from '@iq/service-common';
import { readJobQueues, type QueueReading } from '../data-access/job-queues';
import type { OrderConnection } from '../data-access/connection';
import type { ReportFiles } from '../modules/reports';

/**
 * One reading per scrape for the three queue gauges: the registry starts collecting its metrics
 * in the order they were registered, so the first gauge reads afresh and the two after it take
 * that reading.
 */
function sharedReading(read: () => Promise<QueueReading[]>) {
  let last: Promise<QueueReading[]> | undefined;
  return {
    fresh: () => (last = read()),
    same: () => last ?? read(),
  };
}

export function registerOrderMetrics(
  metrics: ProcessMetrics,
  { db, now, reportFiles }: { db: OrderConnection; now: () => Date; reportFiles: ReportFiles },
): void {
  const queues = sharedReading(() => readJobQueues(db, now()));
  // The first of the three: it reads.
  metrics.gaugeOnScrape(
    'job_queue_depth',
    'Jobs (and outbox mails) due and still to be tried, by queue.',
    ['queue'],
    async (gauge) => {
      for (const { queue, waiting } of await queues.fresh()) gauge.set({ queue }, waiting);
    },
  );
  metrics.gaugeOnScrape(
    'job_queue_oldest_age_seconds',
    'How long the oldest job (or mail) still to be tried has been due, by queue; 0 when none is.',
    ['queue'],
    async (gauge) => {
      for (const { queue, oldestAgeSeconds } of await queues.same()) gauge.set({ queue }, oldestAgeSeconds);
    },
  );
  metrics.gaugeOnScrape(
    'job_queue_abandoned',
    'Jobs (and mails) past their tries, never to be tried again without a person, by queue.',
    ['queue'],
    async (gauge) => {
      for (const { queue, abandoned } of await queues.same()) gauge.set({ queue }, abandoned);
    },
  );

  const pool = () => reportFiles.poolStats?.() ?? { size: 0, busy: 0, queued: 0 };
  metrics.gaugeOnScrape('pdf_pool_workers', 'Worker threads of the PDF and certificate pool.', [], (gauge) =>
    gauge.set(pool().size),
  );
  metrics.gaugeOnScrape('pdf_pool_busy_workers', 'Worker threads rendering now.', [], (gauge) =>
    gauge.set(pool().busy),
  );
  metrics.gaugeOnScrape(
    'pdf_pool_queued_tasks',
    'Renders waiting for a worker thread (past 32, new ones answer "generating").',
    [],
    (gauge) => gauge.set(pool().queued),
  );
}
