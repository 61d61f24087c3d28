// spec §8: 'Network disconnected, try again later.' when the browser is offline or nothing
// answered, 'Connection failed. Please try again.' for any other failed call (the shared rule,
// @iq/api); an order the service does not know (404, or a number it refuses) is 'Report not found'.
import type { ApiError } from '@iq/api';
import type { SerializedError } from '@reduxjs/toolkit';

export { loadErrorKey, type LoadErrorKey } from '@iq/api';

type AnyError = ApiError | SerializedError | undefined;

export function httpStatusOf(error: AnyError): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** The service does not know this order (the same 404 for a malformed or unknown number). */
export function isNotFound(error: AnyError): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}
