// Small helpers shared by the admin page's parts.
import type { TFunction } from 'i18next';
import type { ApiResult } from './admin-client';

export type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Something loaded from the API: still loading, failed (the server's answer), or its data. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'failed'; failure: Failure } | { status: 'ready'; data: T };

export function toLoadable<T, D>(result: ApiResult<T>, pick: (data: T) => D): Loadable<D> {
  return result.ok ? { status: 'ready', data: pick(result.data) } : { status: 'failed', failure: result };
}

/** The server's own message, or what happened when it sent none. */
export function failureText(t: TFunction, failure: Failure): string {
  if (failure.message) return failure.message;
  return failure.status === 0 ? t('errors.offline') : t('errors.status', { status: failure.status });
}

/** A moment in the reader's language, e.g. "26 Nov 2026, 06:12". */
export function formatMoment(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
