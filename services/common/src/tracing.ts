// OpenTelemetry traces (issue 42; docs/operations/tracing.md). Each process's first import
// (<service>/src/start-tracing.ts, imported first by its main.ts) calls startTracing before
// express or pg are required, so require-in-the-middle instruments them as they load; each
// process's listener makes the server spans itself (withServerSpans, server-spans.ts)
// (scripts/tracing/tracing.test.ts shows the spans). This file imports none of our own modules but
// tracing-context.ts, request-span.ts and server-spans.ts (OpenTelemetry only): they would load
// express too early. @opentelemetry/api alone (the logger's trace ids, the gateway's
// traceresponse) costs nothing while no provider is registered.
import type { IncomingMessage } from 'node:http';
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
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
import { requestSpan } from './request-span';
import { serveSpans, tracingDisabled } from './server-spans';
import { ContextInCallOnly, ContextWhileTraced } from './tracing-context';

/**
 * The share of traces started here (no sampled traceparent came) that are recorded and exported,
 * when OTEL_TRACES_SAMPLER_ARG does not say: chosen from bench:load's tracing phase
 * (docs/decisions/2026-11-30-trace-sampling-one-in-a-thousand.md).
 */
export const DEFAULT_SAMPLE_RATIO = 0.001;

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
    enabled: !tracingDisabled(env),
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

let started: NodeTracerProvider | undefined;

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
  const followsContexts = !edge && settings.instrumentations.some((name) => name !== 'http');
  const whileTraced = followsContexts ? new ContextWhileTraced() : undefined;
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
  serveSpans({
    ratio: settings.instrumentations.includes('http') ? (edge ? settings.ratio : 0) : undefined,
    followsContexts,
  });
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
