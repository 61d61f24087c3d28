// OpenTelemetry traces (issue 42; docs/operations/tracing.md). Each process's first import
// (<service>/src/start-tracing.ts, imported first by its main.ts) calls startTracing before
// node:http, express or pg are required, so require-in-the-middle instruments them as they load
// (scripts/tracing/tracing.test.ts shows the spans). This file imports none of our own modules:
// they would load express too early. @opentelemetry/api alone (the logger's trace ids, the
// gateway's traceresponse) costs nothing while no provider is registered.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, trace } from '@opentelemetry/api';
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
} from '@opentelemetry/sdk-trace-node';

/**
 * The share of traces started here (no sampled traceparent came) that are recorded and exported,
 * when OTEL_TRACES_SAMPLER_ARG does not say: chosen from bench:load's tracing phase
 * (docs/decisions/2026-11-30-trace-sampling-from-load-bench.md).
 */
export const DEFAULT_SAMPLE_RATIO = 0.01;

/** W3C Trace Context Level 2: the answer names the trace and the span that served it. */
export const TRACERESPONSE_HEADER = 'traceresponse';

/** The instrumentations, by the names OTEL_NODE_DISABLED_INSTRUMENTATIONS takes (comma-separated). */
export const INSTRUMENTATIONS = ['http', 'express', 'pg', 'undici'] as const;
export type InstrumentationName = (typeof INSTRUMENTATIONS)[number];

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
  const disabled = (env.OTEL_NODE_DISABLED_INSTRUMENTATIONS ?? '').split(',').map((name) => name.trim());
  return {
    enabled: env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true',
    exporting: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    ratio,
    instrumentations: INSTRUMENTATIONS.filter((name) => !disabled.includes(name)),
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
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || service }),
    // The entrance decided (traced()): what runs in a traced request is recorded.
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  // Traces start at the edge (the gateway); a service traces what comes with a sampled
  // traceparent, never a request the gateway chose not to trace.
  const ratio = edge ? settings.ratio : 0;
  const instrumentations = {
    http: () =>
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => !traced(req.url, req.headers.traceparent, ratio),
        // A call out of an untraced request (or of a job, or the exporter's own) is sent as it is,
        // before the instrumentation describes it for a span that would not be recorded.
        ignoreOutgoingRequestHook: () => !trace.getSpan(context.active())?.isRecording(),
        requireParentforOutgoingSpans: true,
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
    if (span) res.setHeader(TRACERESPONSE_HEADER, traceHeaderOf(span));
    else {
      const { traceparent } = req.headers;
      const traceId =
        (typeof traceparent === 'string' && TRACEPARENT.exec(traceparent)?.[1]) || randomHex(16);
      res.setHeader(TRACERESPONSE_HEADER, `00-${traceId}-${randomHex(8)}-00`);
    }
    listener(req, res);
  };
  return Object.assign(answering, listener);
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
