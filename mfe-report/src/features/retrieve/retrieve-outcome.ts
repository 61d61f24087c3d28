// What the retrieve call's answer means for the reader (spec §8): success only when the server
// says so; 10101 when the mailbox has no retrievable report; 429 asks to wait; anything else
// is 'Report sending failed'.
import type { ApiError } from '@iq/api';
import { NO_RETRIEVABLE_REPORTS_CODE } from '@iq/contracts';

export type RetrieveOutcome =
  { kind: 'sent' } | { kind: 'noReports' } | { kind: 'wait'; seconds: number | null } | { kind: 'failed' };

export function retrieveFailure(error: unknown): RetrieveOutcome {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (failure.result === NO_RETRIEVABLE_REPORTS_CODE) return { kind: 'noReports' };
  if (failure.status === 429 || failure.result === 429) {
    return { kind: 'wait', seconds: failure.retryAfterSeconds ?? null };
  }
  return { kind: 'failed' };
}
