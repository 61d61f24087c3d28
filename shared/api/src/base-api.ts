// ONE RTK Query api for the whole site (CONVENTIONS.md): empty endpoints, every tag type
// declared up front; each remote adds its endpoints with `api.injectEndpoints`.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { isSuccessEnvelope } from '@iq/contracts';
import { requestHeaders, type RuntimeState } from './runtime-slice';

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

/** What a failed call carries: the HTTP status and the raw body (spec §7). */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  data?: unknown;
  /** The envelope's message when the server sent one. */
  message?: string;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: 30_000, // spec §7
  prepareHeaders: (headers, { getState }) => {
    const runtime = (getState() as { runtime?: RuntimeState }).runtime;
    if (runtime)
      for (const [name, value] of Object.entries(requestHeaders(runtime))) headers.set(name, value);
    return headers;
  },
});

/** spec §7: success is HTTP 200 with body.result 200; the envelope's data is what endpoints see. */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  queryApi,
  extra,
) => {
  const response = await rawBaseQuery(args, queryApi, extra);
  if (response.error) {
    const body = response.error.data as { message?: unknown } | undefined;
    return {
      error: {
        status: response.error.status as ApiError['status'],
        data: response.error.data,
        message: typeof body?.message === 'string' ? body.message : undefined,
      },
    };
  }
  const status = response.meta?.response?.status ?? 0;
  if (isSuccessEnvelope(status, response.data)) return { data: response.data.data };
  const body = response.data as { message?: unknown } | undefined;
  return {
    error: {
      status,
      data: response.data,
      message: typeof body?.message === 'string' ? body.message : undefined,
    },
  };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
