// The periodic purge of expired exam sessions (issue 15; the rule is domain/session-retention.ts).
// Every instance runs it: a purge is batched plain DELETEs that skip locked rows, so two
// instances on one PostgreSQL share the work; nothing is lost when one stops mid-purge.
import type { Logger } from '@iq/service-common';
import type { PurgeResult } from '../../data-access/session-retention-queries';
import { SESSION_PURGE_INTERVAL_MS } from '../../domain/session-retention';

/** The first purge comes a minute after the start, not at once: a restart loop purges nothing extra. */
const FIRST_PURGE_DELAY_MS = 60 * 1000;

export interface SessionPurger {
  /** One purge at the clock's now; resolves with what went. */
  purgeNow(): Promise<PurgeResult>;
  /** Purges every `intervalMs` until stop() (main.ts; tests call purgeNow). */
  start(intervalMs?: number): void;
  stop(): void;
}

export interface SessionPurgerDeps {
  /** One purge of what expired by `at` (data-access/session-retention-queries.ts). */
  purgeExpired: (at: Date) => Promise<PurgeResult>;
  logger: Logger;
  /** The service clock (tests move it instead of waiting). */
  now?: () => Date;
}

export function createSessionPurger({
  purgeExpired,
  logger,
  now = () => new Date(),
}: SessionPurgerDeps): SessionPurger {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<PurgeResult> | null = null;

  function purgeNow(): Promise<PurgeResult> {
    // One purge at a time per process: a slow one is not overtaken by the next tick.
    running ??= purgeExpired(now()).finally(() => {
      running = null;
    });
    return running;
  }

  const tick = () => {
    purgeNow().then(
      (purged) => {
        if (purged.sessions > 0 || purged.handoffs > 0)
          logger.info({ purged }, 'expired exam sessions purged');
      },
      (err: unknown) => logger.error({ err }, 'exam session purge failed'),
    );
  };

  return {
    purgeNow,
    start(intervalMs = SESSION_PURGE_INTERVAL_MS) {
      if (timers.length > 0) return;
      timers.push(
        setTimeout(tick, Math.min(FIRST_PURGE_DELAY_MS, intervalMs)),
        setInterval(tick, intervalMs),
      );
      for (const timer of timers) timer.unref();
    },
    stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
    },
  };
}
