// spec §8: 'Network disconnected, try again later.' when the browser is offline or nothing
// answered, 'Connection failed. Please try again.' for any other failed call.
import type { ApiError } from '@iq/api';
import type { SerializedError } from '@reduxjs/toolkit';

export type LoadErrorKey = 'errors.network' | 'errors.connection';

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
