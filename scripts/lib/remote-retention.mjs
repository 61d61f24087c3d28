// Retention of published remote builds (issue 14). A build stays in the store while it may still
// be asked for: pages that loaded it keep fetching its chunks (a lazy page, a language) for as long
// as the tab lives. So a build is pruned only when it serves nobody (not live, not a canary, not
// assigned to a variant), is not among a remote's newest builds (the rollback targets), and has
// neither been published nor stopped serving within the grace period.
import fs from 'node:fs';
import path from 'node:path';

export const RETENTION = { keepNewest: 5, graceDays: 7 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The file a replaced build gets in its folder, holding when it stopped serving (never served: a dotfile). */
export const RETIRED_MARK = '.retired-at';

/**
 * The versions of one remote to delete. `versions`: [{ version, builtAt: Date, lastServedAt?: Date }];
 * `serving`: versions that serve someone now.
 */
export function versionsToPrune(versions, serving, { now = new Date(), keepNewest, graceDays } = {}) {
  const keep = keepNewest ?? RETENTION.keepNewest;
  const graceMs = (graceDays ?? RETENTION.graceDays) * DAY_MS;
  const newestFirst = [...versions].sort((a, b) => b.builtAt - a.builtAt);
  return newestFirst
    .filter((entry, index) => {
      if (serving.has(entry.version) || index < keep) return false;
      const lastUse = Math.max(entry.builtAt.getTime(), entry.lastServedAt?.getTime() ?? 0);
      return now.getTime() - lastUse > graceMs;
    })
    .map((entry) => entry.version);
}

/** Marks a build that has just stopped serving (the store's swap calls it for the outgoing version). */
export function markRetired(versionDir, at = new Date()) {
  if (fs.existsSync(versionDir)) fs.writeFileSync(path.join(versionDir, RETIRED_MARK), at.toISOString());
}

/** When a build stopped serving, from its mark; undefined when it never did (or was never marked). */
export function retiredAt(versionDir) {
  try {
    const at = new Date(fs.readFileSync(path.join(versionDir, RETIRED_MARK), 'utf8').trim());
    return Number.isNaN(at.getTime()) ? undefined : at;
  } catch {
    return undefined;
  }
}
