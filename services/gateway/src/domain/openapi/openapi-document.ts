// The OpenAPI 3.1 description of /api (issue 42), generated from the zod contracts the services
// validate with (@asteasolutions/zod-to-openapi): every operation of the tables, its parameters,
// headers and body, the success envelope with its data, the error envelope of each 4xx/5xx it can
// get (the call's own, and the gateway's: cross-site writes, bodies over 1 MB, abuse limits), and
// examples. Pure: built once when the gateway starts (entry-points/http/api-docs.ts serves it).
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  EXAM_SESSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  SESSION_COOKIE,
  errorEnvelopeSchema,
  examSessionIdField,
  idempotencyKeySchema,
  successEnvelopeSchema,
} from '@iq/contracts';
import { ABUSE_RULES } from '../abuse-limits';
import type { ApiOperation, ErrorStatus } from './api-operation';
import { EXAM_OPERATIONS } from './exam-operations';
import { GATEWAY_OPERATIONS } from './gateway-operations';
import { ORDER_OPERATIONS } from './order-operations';
import { USER_OPERATIONS } from './user-operations';

/** Every call under /api, in the order the description lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...EXAM_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...USER_OPERATIONS,
  ...GATEWAY_OPERATIONS,
];

/** The paths of the description are below this server URL (the spec's paths, ARCHITECTURE.md). */
export const API_SERVER = '/api';
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;
type ResponseStatus = ErrorStatus | '5XX';

const errorEnvelope = errorEnvelopeSchema.meta({
  id: 'ErrorEnvelope',
  description:
    '`result` is the HTTP status, or the spec’s own code where it has one (10101); never a stack trace.',
});

const ERROR_EXAMPLES: Record<ResponseStatus, { description: string; message: string; extra?: object }> = {
  400: {
    description: 'Malformed request: each refused field named',
    message: 'examId: must be a positive integer',
  },
  401: { description: 'Not signed in', message: 'Please sign in first' },
  402: { description: 'The charge was declined', message: 'Payment failed' },
  403: { description: 'Refused', message: 'Cross-site request refused' },
  404: { description: 'Not found (a malformed id answers as an unknown one)', message: 'Order not found' },
  405: {
    description: 'Method not allowed (the Allow header names it)',
    message: 'Method Not Allowed: GET (allowed: POST)',
  },
  409: { description: 'Conflicts with the current state', message: 'Answers are locked after confirmation' },
  413: { description: 'Body too large (1 MB; a beacon 8 KB)', message: 'Payload Too Large' },
  415: {
    description: 'Unsupported media type',
    message: 'Unsupported Media Type: send the beacon as text/plain or application/json',
  },
  422: {
    description: 'Idempotency-Key reused for another request',
    message: 'Idempotency-Key was used for another request',
  },
  429: {
    description: 'Too many requests from this client (Retry-After says when)',
    message: 'Too many requests from your connection. Please try again later.',
    extra: { retryAfterSeconds: 60 },
  },
  503: { description: 'A dependency is unavailable: retry', message: 'Service unavailable, please retry' },
  '5XX': { description: 'Server or upstream failure (502, 503, 504)', message: 'Bad Gateway' },
};

/** `/exam/info/{id}` → `/exam/info/:id` (Express's syntax, as the routers and ABUSE_RULES write it). */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** getExamInfoById, postPayPayOrderCreate … (unique: one operation per method and path). */
export function operationId({ method, path }: Pick<ApiOperation, 'method' | 'path'>): string {
  const words = path
    .replace(/\{(\w+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The statuses the gateway adds: a proxied write may be a refused cross-site one or too large. */
function errorStatuses(op: ApiOperation): ResponseStatus[] {
  const statuses = new Set<ResponseStatus>(op.errors);
  if (op.service !== 'gateway' && op.method === 'post')
    [403, 413].forEach((s) => statuses.add(s as 403 | 413));
  const limited = ABUSE_RULES.some(
    (rule) => rule.method.toLowerCase() === op.method && rule.route === expressPath(op.path),
  );
  if (limited) statuses.add(429);
  statuses.add('5XX');
  return [...statuses].sort((a, b) => String(a).localeCompare(String(b)));
}

function headersOf(op: ApiOperation): z.ZodObject | undefined {
  const shape: Record<string, z.ZodType> = {};
  if (op.examSession) {
    const header = examSessionIdField.meta({ description: 'The sessionId from POST /exam/session/start.' });
    shape[EXAM_SESSION_HEADER] = op.examSession === 'required' ? header : header.optional();
  }
  if (op.idempotencyKey)
    shape[IDEMPOTENCY_KEY_HEADER] = idempotencyKeySchema.meta({
      description: 'One per purchase attempt: a retried request with the same key is never charged twice.',
    });
  return Object.keys(shape).length ? z.object(shape) : undefined;
}

function routeOf(op: ApiOperation): RouteConfig {
  const example = op.example;
  const errorAsPage = op.answers?.errorsToo;
  const responses: RouteConfig['responses'] = {};
  if (op.succeeds !== false) {
    responses[op.status ?? 200] = op.answers
      ? {
          description: op.answers.description,
          content: Object.fromEntries(
            op.answers.mediaTypes.map((type) => [
              type,
              { schema: type === 'application/json' ? z.record(z.string(), z.unknown()) : z.string() },
            ]),
          ),
        }
      : {
          description: op.data ? 'Success' : 'Success (the data has no shared contract)',
          content: {
            'application/json': {
              schema: successEnvelopeSchema(op.data ?? z.unknown()),
              ...(example.data === undefined ? {} : { example: { result: 200, data: example.data } }),
            },
          },
        };
  }
  for (const status of errorStatuses(op)) {
    const { description, message, extra } = ERROR_EXAMPLES[status];
    const result = status === '5XX' ? 502 : status;
    // The gateway's own refusals (and upstream failures) are always the envelope.
    const page = errorAsPage && status !== '5XX' && op.errors.includes(status);
    responses[status] = {
      description,
      content: page
        ? { 'text/html': { schema: z.string() } }
        : { 'application/json': { schema: errorEnvelope, example: { result, message, ...extra } } },
    };
  }
  // Optional: anonymous ({}) or with the cookie.
  const signedIn: Record<string, string[]> = { session: [] };
  const security = op.signedIn === 'required' ? [signedIn] : op.signedIn ? [{}, signedIn] : undefined;
  return {
    method: op.method,
    path: op.path,
    operationId: operationId(op),
    tags: [op.service],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(security ? { security } : {}),
    request: {
      ...(op.params ? { params: z.object(op.params) } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(headersOf(op) ? { headers: headersOf(op) } : {}),
      ...(op.body
        ? {
            body: {
              required: true,
              content: Object.fromEntries(
                (op.bodyTypes ?? ['application/json']).map((type) => [
                  type,
                  { schema: op.body!, ...(example.body === undefined ? {} : { example: example.body }) },
                ]),
              ),
            },
          }
        : {}),
    },
    responses,
  };
}

/** The example values of the operation's parameters, set on each (the viewer fills them in). */
function addParameterExamples(document: OpenApiDocument, operations: readonly ApiOperation[]): void {
  for (const op of operations) {
    const operation = document.paths?.[op.path]?.[op.method];
    for (const parameter of (operation?.parameters ?? []) as {
      name: string;
      in: string;
      example?: unknown;
    }[]) {
      const value =
        parameter.in === 'path'
          ? op.example.params?.[parameter.name]
          : parameter.in === 'query'
            ? op.example.query?.[parameter.name]
            : parameter.name === EXAM_SESSION_HEADER
              ? 'f3JcY2s0X1pQbVJ4c0t3a2VxT0R6bWJ2S3N4UmdZbGc'
              : parameter.name === IDEMPOTENCY_KEY_HEADER
                ? 'purchase-7f3c9a1e'
                : undefined;
      if (value !== undefined) parameter.example = value;
    }
  }
}

/** The description of every call under /api. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by /user/login and /user/confirm (HttpOnly: the browser sends it).',
  });
  for (const op of operations) registry.registerPath(routeOf(op));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'IQ platform API',
      version: '0.1.0',
      description:
        'Every call answers in the envelope: `{ "result": 200, "data": … }` on success, `{ "result", "message" }` with a fitting HTTP status on failure. Generated from the zod contracts (shared/contracts) that the services validate with.',
    },
    servers: [{ url: API_SERVER, description: 'This site' }],
    tags: [
      { name: 'exam', description: 'Exams, sessions, answers, help and legal texts (exam service)' },
      {
        name: 'order',
        description: 'Prices, orders, payment, reports, upsells, subscriptions (order service)',
      },
      { name: 'user', description: 'Accounts, sign-in, password reset (user service)' },
      { name: 'gateway', description: 'Answered by the gateway itself' },
    ],
  });
  addParameterExamples(document, operations);
  return document;
}
