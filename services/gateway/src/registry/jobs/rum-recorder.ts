// Buffers the beacons' counts in memory and adds them to the registry's database every few
// seconds in one statement (issue 41): a page view costs the gateway a map update, not a query.
// Every gateway runs one; they add to the same rows. Bounded: past MAX_KEYS distinct counts
// between two flushes, further beacons are dropped (and counted in the log line), not queued.
import type { Kysely } from 'kysely';
import type { Logger } from '@iq/service-common';
import type { RemoteName, RumBeacon } from '@iq/contracts';
import { incrementsOf, slotOf } from '../domain/rum-counts';
import { rumStore, type CountChange } from '../data-access/rum-store';
import type { RegistryDB } from '../schema';

export const DEFAULT_RUM_FLUSH_MS = 5000;
/** Distinct (build, slot, series, bucket) counts held between two flushes. */
export const MAX_KEYS = 20_000;
/** How long the list of known builds is trusted before it is read again. */
const KNOWN_TTL_MS = 10_000;

export interface RumRecorderDeps {
  db: Kysely<RegistryDB>;
  /** A build the site may serve though the registry never published it (the deploy file's, in the store). */
  inStore: (remote: RemoteName, version: string) => boolean;
  logger: Logger;
  now?: () => Date;
  /** Share of beacons counted, 0–1 (RUM_SAMPLE_RATE); the rest are answered and dropped. */
  sampleRate?: number;
  random?: () => number;
}

export interface RumRecorder {
  /** Counts a valid beacon (or drops it by sampling); false when dropped. */
  record(beacon: RumBeacon): Promise<boolean>;
  /** Writes what is buffered; resolves when it is stored. */
  flush(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createRumRecorder(deps: RumRecorderDeps): RumRecorder {
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const sampleRate = deps.sampleRate ?? 1;
  let buffer = new Map<string, CountChange>();
  let dropped = 0;
  /** Beacons and views counted since the last flush: their summary is the log's (no line each). */
  let received = { beacons: 0, views: 0 };
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let published: { builds: Set<string>; at: number } | null = null;

  async function publishedBuilds(): Promise<Set<string>> {
    const at = Date.now();
    if (!published || at - published.at > KNOWN_TTL_MS)
      published = { builds: await rumStore.publishedBuilds(deps.db), at };
    return published.builds;
  }

  async function record(beacon: RumBeacon): Promise<boolean> {
    if (sampleRate < 1 && random() >= sampleRate) return false;
    const builds = await publishedBuilds();
    const known = (remote: RemoteName, version: string) =>
      builds.has(`${remote}@${version}`) || deps.inStore(remote, version);
    const increments = beacon.views.flatMap((view) => incrementsOf(view, known));
    const slot = slotOf(now());
    const fresh = increments.filter((i) => !buffer.has(keyOf(i, slot))).length;
    if (buffer.size + fresh > MAX_KEYS) {
      dropped += 1;
      return false;
    }
    received.beacons += 1;
    received.views += beacon.views.length;
    for (const increment of increments) {
      const key = keyOf(increment, slot);
      const held = buffer.get(key);
      if (held) held.count += 1;
      else buffer.set(key, { ...increment, slot, count: 1 });
    }
    return true;
  }

  function flush(): Promise<void> {
    // One flush at a time; the next takes what arrived meanwhile.
    flushing = flushing.then(async () => {
      if (buffer.size === 0) return;
      const changes = [...buffer.values()];
      const [lost, counted] = [dropped, received];
      buffer = new Map();
      dropped = 0;
      received = { beacons: 0, views: 0 };
      try {
        await rumStore.addCounts(deps.db, changes);
        deps.logger.info({ ...counted, counts: changes.length }, 'real-user counts stored');
      } catch (err) {
        deps.logger.error({ err, counts: changes.length }, 'real-user counts not stored');
      }
      if (lost > 0)
        deps.logger.warn({ dropped: lost }, 'beacons dropped: too many distinct counts between flushes');
    });
    return flushing;
  }

  return {
    record,
    flush,
    start(intervalMs = DEFAULT_RUM_FLUSH_MS) {
      if (timer) return;
      timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

const keyOf = (i: { remote: string; version: string; series: string; bucket: number }, slot: Date) =>
  `${i.remote}\n${i.version}\n${slot.getTime()}\n${i.series}\n${i.bucket}`;
