// What a refused or unanswered call means for the reader (spec §8 'Network disconnected, try
// again later.', 'Connection failed. Please try again.'; a 429 says when to try again). Pure:
// each screen reads the statuses it knows (401 at login, 400 on a field) and shows the rest here.
import type { ApiError } from '@iq/api';
import type { TFunction } from 'i18next';

export type ServerFailure =
  | { kind: 'refused'; status: number; message?: string }
  | { kind: 'wait'; seconds: number | null }
  | { kind: 'network' }
  | { kind: 'failed' };

export function serverFailure(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): ServerFailure {
  const failure = (error ?? {}) as Partial<ApiError>;
  if (!online || failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR') {
    return { kind: 'network' };
  }
  if (failure.status === 429) return { kind: 'wait', seconds: failure.retryAfterSeconds ?? null };
  if (typeof failure.status === 'number' && failure.status >= 400 && failure.status < 500) {
    return { kind: 'refused', status: failure.status, message: failure.message };
  }
  return { kind: 'failed' };
}

/** "2 minutes", "40 Sekunden", "3分": the locale's own unit words (Intl), no plural keys. */
export function waitTime(seconds: number, locale: string): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  }
}

/** The text of a failure no screen-specific rule caught. */
export function failureText(failure: ServerFailure, t: TFunction, locale: string): string {
  switch (failure.kind) {
    case 'wait':
      return failure.seconds === null || failure.seconds <= 0
        ? t('errors.waitSoon')
        : t('errors.wait', { time: waitTime(failure.seconds, locale) });
    case 'network':
      return t('errors.network');
    case 'refused':
    case 'failed':
      return t('errors.connection');
  }
}
