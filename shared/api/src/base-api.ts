// ONE RTK Query api for the whole site (CONVENTIONS.md): empty endpoints, every tag type
// declared up front; each remote adds its endpoints with `api.injectEndpoints`.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { isSuccessEnvelope } from '@iq/contracts';
// Through the package name, like query.ts: the shared store module, not a copy.
import { beginPending, endPending, requestHeaders, type RuntimeState } from '@iq/api';
import { API_REDUCER_PATH, TAG_TYPES, type ApiError } from './api-types';

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or undefined. */
export function retryAfterOf(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function errorOf(status: ApiError['status'], body: unknown, response: Response | undefined): ApiError {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    result?: unknown;
    retryAfterSeconds?: unknown;
  };
  const error: ApiError = {
    status,
    data: body,
    message: typeof fields.message === 'string' ? fields.message : undefined,
  };
  if (typeof fields.result === 'number') error.result = fields.result;
  const retryAfter =
    retryAfterOf(response?.headers.get('Retry-After')) ??
    (typeof fields.retryAfterSeconds === 'number' && fields.retryAfterSeconds >= 0
      ? Math.ceil(fields.retryAfterSeconds)
      : undefined);
  if (retryAfter !== undefined) error.retryAfterSeconds = retryAfter;
  return error;
}

/**
 * The runtime headers a call leaves out: those its own `headers` name with the value undefined
 * (issue 35: an upgrade named by its paid order carries no Exam-Session of this tab's test).
 */
function omittedHeaders(arg: string | FetchArgs): Set<string> {
  const own = typeof arg === 'string' ? undefined : arg.headers;
  if (!own || own instanceof Headers || Array.isArray(own)) return new Set();
  return new Set(
    Object.entries(own)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name.toLowerCase()),
  );
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: 30_000, // spec §7
  prepareHeaders: (headers, { getState, arg }) => {
    const runtime = (getState() as { runtime?: RuntimeState }).runtime;
    const left = omittedHeaders(arg);
    if (runtime)
      for (const [name, value] of Object.entries(requestHeaders(runtime)))
        if (!left.has(name.toLowerCase())) headers.set(name, value);
    return headers;
  },
});

/** spec §7: success is HTTP 200 with body.result 200; the envelope's data is what endpoints see. */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  queryApi,
  extra,
) => {
  beginPending(); // spec §9 loading bar
  let response: Awaited<ReturnType<typeof rawBaseQuery>> | undefined;
  try {
    response = await rawBaseQuery(args, queryApi, extra);
  } finally {
    // spec §8 network unstable: nothing answered (a call this page dropped is no sign of it).
    const status = response?.error?.status;
    const unanswered = status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
    endPending(response && !queryApi.signal.aborted ? unanswered : undefined);
  }
  const httpResponse = response.meta?.response;
  if (response.error) {
    return {
      error: errorOf(response.error.status as ApiError['status'], response.error.data, httpResponse),
    };
  }
  const status = httpResponse?.status ?? 0;
  if (isSuccessEnvelope(status, response.data)) return { data: response.data.data };
  return { error: errorOf(status, response.data, httpResponse) };
};

export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: envelopeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
