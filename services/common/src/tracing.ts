// OpenTelemetry traces (issue 42; docs/operations/tracing.md). Each process's first import
// (<service>/src/start-tracing.ts, imported first by its main.ts) calls startTracing before
// node:http, express or pg are required, so require-in-the-middle instruments them as they load
// (scripts/tracing/tracing.test.ts shows the spans). This file imports none of our own modules but
// tracing-context.ts (OpenTelemetry only): they would load express too early. @opentelemetry/api
// alone (the logger's trace ids, the gateway's traceresponse) costs nothing while no provider is
// registered.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  RandomIdGenerator,
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

/** The instrumentations, by the names OTEL_NODE_(EN|DIS)ABLED_INSTRUMENTATIONS take (comma-separated). */
export const INSTRUMENTATIONS = ['http', 'express', 'pg', 'undici'] as const;
export type InstrumentationName = (typeof INSTRUMENTATIONS)[number];

/**
 * Left out unless OTEL_NODE_ENABLED_INSTRUMENTATIONS names them. Express's instrumentation wraps
 * every layer and records its path on every request, traced or not: 0.7 of the exam service's
 * CPU-seconds in 33 s of bench:load, most of what tracing cost at 1 %
 * (docs/decisions/2026-11-30-contexts-only-while-traced.md). The route it named is set on the
 * server span without it (routeOnServerSpan).
 */
export const OPT_IN_INSTRUMENTATIONS: readonly InstrumentationName[] = ['express'];

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
 * runs with tracing suppressed, so the express, pg and fetch instrumentations step aside at once:
 * every span made and dropped by a sampler cost more CPU per request than tracing may
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
 * Traces for this process (`service` is its resource's service.name): W3C trace context in and
 * out, http / express / pg / undici (fetch) instrumented, sampled at the entrance (traced(); a
 * new trace only at the `edge`, the gateway),
 * exported over OTLP/HTTP in batches. Without a collector (OTEL_EXPORTER_OTLP_ENDPOINT unset)
 * nothing is instrumented and nothing recorded; under OTEL_SDK_DISABLED=true, nothing at all.
 */
export function startTracing(
  service: string,
  { edge = false, env = process.env }: { edge?: boolean; env?: NodeJS.ProcessEnv } = {},
): NodeTracerProvider | undefined {
  const settings = tracingSettings(env);
  if (!settings.enabled || !settings.exporting || started) return started;
  // A service follows contexts across awaits only while a traced request is in flight (its pg and
  // fetch spans need their parent): AsyncLocalStorage's hooks cost every promise of every request
  // otherwise. The gateway follows none: its spans are its requests' and their forwarded calls',
  // found beside the request (tracing-context.ts).
  const whileTraced = edge ? undefined : new ContextWhileTraced();
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
  const ratio = edge ? settings.ratio : 0;
  const instrumentations = {
    http: () =>
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => !traced(req.url, req.headers.traceparent, ratio),
        applyCustomAttributesOnSpan: routeOnServerSpan,
        // node:http's client is the gateway's forwarder alone (the services call out with fetch):
        // it makes its own span for a traced request (forwardedCallSpan). Instrumented, every
        // forwarded call was parsed for a span before being let through, traced or not: a tenth
        // of the gateway's CPU per request (docs/decisions/2026-11-30-contexts-only-while-traced.md).
        disableOutgoingRequestInstrumentation: true,
      }),
    // A span per middleware would be most of the spans: routers and handlers only.
    express: () => new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
    pg: () => new PgInstrumentation({ requireParentSpan: true }),
    undici: () => new UndiciInstrumentation({ requireParentforSpans: true }),
  };
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: settings.instrumentations.map((name) => instrumentations[name]()),
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

/**
 * The gateway's listener with a traceresponse on every answer (W3C Trace Context Level 2), set
 * before any handler runs: the server span's ids in a traced request; in an untraced one the
 * incoming trace id (or a new one) with a span id of its own and the flags 00, as a span that
 * was not recorded would have. Under OTEL_SDK_DISABLED=true, the listener as it is.
 */
export function withTraceresponse<L extends (req: IncomingMessage, res: ServerResponse) => void>(
  listener: L,
  env: NodeJS.ProcessEnv = process.env,
): L {
  if (!tracingSettings(env).enabled) return listener;
  const answering = (req: IncomingMessage, res: ServerResponse) => {
    const span = trace.getActiveSpan();
    if (span) {
      res.setHeader(TRACERESPONSE_HEADER, traceHeaderOf(span));
      // Active here, in the listener, and nowhere later in the gateway (ContextInCallOnly).
      rememberRequestSpan(req, span);
    } else {
      const { traceparent } = req.headers;
      const traceId =
        (typeof traceparent === 'string' && TRACEPARENT.exec(traceparent)?.[1]) || ids.generateTraceId();
      res.setHeader(TRACERESPONSE_HEADER, `00-${traceId}-${ids.generateSpanId()}-00`);
    }
    listener(req, res);
  };
  return Object.assign(answering, listener);
}

/**
 * A traced request's server span named by its Express route template, as the express
 * instrumentation named it (`GET /exam/question/list/:examId/:hl`, attribute http.route), read
 * when the span ends from `req.route`, which the route that answered set (the request metrics'
 * label too). Only recorded spans come here; a request no route took keeps its method alone.
 */
function routeOnServerSpan(span: Span, request: ClientRequest | IncomingMessage): void {
  const path = (request as IncomingMessage & { route?: { path?: unknown } }).route?.path;
  if (typeof path !== 'string' || !('httpVersion' in request)) return;
  span.setAttribute('http.route', path);
  span.updateName(`${request.method ?? 'GET'} ${path}`);
}

/** The SDK's own ids (Math.random): crypto's randomBytes cost the gateway 0.1 ms an answer. */
const ids = new RandomIdGenerator();

/** What the gateway's forwarder says of the call it made, when the span was recorded. */
export type ForwardedCallEnd = (status: number | undefined, error?: Error) => void;

/**
 * A client span for the gateway's call to a service, when `req` is traced (withTraceresponse
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
