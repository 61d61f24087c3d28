// What the unsubscribe calls' failures mean for the reader (spec §5, §8 'Email not found Please
// re-enter'; 429 asks to wait, with the time when the server names it). Pure.
import type { ApiError } from '@iq/api';
import type { TFunction } from 'i18next';
import { SUBSCRIPTION_MESSAGES, type UnsubscribeCancelResponse } from '@iq/contracts';

export type CancelFailure =
  | { kind: 'emailNotFound' }
  | { kind: 'emailInvalid' }
  | { kind: 'codeInvalid' }
  | { kind: 'tooManyCodes' }
  | { kind: 'wait'; seconds: number | null }
  | { kind: 'network' }
  | { kind: 'failed' };

const isOffline = (failure: Partial<ApiError>, online: boolean) =>
  !online || failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR';

/** POST /pay/unsubscribe/check/email refused or unanswered. */
export function checkEmailFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): CancelFailure {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (isOffline(failure, online)) return { kind: 'network' };
  if (failure.status === 404) return { kind: 'emailNotFound' };
  if (failure.status === 400) return { kind: 'emailInvalid' };
  if (failure.status === 429) return { kind: 'wait', seconds: failure.retryAfterSeconds ?? null };
  return { kind: 'failed' };
}

/** POST /pay/unsubscribe/cancel refused or unanswered (code or link). */
export function cancelFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): CancelFailure {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (isOffline(failure, online)) return { kind: 'network' };
  if (failure.status === 400) return { kind: 'codeInvalid' };
  if (failure.status === 429) {
    // Too many wrong codes: only a new code helps; a limit with a time: wait for it.
    return failure.retryAfterSeconds === undefined && failure.message === SUBSCRIPTION_MESSAGES.tooManyCodes
      ? { kind: 'tooManyCodes' }
      : { kind: 'wait', seconds: failure.retryAfterSeconds ?? null };
  }
  return { kind: 'failed' };
}

/** Minutes and seconds for the wait message ("2 min 5 s", "40 seconds"). */
export function waitText(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('cancel.seconds', { count: rest });
  if (rest === 0) return t('cancel.minutes', { count: minutes });
  return t('cancel.minutesSeconds', { minutes, seconds: rest });
}

/** The text of a failure; `emailNotFound` is the spec's own message (§5, §8). */
export function failureText(failure: CancelFailure, t: TFunction): string {
  switch (failure.kind) {
    case 'emailNotFound':
      return t('cancel.email.notFound', { defaultValue: SUBSCRIPTION_MESSAGES.emailNotFound });
    case 'emailInvalid':
      return t('cancel.email.invalid');
    case 'codeInvalid':
      return t('cancel.code.invalid', { defaultValue: SUBSCRIPTION_MESSAGES.codeInvalid });
    case 'tooManyCodes':
      return t('cancel.code.tooMany');
    case 'wait':
      return failure.seconds === null || failure.seconds <= 0
        ? t('cancel.waitSoon')
        : t('cancel.wait', { time: waitText(failure.seconds, t) });
    case 'network':
      return t('errors.network');
    case 'failed':
      return t('errors.connection');
  }
}

/** What the cancel screen hands to the success screen (router state): the server's answer. */
export interface CancellationState {
  cancellation: UnsubscribeCancelResponse;
}

/** The server's answer from the router state, or null when the page was not reached by cancelling. */
export function cancellationOf(state: unknown): UnsubscribeCancelResponse | null {
  const value = (state as Partial<CancellationState> | null)?.cancellation;
  if (!value || value.message !== SUBSCRIPTION_MESSAGES.cancelled || !Array.isArray(value.subscriptions)) {
    return null;
  }
  return value;
}
