// The registry's pure rules (issue 14): immutable builds, rollback from history, canary shares.
import type { BuildRef } from '../schema';

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
