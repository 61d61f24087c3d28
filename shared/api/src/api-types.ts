// What the store and the error helpers need to know of the RTK Query api, apart from the api
// itself: the api ('@iq/api/query') imports the store through the package name, so the store may
// not import the api back, not even for types (no import cycle, issue 39).
import type { CombinedState } from '@reduxjs/toolkit/query';

export const API_REDUCER_PATH = 'api';

export const TAG_TYPES = [
  'Category',
  'Language',
  'ExamSession',
  'Questions',
  'Order',
  'Report',
  'User',
  'Sku',
  'Plan',
  'Subscription',
] as const;
type TagType = (typeof TAG_TYPES)[number];

/** The api's slice of the store: endpoints are injected later, so none are declared here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ApiSliceState = CombinedState<{}, TagType, typeof API_REDUCER_PATH>;

/** What a failed call carries: the HTTP status and the raw body (spec §7). */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  data?: unknown;
  /** The envelope's message when the server sent one. */
  message?: string;
  /** The envelope's `result` code when the server sent one (spec §8: e.g. 10101). */
  result?: number;
  /**
   * How long to wait before asking again, when the server said so: the `Retry-After` header
   * (seconds or an HTTP date) or a `retryAfterSeconds` field of the envelope (a 429, say).
   */
  retryAfterSeconds?: number;
}
