// ContextWhileTraced (issue 42): contexts follow the awaits of traced requests, overlapping or one
// after another, and nothing is entered for untraced ones. Real OpenTelemetry SDK, spans kept in
// memory; the parent of each span is read from what was recorded.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { context, ROOT_CONTEXT, SpanKind, trace, type Span } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ContextWhileTraced } from './tracing-context';

const manager = new ContextWhileTraced();
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({
  spanProcessors: [manager.spanProcessor, new SimpleSpanProcessor(exporter)],
});
const tracer = provider.getTracer('test');

beforeAll(() => context.setGlobalContextManager(manager));
afterAll(() => context.disable());
beforeEach(() => exporter.reset());

/** A request as the http instrumentation serves it: its server span, its handler in that span's context. */
function serve(name: string, handler: () => Promise<void>): Promise<void> {
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER });
  return context.with(trace.setSpan(context.active(), span), async () => {
    try {
      await handler();
    } finally {
      span.end();
    }
  });
}

/** A child span started after awaits, as a database call deep in a handler starts one. */
async function queryAfter(ms: number, name: string): Promise<void> {
  await sleep(ms);
  await Promise.resolve();
  tracer.startSpan(name, { kind: SpanKind.CLIENT }).end();
}

/** After the event loop's turn: the hooks go off once the events that ended the last span are done. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const parentOf = (name: string) => {
  const span = exporter.getFinishedSpans().find((s) => s.name === name)!;
  const parent = exporter
    .getFinishedSpans()
    .find((s) => s.spanContext().spanId === span.parentSpanContext?.spanId);
  return parent?.name;
};

test('an untraced request runs as it is: nothing entered, the root context throughout', async () => {
  const seen: unknown[] = [];
  const result = await context.with(suppressTracing(ROOT_CONTEXT), async () => {
    await sleep(5);
    seen.push(context.active());
    return 42;
  });
  expect(result).toBe(42);
  expect(seen).toEqual([ROOT_CONTEXT]);
  expect(manager.following).toBe(false);
  const listener = () => undefined;
  expect(context.bind(suppressTracing(ROOT_CONTEXT), listener)).toBe(listener);
});

test('overlapping traced requests keep their own contexts across awaits; the hooks go off after the last', async () => {
  const first = serve('first', async () => {
    await queryAfter(30, 'first-query');
  });
  const second = serve('second', async () => {
    await queryAfter(5, 'second-early');
    await first; // the first ends while this one still runs
    expect(manager.following).toBe(true);
    await queryAfter(5, 'second-late');
  });
  await Promise.all([first, second]);
  await nextTurn();
  expect(parentOf('first-query')).toBe('first');
  expect(parentOf('second-early')).toBe('second');
  expect(parentOf('second-late')).toBe('second');
  expect(manager.openServerSpans).toBe(0);
  expect(manager.following).toBe(false);
  expect(context.active()).toBe(ROOT_CONTEXT);
});

test('a traced request after the hooks went off is followed again', async () => {
  await serve('before', () => queryAfter(1, 'before-query'));
  await nextTurn();
  expect(manager.following).toBe(false);
  await serve('after', () => queryAfter(5, 'after-query'));
  expect(parentOf('after-query')).toBe('after');
  expect(parentOf('before-query')).toBe('before');
});

test('an untraced request beside a traced one sees no span of it', async () => {
  let untracedSaw: Span | undefined = undefined;
  await Promise.all([
    serve('traced', () => queryAfter(20, 'traced-query')),
    context.with(suppressTracing(ROOT_CONTEXT), async () => {
      await sleep(10);
      untracedSaw = trace.getSpan(context.active());
    }),
  ]);
  expect(untracedSaw).toBeUndefined();
  expect(parentOf('traced-query')).toBe('traced');
});

test('what runs in the same turn after the last span ends still sees it (the access log line)', async () => {
  let seenAfterEnd: Span | undefined;
  const span = tracer.startSpan('logged', { kind: SpanKind.SERVER });
  await context.with(trace.setSpan(context.active(), span), async () => {
    await sleep(1);
    span.end();
    seenAfterEnd = trace.getSpan(context.active());
  });
  expect(seenAfterEnd).toBe(span);
  await nextTurn();
  expect(manager.following).toBe(false);
});

test('what a traced request bound and left behind, called after it, does not turn the hooks back on', () => {
  // In a process of its own: Jest keeps async hooks on in its workers. The fixture reads the
  // hooks from Node's bookkeeping, not from the manager (tracing-context.fixture.ts).
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'tracing-context.fixture.ts')],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(out)).toEqual({
    before: false,
    inTracedRequest: true,
    afterIt: false,
    boundCalledLater: { saw: null, hooksOn: false },
    emitterHeardLater: { saw: null, hooksOn: false },
  });
});
