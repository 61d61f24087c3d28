// Issue 41: a beacon's JSON, as the gateway accepts it. One invalid field refuses the whole
// beacon, so what the gateway would refuse is left out here, and the body stays under its limit.
import { RUM_MAX_BYTES, type RemoteName, type RumBeacon } from '@iq/contracts';

/** Errors counted per remote in one view; the gateway takes up to 1000, one is already a signal. */
export const MAX_ERRORS_PER_REMOTE = 100;
/** A build version as a manifest may name it (@iq/contracts remoteBuildSchema). */
const VERSION = /^[A-Za-z0-9._-]{1,64}$/;

type PerRemote<T> = Partial<Record<RemoteName, T>>;

function only<T>(values: PerRemote<T> | undefined, keep: (value: T) => boolean): PerRemote<T> | undefined {
  if (!values) return undefined;
  const kept = Object.entries(values).filter(([, value]) => keep(value as T));
  return kept.length ? (Object.fromEntries(kept) as PerRemote<T>) : undefined;
}

const isVersion = (value: string) => VERSION.test(value);
const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Ways to shorten a beacon, least lost first, should it ever exceed the limit. */
const TRIMS: ((beacon: RumBeacon) => RumBeacon)[] = [
  ({ loadFailures: _, ...beacon }) => beacon,
  ({ vitals: _, ...beacon }) => beacon,
  ({ errors: _, ...beacon }) => beacon,
  (beacon) => ({ ...beacon, builds: { [beacon.remote]: beacon.builds[beacon.remote] } }),
];

/** The body to send: counts capped, unusable versions left out; null if it cannot fit. */
export function beaconBody(beacon: RumBeacon, maxBytes: number = RUM_MAX_BYTES): string | null {
  const errors = only(beacon.errors, (count) => count > 0);
  let fitted: RumBeacon = {
    ...beacon,
    builds: only(beacon.builds, isVersion) ?? {},
    errors:
      errors &&
      Object.fromEntries(
        Object.entries(errors).map(([remote, count]) => [remote, Math.min(count, MAX_ERRORS_PER_REMOTE)]),
      ),
    loadFailures: only(beacon.loadFailures, isVersion),
  };
  let body = JSON.stringify(fitted);
  for (const trim of TRIMS) {
    if (byteLength(body) <= maxBytes) return body;
    fitted = trim(fitted);
    body = JSON.stringify(fitted);
  }
  return byteLength(body) <= maxBytes ? body : null;
}
