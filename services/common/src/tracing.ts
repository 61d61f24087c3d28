// OpenTelemetry traces (issue 42; docs/operations/tracing.md). Each process's first import
// (<service>/src/start-tracing.ts, imported first by its main.ts) calls startTracing before
// express or pg are required, so require-in-the-middle instruments them as they load; each
// process's listener makes the server spans itself (withServerSpans)
// (scripts/tracing/tracing.test.ts shows the spans). This file imports none of our own modules but
// tracing-context.ts (OpenTelemetry only): they would load express too early. @opentelemetry/api
// alone (the logger's trace ids, the gateway's traceresponse) costs nothing while no provider is
// registered.
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
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import { rememberRequestSpan, requestSpan } from './request-span';
import { ContextInCallOnly, ContextWhileTraced } from './tracing-context';

/**
 * The share of traces started here (no sampled traceparent came) that are recorded and exported,
 * when OTEL_TRACES_SAMPLER_ARG does not say: chosen from bench:load's tracing phase
 * (docs/decisions/2026-11-30-trace-sampling-one-in-a-thousand.md).
 */
export const DEFAULT_SAMPLE_RATIO = 0.001;

/** W3C Trace Context Level 2: the answer names the trace and the span that served it. */
export const TRACERESPONSE_HEADER = 'traceresponse';

/**
 * The instrumentations, by the names OTEL_NODE_(EN|DIS)ABLED_INSTRUMENTATIONS take (comma-separated).
 * `http` is the server span of each traced request, made by the process's listener
 * (withServerSpans), not OpenTelemetry's http instrumentation: that one wraps node:http's every
 * emitted event and runs every request in a context of its own, traced or not (docs/decisions/
 * 2026-11-30-server-spans-from-the-listener.md).
 */
export const INSTRUMENTATIONS = ['http', 'express', 'pg', 'undici'] as const;
export type InstrumentationName = (typeof INSTRUMENTATIONS)[number];

/**
 * Left out unless OTEL_NODE_ENABLED_INSTRUMENTATIONS names them. Express's instrumentation wraps
 * every layer and records its path on every request, traced or not: 0.7 of the exam service's
 * CPU-seconds in 33 s of bench:load (docs/decisions/2026-11-30-contexts-only-while-traced.md); the
 * route it named is set on the server span without it (withServerSpans). The pg and fetch (undici)
 * spans need the traced request's context after its awaits, which on Node 20 takes async hooks:
 * once on, they slow every later await of the process (docs/decisions/
 * 2026-11-30-services-follow-no-context-by-default.md).
 */
export const OPT_IN_INSTRUMENTATIONS: readonly InstrumentationName[] = ['express', 'pg', 'undici'];

export interface TracingSettings {
  enabled: boolean;
  /** OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set: sampled spans are exported over OTLP/HTTP. */
  exporting: boolean;
  ratio: number;
  instrumentations: InstrumentationName[];
}

/** OTEL_SDK_DISABLED, the collector's address, OTEL_TRACES_SAMPLER_ARG (0–1) and the instrumentations. */
export function tracingSettings(env: NodeJS.ProcessEnv = process.env): TracingSettings {
  const raw = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const ratio = raw ? Number(raw) : DEFAULT_SAMPLE_RATIO;
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, not "${raw}"`);
  const names = (value: string | undefined) =>
    value?.trim() ? value.split(',').map((name) => name.trim()) : undefined;
  const disabled = names(env.OTEL_NODE_DISABLED_INSTRUMENTATIONS) ?? [];
  const enabled = names(env.OTEL_NODE_ENABLED_INSTRUMENTATIONS);
  return {
    enabled: env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true',
    exporting: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    ratio,
    // As the OpenTelemetry Node auto-instrumentations read them: the enabled list, when given,
    // is the whole set; the disabled one is taken out of it.
    instrumentations: INSTRUMENTATIONS.filter(
      (name) =>
        (enabled ? enabled.includes(name) : !OPT_IN_INSTRUMENTATIONS.includes(name)) &&
        !disabled.includes(name),
    ),
  };
}

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

let started: NodeTracerProvider | undefined;

/**
 * What startTracing decided for this process's server spans (withServerSpans): the share of
 * requests without a sampled traceparent that it traces (0 but at the edge). Undefined while
 * nothing is recorded (no collector, or `http` left out).
 */
let serverSpans: { ratio: number } | undefined;

/** Whether this process follows traced requests' contexts across awaits (startTracing decides). */
let contextsFollowed = false;

/**
 * Whether this process follows a traced request's context across its awaits (AsyncLocalStorage
 * while traced): its log lines then take the trace ids from the active span (the logger's
 * `activeSpanIds`); otherwise from the request its span was remembered beside (request-span.ts).
 */
export const followsContexts = (): boolean => contextsFollowed;

/**
 * Traces for this process (`service` is its resource's service.name): W3C trace context in and
 * out, server spans from the listener (withServerSpans), express / pg / undici (fetch)
 * instrumented, sampled at the entrance (traced(); a new trace only at the `edge`, the gateway),
 * exported over OTLP/HTTP in batches. Without a collector (OTEL_EXPORTER_OTLP_ENDPOINT unset)
 * nothing is instrumented and nothing recorded; under OTEL_SDK_DISABLED=true, nothing at all.
 */
export function startTracing(
  service: string,
  { edge = false, env = process.env }: { edge?: boolean; env?: NodeJS.ProcessEnv } = {},
): NodeTracerProvider | undefined {
  const settings = tracingSettings(env);
  if (!settings.enabled || !settings.exporting || started) return started;
  // A service follows contexts across awaits only for the instrumentations that need a span's
  // parent after one (pg, fetch, express; opt-in), and only while a traced request is in flight:
  // AsyncLocalStorage's hooks cost every promise of every request otherwise. Turned on once, they
  // leave V8's fast awaits off for the life of the process (docs/decisions/
  // 2026-11-30-services-follow-no-context-by-default.md). The gateway follows none: its spans are
  // its requests' and their forwarded calls', found beside the request (tracing-context.ts).
  contextsFollowed = !edge && settings.instrumentations.some((name) => name !== 'http');
  const whileTraced = contextsFollowed ? new ContextWhileTraced() : undefined;
  const contextManager = whileTraced ?? new ContextInCallOnly();
  const exporting = new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service }),
    // The entrance decided (traced()): what runs in a traced request is recorded.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: whileTraced ? [whileTraced.spanProcessor, exporting] : [exporting],
  });
  provider.register({ propagator: new W3CTraceContextPropagator(), contextManager });
  // Traces start at the edge (the gateway); a service traces what comes with a sampled
  // traceparent, never a request the gateway chose not to trace.
  if (settings.instrumentations.includes('http')) serverSpans = { ratio: edge ? settings.ratio : 0 };
  // node:http's client is the gateway's forwarder alone (the services call out with fetch): it
  // makes its own span for a traced request (forwardedCallSpan).
  const instrumentations = {
    http: () => undefined, // the listener's own spans (withServerSpans)
    // A span per middleware would be most of the spans: routers and handlers only.
    express: () => new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
    pg: () => new PgInstrumentation({ requireParentSpan: true }),
    undici: () => new UndiciInstrumentation({ requireParentforSpans: true }),
  };
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: settings.instrumentations.flatMap((name) => instrumentations[name]() ?? []),
  });
  // Spans still queued are sent before a process that stops on its own exits.
  let flushed = false;
  process.on('beforeExit', () => {
    if (flushed) return;
    flushed = true;
    provider.shutdown().catch(() => undefined);
  });
  started = provider;
  return provider;
}

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
  if (!tracingSettings(env).enabled || (!edge && ratio === undefined)) return listener;
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
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const span = trace.getTracer('iq-server').startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.path': query === -1 ? url : url.slice(0, query),
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

/** What the gateway's forwarder says of the call it made, when the span was recorded. */
export type ForwardedCallEnd = (status: number | undefined, error?: Error) => void;

/**
 * A client span for the gateway's call to a service, when `req` is traced (withServerSpans
 * remembered its server span beside it, request-span.ts): its
 * traceparent goes into `headers` (over the one the browser sent, which named the browser's span)
 * and the returned function ends it with the service's status or the error. Undefined, and
 * `headers` untouched, for an untraced request (the browser's traceparent, unsampled or none,
 * passes as it came and the service does not trace either).
 */
export function forwardedCallSpan(
  req: IncomingMessage,
  service: string,
  headers: Record<string, string | string[] | undefined>,
): ForwardedCallEnd | undefined {
  const parent = requestSpan(req);
  if (!parent?.isRecording()) return undefined;
  const method = req.method ?? 'GET';
  const span = trace.getTracer('iq-gateway-forward').startSpan(
    `${method} ${service}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'peer.service': service },
    },
    trace.setSpan(ROOT_CONTEXT, parent),
  );
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier);
  Object.assign(headers, carrier);
  return (status, error) => {
    if (status !== undefined) span.setAttribute('http.response.status_code', status);
    if (error) span.recordException(error);
    if (error || (status ?? 0) >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
