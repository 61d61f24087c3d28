// What one page view of a beacon adds to the builds' counts (issue 41). Pure. The definitions the
// health figures and the canary analysis rest on:
// - a view is the build's of the remote that served the page (the view's `remote`): `views`,
//   and the page's vitals (`vital:<name>`, one value in its bucket) are that build's;
// - an error counts one `error_views` for the build of each remote whose code threw in the view;
// - a load failure counts `load_failures` for the build that failed (not the one that served);
// - a funnel step counts `step:<step>` for every build the visitor's manifest named, so a landing
//   build's conversion is its `step:test-started` over its `step:landing` (CONVERSION_OF_REMOTE).
import { VITAL_NAMES, type RemoteName, type RumView } from '@iq/contracts';
import { bucketOf } from './vital-buckets';

/** Counts are kept per slot of this length: a canary step is judged on whole slots after it began. */
export const SLOT_MS = 10_000;
/** The start of the slot `at` falls in. */
export const slotOf = (at: Date): Date => new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);

export interface RumIncrement {
  remote: RemoteName;
  version: string;
  series: string;
  bucket: number;
}

export const SERIES = {
  views: 'views',
  errorViews: 'error_views',
  loadFailures: 'load_failures',
  step: (step: string) => `step:${step}`,
  vital: (name: string) => `vital:${name}`,
} as const;

/** The counts a page view adds (each increment is +1); builds outside `known` are not counted. */
export function incrementsOf(
  view: RumView,
  known: (remote: RemoteName, version: string) => boolean,
): RumIncrement[] {
  const out: RumIncrement[] = [];
  const add = (remote: RemoteName, version: string | undefined, series: string, bucket = 0) => {
    if (version !== undefined && known(remote, version)) out.push({ remote, version, series, bucket });
  };
  const served = view.builds[view.remote];
  add(view.remote, served, SERIES.views);
  for (const name of VITAL_NAMES) {
    const value = view.vitals?.[name];
    if (value !== undefined) add(view.remote, served, SERIES.vital(name), bucketOf(name, value));
  }
  for (const [remote, count] of Object.entries(view.errors ?? {}) as [RemoteName, number][])
    if (count > 0) add(remote, view.builds[remote], SERIES.errorViews);
  for (const [remote, version] of Object.entries(view.loadFailures ?? {}) as [RemoteName, string][])
    add(remote, version, SERIES.loadFailures);
  if (view.step)
    for (const [remote, version] of Object.entries(view.builds) as [RemoteName, string][])
      add(remote, version, SERIES.step(view.step));
  return out;
}
