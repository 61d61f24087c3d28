// Run by tracing-context.test.ts in a process of its own (Jest keeps async hooks on): a traced
// request binds a function and an event emitter, as the pg and http instrumentations bind a
// pooled connection's callbacks, and both are called after it ended. Whether async hooks are on
// is read from Node itself: with promise hooks off, code after an await runs with async id 0.
// Prints what it saw as JSON.
import { executionAsyncId } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { ContextWhileTraced } from './tracing-context';

async function hooksOn(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

async function main() {
  const manager = new ContextWhileTraced();
  context.setGlobalContextManager(manager);
  const tracer = new BasicTracerProvider({ spanProcessors: [manager.spanProcessor] }).getTracer('fixture');
  const before = await hooksOn();

  let bound: () => Span | undefined = () => undefined;
  const emitter = new EventEmitter();
  const heard: (Span | undefined)[] = [];
  const span = tracer.startSpan('traced', { kind: SpanKind.SERVER });
  const inTracedRequest = await context.with(trace.setSpan(context.active(), span), async () => {
    bound = context.bind(context.active(), () => trace.getActiveSpan());
    context.bind(context.active(), emitter);
    emitter.on('data', () => heard.push(trace.getActiveSpan()));
    const on = await hooksOn();
    span.end();
    return on;
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const afterIt = await hooksOn();

  const saw = bound();
  const boundCalledLater = { saw: saw ? 'span' : null, hooksOn: await hooksOn() };
  emitter.emit('data');
  const emitterHeardLater = { saw: heard[0] ? 'span' : null, hooksOn: await hooksOn() };
  process.stdout.write(
    JSON.stringify({ before, inTracedRequest, afterIt, boundCalledLater, emitterHeardLater }),
  );
}

void main();
