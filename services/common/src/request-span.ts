// A traced request's server span, kept beside the request (issue 42) in a process that follows no
// context across awaits: the gateway, and a service by default (ContextInCallOnly,
// tracing-context.ts). Its listener makes the span and remembers it (withServerSpans,
// server-spans.ts); the gateway's forwarded call (forwardedCallSpan) and the request's log lines
// (http-logger.ts) read it from here, whenever they run. OpenTelemetry's API only: the logger loads this in every process.
import type { IncomingMessage } from 'node:http';
import type { Span } from '@opentelemetry/api';

/** The ids a log line of a traced request carries (the logger's names). */
export interface TraceIds {
  trace_id: string;
  span_id: string;
}

// Beside the request, not on it: node:http's objects stay as node:http made them.
const SPANS = new WeakMap<IncomingMessage, Span>();

/** Keeps a recording span as the request's own; an unrecorded one is not kept (nothing to name). */
export function rememberRequestSpan(req: IncomingMessage, span: Span): void {
  if (span.isRecording()) SPANS.set(req, span);
}

/** The request's recorded server span, if its process remembered one. */
export const requestSpan = (req: IncomingMessage): Span | undefined => SPANS.get(req);

/** The trace and span ids of the request's remembered span, for its log lines; else undefined. */
export function requestTraceIds(req: IncomingMessage): TraceIds | undefined {
  const span = SPANS.get(req);
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
