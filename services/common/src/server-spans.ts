// Server spans and the traceresponse (issue 42; docs/operations/tracing.md): each process's
// listener decides as a request comes in whether it is traced and makes its server span itself
// (withServerSpans). OpenTelemetry's API only, as the logger: run-service.ts wraps every service's
// app with it, and the SDK (tracing.ts, which sets what is decided here through serveSpans) takes
// most of a second to load, which no test that imports the service kit should pay.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { requestPath } from './plain-http';
import { rememberRequestSpan } from './request-span';

/** W3C Trace Context Level 2: the answer names the trace and the span that served it. */
export const TRACERESPONSE_HEADER = 'traceresponse';

/** `00-<trace id>-<span id>-<flags>` of the span, as traceparent and traceresponse write it. */
export function traceHeaderOf(span: {
  spanContext(): { traceId: string; spanId: string; traceFlags: number };
}) {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${traceFlags & 1 ? '01' : '00'}`;
}

/** A traceparent's trace id and flags (version 00's layout; a later version is read the same way). */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})/;

/**
 * Whether a request is traced, decided as it comes in, before any span: a health probe never; a
 * request with a traceparent as its sampled flag says; any other at `ratio`. An untraced request
 * has no span, so the express, pg and fetch instrumentations (which need a parent) step aside at
 * once: every span made and dropped by a sampler cost more CPU per request than tracing may
 * (docs/decisions/2026-11-30-trace-sampling-from-load-bench.md).
 */
export function traced(
  url: string | undefined,
  traceparent: string | string[] | undefined,
  ratio: number,
): boolean {
  if (url === '/healthz') return false;
  const parent = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent) : null;
  if (parent) return (parseInt(parent[2]!, 16) & 1) === 1;
  return Math.random() < ratio;
}

/**
 * What startTracing decided for this process's server spans (withServerSpans): the share of
 * requests without a sampled traceparent that it traces (0 but at the edge). Undefined while
 * nothing is recorded (no collector, or `http` left out).
 */
let serverSpans: { ratio: number } | undefined;

/** Whether this process follows traced requests' contexts across awaits (startTracing decides). */
let contextsFollowed = false;

/** startTracing's decisions for this process: its server spans' ratio, whether contexts are followed. */
export function serveSpans(decided: { ratio: number | undefined; followsContexts: boolean }): void {
  serverSpans = decided.ratio === undefined ? undefined : { ratio: decided.ratio };
  contextsFollowed = decided.followsContexts;
}

/** OTEL_SDK_DISABLED=true: no tracing at all, not even the traceresponse header. */
export const tracingDisabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true';

/**
 * Whether this process follows a traced request's context across its awaits (AsyncLocalStorage
 * while traced): its log lines then take the trace ids from the active span (the logger's
 * `activeSpanIds`); otherwise from the request its span was remembered beside (request-span.ts).
 */
export const followsContexts = (): boolean => contextsFollowed;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The process's listener with the server span of each traced request (traced(): a sampled
 * traceparent; at the `edge` also a share of the others, OTEL_TRACES_SAMPLER_ARG), its context
 * active for the listener and the request's and answer's event listeners; ended when the answer
 * closes, named by the Express route that answered. An untraced request goes to the listener as it
 * came. At the edge (the gateway) every answer names its trace (W3C Trace Context Level 2
 * `traceresponse`): the server span's ids when traced; else the incoming trace id (or a new one)
 * with a span id of its own and the flags 00, as a span that was not recorded would have. Where no
 * context follows a request's awaits (the gateway; a service without the opt-in instrumentations),
 * the recorded span is kept beside the request (request-span.ts) for the forwarder and the log
 * lines. Under OTEL_SDK_DISABLED=true, or in a service that records nothing, the listener as it
 * is. `ratio` is for tests: startTracing's decision by default.
 */
export function withServerSpans<L extends Listener>(
  listener: L,
  {
    edge = false,
    env = process.env,
    ratio = serverSpans?.ratio,
  }: { edge?: boolean; env?: NodeJS.ProcessEnv; ratio?: number } = {},
): L {
  if (tracingDisabled(env) || (!edge && ratio === undefined)) return listener;
  const answering = (req: IncomingMessage, res: ServerResponse) => {
    const { traceparent } = req.headers;
    if (ratio === undefined || !traced(req.url, traceparent, ratio)) {
      if (edge) res.setHeader(TRACERESPONSE_HEADER, untracedHeader(traceparent));
      listener(req, res);
      return;
    }
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = startServerSpan(req, res, parent);
    if (edge) res.setHeader(TRACERESPONSE_HEADER, traceHeaderOf(span));
    if (!contextsFollowed) rememberRequestSpan(req, span);
    const active = trace.setSpan(parent, span);
    context.with(active, () => {
      // What node:http emits on them later (the body's chunks, the answer's end) runs in it too.
      context.bind(active, req);
      context.bind(active, res);
      listener(req, res);
    });
  };
  return Object.assign(answering, listener);
}

/** An untraced answer's traceresponse: the caller's trace id, or a new one; flags 00. */
function untracedHeader(traceparent: string | string[] | undefined): string {
  const traceId =
    (typeof traceparent === 'string' && TRACEPARENT.exec(traceparent)?.[1]) ||
    randomUUID().replaceAll('-', '');
  return `00-${traceId}-${randomUUID().slice(0, 8)}${randomUUID().slice(0, 8)}-00`;
}

/**
 * A traced request's server span (HTTP semantic conventions: method, path without the query, peer,
 * user agent; the status and route when the answer closes), a child of `parent`'s span if any.
 */
function startServerSpan(req: IncomingMessage, res: ServerResponse, parent: Context): Span {
  const method = req.method ?? 'GET';
  const span = trace.getTracer('iq-server').startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.path': requestPath(req),
        'url.scheme': 'http',
        'network.peer.address': req.socket?.remoteAddress,
        'user_agent.original': req.headers['user-agent'],
      },
    },
    parent,
  );
  res.once('close', () => {
    const status = res.statusCode;
    span.setAttribute('http.response.status_code', status);
    // Named by the route template that answered (Express's req.route: `POST /pay/pay/page/:attemptId`,
    // as the express instrumentation names it); a request no route took keeps its method alone.
    const route = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path;
    if (typeof route === 'string') {
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    }
    if (!res.writableFinished)
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'answer not sent in full' });
    else if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return span;
}
