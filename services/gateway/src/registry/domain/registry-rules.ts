// The registry's pure rules (issue 14): immutable builds, rollback from history, canary shares,
// and (issue 40) no build silently takes pages away.
import { remoteContainerName, routePatterns, type RemoteName, type RemotePages } from '@iq/contracts';
import type { BuildRef, SharedRequirements } from '../schema';

/** Publishing the same (remote, version) again: a no-op with the same hash, refused with another. */
export type RepublishOutcome = 'new' | 'same' | 'clash';
export function republishOutcome(existingHash: string | undefined, contentHash: string): RepublishOutcome {
  if (existingHash === undefined) return 'new';
  return existingHash === contentHash ? 'same' : 'clash';
}

/** One change of a live pointer or an assignment, oldest first, as the audit log keeps it. */
export interface PointerChange {
  action: 'promote' | 'rollback' | 'assign' | 'unassign';
  before: BuildRef | null;
  after: BuildRef | null;
}

/**
 * What a rollback returns to: the history replayed as a stack, where each promote/assign pushes
 * what it replaced and each rollback pops. So rollback, rollback walks back two steps (not back
 * and forth), and a promote after a rollback is undone by the next rollback.
 * `undefined`: nothing to go back to. `null`: back to no assignment (the variant follows live).
 */
export function rollbackTarget(history: readonly PointerChange[]): BuildRef | null | undefined {
  const stack: (BuildRef | null)[] = [];
  for (const change of history) {
    if (change.action === 'rollback') stack.pop();
    else stack.push(change.before);
  }
  return stack.length ? stack[stack.length - 1] : undefined;
}

/** A canary's share of visitors: a whole percentage from 0 (canary off) to 100. */
export const isCanaryShare = (share: unknown): share is number =>
  typeof share === 'number' && Number.isInteger(share) && share >= 0 && share <= 100;

/** A change's reason: required, trimmed, at most 500 characters. */
export const REASON_MAX = 500;
export function normaliseReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= REASON_MAX ? trimmed : null;
}

/** Audit targets: what a history query and a rollback look up. */
export const auditTarget = {
  live: (remote: string) => `live:${remote}`,
  variant: (variant: string, remote: string) => `variant:${variant}:${remote}`,
  canary: (remote: string) => `canary:${remote}`,
  build: (remote: string, version: string) => `build:${remote}@${version}`,
};

/**
 * The URL patterns a build's declaration serves (`/privacy`, `/help/:codeExam`, …), with each
 * `:variant` page spelled out per variant name and old variant name it accepts.
 */
export function servedPatterns(remote: RemoteName, declared: RemotePages | null): Set<string> {
  const served = new Set<string>();
  if (!declared) return served;
  const variants = declared.variants ?? [];
  const names = [
    ...variants,
    ...Object.entries(declared.variantAliases ?? {})
      .filter(([, target]) => variants.includes(target))
      .map(([alias]) => alias),
  ];
  for (const page of declared.pages)
    for (const pattern of routePatterns({ ...page, remote })) {
      if (!pattern.includes(':variant')) served.add(pattern);
      else for (const name of names) served.add(pattern.replace(':variant', name));
    }
  return served;
}

/**
 * What a build would stop serving of what `current` serves now (sorted): the pages a promote,
 * canary or assignment of it would turn into 404s. None when nothing is served now.
 */
export function droppedPages(
  remote: RemoteName,
  current: RemotePages | null,
  candidate: RemotePages | null,
): string[] {
  const kept = servedPatterns(remote, candidate);
  return [...servedPatterns(remote, current)].filter((pattern) => !kept.has(pattern)).sort();
}

/** What a build adds to what `current` serves (sorted): new pages, new variants. */
export function addedPages(
  remote: RemoteName,
  current: RemotePages | null,
  candidate: RemotePages | null,
): string[] {
  return droppedPages(remote, candidate, current);
}

/** The campaign manager confirmed exactly these pages' removal (order and repeats aside). */
export function confirmsDrop(dropped: readonly string[], confirmed: readonly string[] | undefined): boolean {
  const said = new Set(confirmed ?? []);
  return said.size === dropped.length && dropped.every((pattern) => said.has(pattern));
}

/**
 * Issue 40: where a publisher's claims about a build disagree with what its files say (the
 * registry read them itself); empty when they agree.
 */
export function registrationDisagreements(
  remote: RemoteName,
  claimed: { contentHash: string; shared: SharedRequirements },
  read: { contentHash: string; shared: SharedRequirements; container: string | null },
): string[] {
  const problems: string[] = [];
  if (claimed.contentHash !== read.contentHash)
    problems.push(`contentHash: the files hash to ${read.contentHash}, not ${claimed.contentHash}`);
  const packages = [...new Set([...Object.keys(claimed.shared), ...Object.keys(read.shared)])].sort();
  const differing = packages.filter((name) => claimed.shared[name] !== read.shared[name]);
  if (differing.length)
    problems.push(
      `shared: the build's mf-manifest.json needs ${differing
        .map((name) => `${name} ${read.shared[name] ?? '(nothing)'}`)
        .join(', ')}; the registration said ${differing
        .map((name) => `${name} ${claimed.shared[name] ?? '(nothing)'}`)
        .join(', ')}`,
    );
  const container = remoteContainerName(remote);
  if (read.container !== container)
    problems.push(`container: the build's container is ${read.container ?? '(unnamed)'}, not ${container}`);
  return problems;
}
