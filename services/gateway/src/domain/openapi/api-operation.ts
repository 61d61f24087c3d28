// One public call of the API as the OpenAPI description (issue 42) tells it: its method and path
// below /api, and the contracts (shared/contracts zod schemas) its service validates with. The
// tables (exam-, order-, user-, gateway-operations.ts) list every call the gateway routes; the
// composed-stack test (test-stack/src/gateway/openapi) checks them against the services' routers.
import { z } from 'zod';
import type { ServiceName } from '@iq/service-common';

/** The error statuses an operation documents (each with the `{ result, message }` envelope). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

export interface ApiOperation {
  method: 'get' | 'post';
  /** Below /api, as an OpenAPI path template: `/exam/info/{id}`. */
  path: string;
  /** Who answers it: a service behind the proxy, or the gateway itself. */
  service: ServiceName | 'gateway';
  summary: string;
  description?: string;
  /** Each path parameter's contract (a malformed id answers like an unknown one where noted). */
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  /** The Exam-Session header (ARCHITECTURE.md "Exam session"). */
  examSession?: 'required' | 'optional';
  /** The Idempotency-Key header of a call that charges (ARCHITECTURE.md "What must never happen"). */
  idempotencyKey?: boolean;
  /** The session cookie: required, or read when present. */
  signedIn?: 'required' | 'optional';
  /** The request body's contract, by media type (JSON when `body` alone is given). */
  body?: z.ZodType;
  bodyTypes?: readonly string[];
  /** The success answer's `data` contract; absent where the call has none (listed in the record). */
  data?: z.ZodType;
  /** 200 unless said (the beacon answers 202). */
  status?: 200 | 202;
  /** Not the envelope: a page, a file or a document, by media type. */
  answers?: {
    mediaTypes: readonly string[];
    description: string;
    /** The refusals come as such pages too (the payment pages), not as the envelope. */
    errorsToo?: boolean;
  };
  /** False for a call that is always refused (it says where to go instead). */
  succeeds?: false;
  /** The 4xx a caller can get from the call's own rules (the gateway's own are added by the builder). */
  errors: readonly ErrorStatus[];
  /** A request that works: the viewer fills it in, and the contract test sends it. */
  example: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    /** The success answer's `data`, where a short one says more than the schema. */
    data?: unknown;
  };
}

/** A locale in a path: a tag or a bare language, anything unknown is English (never refused). */
export const localeParam = z.string().meta({
  description: 'A locale tag (en-US, zh-CN …) or a bare language (en, de …); unknown → English.',
});
