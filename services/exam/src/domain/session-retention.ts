// How long an exam session is kept (issue 15 "resource limits"). A session nothing can be sold
// for expires 7 days after it was last used: one never confirmed (abandoned: 7 days after its
// start, first list or last answer) and one confirmed as abnormal (the order service sells
// nothing for it: assertPurchasable). A confirmed, analysable session is never purged here: the
// exam service is not told when its report is bought, and the order service sells and unlocks
// only confirmed sessions, so every session an order or free-test unlock points at is kept.
// Expired sessions answer as unknown at once; the purge removes their rows later.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Idle time after which a session nothing can be sold for is gone. */
export const SESSION_IDLE_RETENTION_MS = 7 * DAY_MS;

/** How often each instance purges (any number of instances may: a purge is plain DELETEs). */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Sessions deleted per statement, so a large backlog never holds locks for long. */
export const SESSION_PURGE_BATCH = 200;

/** Sessions whose last use is before this instant are expired (see the rule above). */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_RETENTION_MS);
}
