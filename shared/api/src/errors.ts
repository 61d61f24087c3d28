import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './api-types';

/** The server's envelope message when there is one, else undefined (the caller shows its i18n text). */
export function apiErrorMessage(error: ApiError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  return 'status' in error ? error.message : undefined;
}

export type LoadErrorKey = 'errors.network' | 'errors.connection';

/**
 * spec §8: 'Network disconnected, try again later.' when the browser is offline or nothing
 * answered, 'Connection failed. Please try again.' for any other failed call.
 */
export function loadErrorKey(
  error: ApiError | SerializedError | undefined,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): LoadErrorKey {
  if (!online) return 'errors.network';
  if (error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    return 'errors.network';
  }
  return 'errors.connection';
}
