import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './base-api';

/** The server's envelope message when there is one, else undefined (the caller shows its i18n text). */
export function apiErrorMessage(error: ApiError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  return 'status' in error ? error.message : undefined;
}
