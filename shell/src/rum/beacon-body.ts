// Issue 41: a beacon's JSON, as the gateway accepts it. One invalid field refuses the whole
// beacon, so what the gateway would refuse is left out here; a document's views are packed into
// as few beacons as fit RUM_MAX_BYTES and RUM_MAX_VIEWS each.
import { RUM_MAX_BYTES, RUM_MAX_VIEWS, type RemoteName, type RumView } from '@iq/contracts';

/** Errors counted per remote in one view; the gateway takes up to 1000, one is already a signal. */
export const MAX_ERRORS_PER_REMOTE = 100;
/** A build version as a manifest may name it (@iq/contracts remoteBuildSchema). */
const VERSION = /^[A-Za-z0-9._-]{1,64}$/;
/** What a beacon's JSON adds around its views: `{"v":2,"views":[` and `]}`. */
const OPEN = '{"v":2,"views":[';
const CLOSE = ']}';

type PerRemote<T> = Partial<Record<RemoteName, T>>;

function only<T>(values: PerRemote<T> | undefined, keep: (value: T) => boolean): PerRemote<T> | undefined {
  if (!values) return undefined;
  const kept = Object.entries(values).filter(([, value]) => keep(value as T));
  return kept.length ? (Object.fromEntries(kept) as PerRemote<T>) : undefined;
}

const isVersion = (value: string) => VERSION.test(value);
const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Ways to shorten a view, least lost first, should it ever exceed the limit. */
const TRIMS: ((view: RumView) => RumView)[] = [
  ({ loadFailures: _, ...view }) => view,
  ({ vitals: _, ...view }) => view,
  ({ errors: _, ...view }) => view,
  (view) => ({ ...view, builds: { [view.remote]: view.builds[view.remote] } }),
];

/**
 * A view's JSON in at most `maxBytes`: counts capped, unusable versions left out, the least needed
 * parts dropped while it is too long; null if it cannot fit.
 */
export function viewJson(view: RumView, maxBytes: number): string | null {
  const errors = only(view.errors, (count) => count > 0);
  let fitted: RumView = {
    ...view,
    builds: only(view.builds, isVersion) ?? {},
    errors:
      errors &&
      Object.fromEntries(
        Object.entries(errors).map(([remote, count]) => [remote, Math.min(count, MAX_ERRORS_PER_REMOTE)]),
      ),
    loadFailures: only(view.loadFailures, isVersion),
  };
  let json = JSON.stringify(fitted);
  for (const trim of TRIMS) {
    if (byteLength(json) <= maxBytes) return json;
    fitted = trim(fitted);
    json = JSON.stringify(fitted);
  }
  return byteLength(json) <= maxBytes ? json : null;
}

/**
 * The bodies to send for `views`, in order: each a beacon of at most `maxBytes` and RUM_MAX_VIEWS
 * views (a view that cannot fit one alone is left out).
 */
export function beaconBodies(views: readonly RumView[], maxBytes: number = RUM_MAX_BYTES): string[] {
  const room = maxBytes - OPEN.length - CLOSE.length;
  const bodies: string[] = [];
  let packed: string[] = [];
  let used = 0;
  const close = () => {
    if (packed.length) bodies.push(`${OPEN}${packed.join(',')}${CLOSE}`);
    packed = [];
    used = 0;
  };
  for (const view of views) {
    const json = viewJson(view, room);
    if (json === null) continue;
    const size = byteLength(json) + (packed.length ? 1 : 0);
    if (packed.length >= RUM_MAX_VIEWS || used + size > room) close();
    used += byteLength(json) + (packed.length ? 1 : 0);
    packed.push(json);
  }
  close();
  return bodies;
}
