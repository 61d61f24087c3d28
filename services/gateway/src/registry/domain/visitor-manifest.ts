// The per-visitor manifest (issue 14): which build of each remote serves this request, from the
// registry's serving state, the deploy file's manifest and the visitor's canary bucket. Pure.
import {
  REMOTE_NAMES,
  routedPageProps,
  validPageMatch,
  type RemoteManifest,
  type RemoteName,
  type RouteTable,
} from '@iq/contracts';
import type { ServedBuild, ServingState } from '../data-access/registry-store';

/** A remote's build for this visitor; `fallback` (the live build) is what to load when it fails. */
export interface VisitorBuild extends ServedBuild {
  fallback?: ServedBuild;
}
export interface VisitorManifest {
  remotes: Partial<Record<RemoteName, VisitorBuild>>;
  /** The landing variant it was composed for: the shell asks /mf/version?variant= with it. */
  variant?: string;
}

/** The canary cookie: a sticky bucket 0–99; bucket < share gets the canary build. */
export const BUCKET_COOKIE = 'iq_bucket';
export const BUCKET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A valid bucket from the cookie's value ('0'…'99'), or null (absent, tampered). */
export function parseBucket(value: string | undefined): number | null {
  return value !== undefined && /^(0|[1-9][0-9]?)$/.test(value) ? Number(value) : null;
}

// Not LANDING_VARIANTS: a landing build may add a variant the shell was never built with.
const VARIANT_PAGE = /^\/landing_page\/([a-z0-9_]{1,64})(?:\/|$)/;
const VARIANT_NAME = /^[a-z0-9_]{1,64}$/;

/** The landing variant a page path is (`/landing_page/<variant>/…`), or null. */
export function variantOfPath(pathname: string): string | null {
  return VARIANT_PAGE.exec(pathname)?.[1] ?? null;
}

/**
 * The landing variant a page is by the page table (issue 40: the spec treats a variant's legacy
 * aliases as that page): `/girlPage/…` and `/landing_page/girl_old/…` are `girl`. Null for a page
 * of no variant, or a path the table does not serve.
 */
export function variantOfPage(table: RouteTable, pathname: string): string | null {
  const match = validPageMatch(table, pathname);
  if (!match || match.route.remote !== 'landing') return null;
  return routedPageProps(table, match.route, match.params).variant ?? null;
}

/** A `?variant=` value when it is a variant name, else null. */
export function variantOfQuery(value: unknown): string | null {
  return typeof value === 'string' && VARIANT_NAME.test(value) ? value : null;
}

export interface VisitorChoice {
  /** The deploy file's manifest (.deploy/manifest.json): what serves a remote the registry has no live build of. */
  file: RemoteManifest | null;
  serving: ServingState;
  variant: string | null;
  bucket: number;
}

/**
 * Per remote: the variant's assigned build on that variant's pages; else the canary build when
 * the bucket falls in its share (with the live build as its fallback); else the live build; else
 * the file's choice. A fresh registry (nothing live) therefore serves exactly the file's builds.
 */
export function composeVisitorManifest(choice: VisitorChoice): {
  manifest: VisitorManifest;
  versions: Partial<Record<RemoteName, string>>;
} {
  const { file, serving, variant, bucket } = choice;
  const remotes: VisitorManifest['remotes'] = {};
  const versions: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const fromFile = file?.remotes[name];
    const live: ServedBuild | undefined =
      serving.live[name] ?? (fromFile ? { version: fromFile.version, entry: fromFile.entry } : undefined);
    const assigned = variant ? serving.variants[variant]?.[name] : undefined;
    const canary = serving.canaries[name];
    let build: VisitorBuild | undefined;
    if (assigned) build = { version: assigned.version, entry: assigned.entry };
    else if (canary && bucket < canary.share && canary.version !== live?.version)
      build = { version: canary.version, entry: canary.entry, ...(live ? { fallback: live } : {}) };
    else build = live && { version: live.version, entry: live.entry };
    if (!build) continue;
    remotes[name] = build;
    versions[name] = build.version;
  }
  return { manifest: variant ? { remotes, variant } : { remotes }, versions };
}

/** `landing=abc,exam=def`: the X-Remote-Versions header and the log's field. */
export function describeVersions(versions: Partial<Record<RemoteName, string>>): string {
  return Object.entries(versions)
    .map(([name, version]) => `${name}=${version}`)
    .join(',');
}
