// The gateway's side of tracing (issue 42): ContextInCallOnly makes a context active inside a call
// and nowhere after an await; the listener's server span, remembered beside the request
// (withServerSpans), still parents the forwarder's client span and names the request's log
// lines when they run later. Real OpenTelemetry SDK, spans kept in memory; the parent and the
// traceparent are read from what was recorded and sent, and the log lines as written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { createHttpLogger, requestLog } from './http-logger';
import { createLogger } from './logger';
import { requestSpan } from './request-span';
import { withServerSpans } from './server-spans';
import { forwardedCallSpan } from './tracing';
import { ContextInCallOnly } from './tracing-context';

const manager = new ContextInCallOnly();
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');

beforeAll(() => {
  context.setGlobalContextManager(manager);
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});
afterAll(() => {
  context.disable();
  trace.disable();
  propagation.disable();
});
beforeEach(() => exporter.reset());

/** A request and response as far as the listener and the logger touch them. */
function exchange(url: string) {
  const headers: Record<string, string> = {};
  const closing: (() => void)[] = [];
  const req = {
    method: 'POST',
    url,
    headers: {},
    socket: { remoteAddress: '127.0.0.1' },
    readableAborted: false,
  } as unknown as IncomingMessage;
  const res = {
    statusCode: 502,
    writableEnded: true,
    writableFinished: true,
    setHeader: (name: string, value: string) => (headers[name] = value),
    on: (event: string, listener: () => void) => event === 'close' && closing.push(listener),
    once: (event: string, listener: () => void) => event === 'close' && closing.push(listener),
  } as unknown as ServerResponse;
  return { req, res, headers, close: () => closing.forEach((listener) => listener()) };
}

/** The gateway's request logging, as main.ts sets it up, writing its lines here. */
function gatewayLogging() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('gateway', {
    activeSpanIds: false,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { lines, logging: createHttpLogger(logger) };
}

test('a context is active inside its call only: after an await, the root context', async () => {
  const span = tracer.startSpan('server', { kind: SpanKind.SERVER });
  const seen = await context.with(trace.setSpan(ROOT_CONTEXT, span), async () => {
    const inside = trace.getActiveSpan();
    await sleep(1);
    return [inside, trace.getActiveSpan()];
  });
  expect(seen).toEqual([span, undefined]);
  expect(context.active()).toBe(ROOT_CONTEXT);
  // A bound function runs in its context whenever it is called; anything else is left as it is.
  const bound = context.bind(trace.setSpan(ROOT_CONTEXT, span), () => trace.getActiveSpan());
  expect(bound()).toBe(span);
  const emitter = { on: () => undefined };
  expect(context.bind(ROOT_CONTEXT, emitter)).toBe(emitter);
  span.end();
});

test("the listener's span, remembered beside the request, parents the forwarded call made after awaits", async () => {
  const { lines, logging } = gatewayLogging();
  const { req, res, headers, close } = exchange('/api/pay/pay/order');
  type Sent = Record<string, string | string[] | undefined>;
  let afterAwaits: () => Promise<Sent> = () => Promise.resolve({});
  const listener = withServerSpans(
    (request: IncomingMessage, response: ServerResponse) => {
      expect(trace.getActiveSpan()).toBe(requestSpan(request)); // the server span, in the call
      logging(request, response, () => undefined);
      afterAwaits = async () => {
        await sleep(1);
        await Promise.resolve();
        expect(trace.getActiveSpan()).toBeUndefined(); // nothing followed the awaits
        const sent: Sent = {};
        const end = forwardedCallSpan(request, 'order', sent);
        requestLog(request)?.warn({ service: 'order' }, 'upstream error');
        end?.(undefined, new Error('connect ECONNREFUSED'));
        return sent;
      };
    },
    { edge: true, env: {}, ratio: 1 },
  );
  listener(req, res);
  const sent = await afterAwaits();
  close();

  const server = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER)!;
  const { traceId, spanId } = server.spanContext();
  expect([server.name, server.attributes['http.response.status_code'], server.status.code]).toEqual([
    'POST',
    502,
    SpanStatusCode.ERROR,
  ]);
  expect(headers.traceresponse).toBe(`00-${traceId}-${spanId}-01`);
  expect(requestSpan(req)?.spanContext().spanId).toBe(spanId);
  const client = exporter.getFinishedSpans().find((span) => span.name === 'POST order')!;
  expect(client.parentSpanContext?.spanId).toBe(spanId);
  expect(client.spanContext().traceId).toBe(traceId);
  expect(sent.traceparent).toBe(`00-${traceId}-${client.spanContext().spanId}-01`);
  // The upstream error and the request's own line, each naming the request's trace once.
  expect(lines.map((line) => [line.msg, line.trace_id, line.span_id])).toEqual([
    ['upstream error', traceId, spanId],
    ['request errored', traceId, spanId],
  ]);
});

test('an untraced request: no span remembered, no client span, no ids on its lines, no traceparent added', async () => {
  const { lines, logging } = gatewayLogging();
  const { req, res, headers, close } = exchange('/api/pay/pay/order');
  const listener = withServerSpans(
    (request: IncomingMessage, response: ServerResponse) => logging(request, response, () => undefined),
    { edge: true, env: {}, ratio: 0 },
  );
  listener(req, res);
  const sent: Record<string, string | string[] | undefined> = {};
  expect(forwardedCallSpan(req, 'order', sent)).toBeUndefined();
  close();
  expect(sent).toEqual({});
  expect(headers.traceresponse).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  expect(requestSpan(req)).toBeUndefined();
  expect(exporter.getFinishedSpans()).toEqual([]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toHaveProperty('trace_id');
});

test("a service's listener: a span only under a sampled traceparent, a child of the caller's; its log line names it", () => {
  const { lines, logging } = gatewayLogging(); // a service's, too, unless it follows contexts
  const served: IncomingMessage[] = [];
  const plain = (request: IncomingMessage, response: ServerResponse) => {
    served.push(request);
    logging(request, response, () => undefined);
  };
  expect(withServerSpans(plain, { env: {} })).toBe(plain); // startTracing recorded nothing here
  const listener = withServerSpans(plain, { env: {}, ratio: 0 });
  const callerTrace = 'a'.repeat(32);
  const callerSpan = 'b'.repeat(16);
  for (const flags of ['01', '00', undefined]) {
    const { req, res, headers, close } = exchange('/pay/pay/order?x=1');
    if (flags) req.headers.traceparent = `00-${callerTrace}-${callerSpan}-${flags}`;
    listener(req, res);
    close();
    expect(headers).not.toHaveProperty('traceresponse');
  }
  expect(served).toHaveLength(3);
  const spans = exporter.getFinishedSpans();
  expect(spans).toHaveLength(1);
  const { traceId, spanId } = spans[0]!.spanContext();
  expect([traceId, spans[0]!.parentSpanContext?.spanId]).toEqual([callerTrace, callerSpan]);
  expect(spans[0]!.attributes['url.path']).toBe('/pay/pay/order');
  expect(lines.map((line) => [line.trace_id, line.span_id])).toEqual([
    [callerTrace, spanId],
    [undefined, undefined],
    [undefined, undefined],
  ]);
});
