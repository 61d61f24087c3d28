// Prometheus metrics of one process (issue 42): a Registry of its own, never prom-client's global
// one, so nothing another library registers leaks in and two apps in one test process never share
// a series. Every series starts with METRIC_PREFIX and carries the `service` label; what each
// means and what to alert on is docs/operations/metrics.md (metrics-guide.test.ts holds the two
// in step).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRIC_PREFIX = 'iq_';

/** A refusal by a rate limit or abuse rule, by the rule's name (a fixed set per process). */
export type RefusalCounter = (rule: string) => void;

/** What a database pool says of itself (Database.poolStats). */
export interface PoolStats {
  /** Connections open (busy and idle). */
  total: number;
  idle: number;
  /** Borrowers waiting for a connection. */
  waiting: number;
  /** Connections the pool opens at most. */
  max: number;
}

export interface ProcessMetrics {
  readonly service: string;
  readonly registry: Registry;
  /** iq_http_request_duration_seconds: observed by requestMetrics (request-metrics.ts). */
  readonly requestDuration: Histogram<'method' | 'route' | 'status_class'>;
  readonly refused: RefusalCounter;
  /**
   * A gauge whose values are read when scraped (`read` sets them on the gauge it is given); a
   * failing read leaves the gauge empty for that scrape instead of failing the scrape.
   */
  gaugeOnScrape<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (gauge: Gauge<L>) => void | Promise<void>,
  ): Gauge<L>;
  /** The registry's text for a scrape (the process's default metrics start with the first one). */
  scrape(): Promise<string>;
}

/**
 * Seconds: from a cached answer (a few ms) to the gateway's 30 s upstream timeout. Le 0.005 and
 * 0.025 bound the lean paths, 1 s the gateway's slow-call line (SLOW_CALL_MS).
 */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createProcessMetrics(service: string): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const requestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from the request to the end of its answer, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused by a rate limit or abuse rule, by rule.',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  // The process's own figures (CPU, memory, event loop, GC) are measured from the first scrape
  // on: an app a test starts and never scrapes starts no event-loop monitor or GC observer.
  let defaultsStarted = false;

  return {
    service,
    registry,
    requestDuration,
    refused: (rule) => refusals.inc({ rule }),
    gaugeOnScrape(name, help, labelNames, read) {
      return new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            await read(this);
          } catch {
            this.reset(); // e.g. the database not answering: no figure rather than a stale one
          }
        },
      });
    },
    async scrape() {
      if (!defaultsStarted) {
        defaultsStarted = true;
        collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
      }
      return registry.metrics();
    },
  };
}

/** The database pool's gauges, read from `stats` when scraped. */
export function registerPoolGauges(metrics: ProcessMetrics, stats: () => PoolStats): void {
  metrics.gaugeOnScrape(
    'db_pool_connections',
    'Database connections open, by state (busy: lent to a query or transaction).',
    ['state'],
    (gauge) => {
      const { total, idle } = stats();
      gauge.set({ state: 'idle' }, idle);
      gauge.set({ state: 'busy' }, total - idle);
    },
  );
  metrics.gaugeOnScrape('db_pool_max_connections', 'Connections the pool opens at most.', [], (gauge) =>
    gauge.set(stats().max),
  );
  metrics.gaugeOnScrape(
    'db_pool_waiting_requests',
    'Queries and transactions waiting for a free connection.',
    [],
    (gauge) => gauge.set(stats().waiting),
  );
}
