// Why the last payment attempt failed, in plain words (orderStatusResponse.failureReason).
export type FailureReasonKey =
  'declined' | 'insufficientFunds' | 'authenticationFailed' | 'cancelled' | 'other';

const REASONS: Readonly<Record<string, FailureReasonKey>> = {
  declined: 'declined',
  'insufficient-funds': 'insufficientFunds',
  'authentication-failed': 'authenticationFailed',
  cancelled: 'cancelled',
};

export function failureReasonKey(reason: string | null | undefined): FailureReasonKey {
  return (reason && REASONS[reason]) || 'other';
}
