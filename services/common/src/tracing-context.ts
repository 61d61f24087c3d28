// The context managers of traced processes (issue 42). On Node 20, AsyncLocalStorage turns on
// async hooks the first time a context is entered, and from then on every promise pays for them
// (an await 2.5–3.7 times slower): a quarter of the stack's CPU per request while 99 % of the
// requests are not traced (docs/decisions/2026-11-30-contexts-only-while-traced.md). This
// manager enters a context only while a traced request is in flight and leaves the hooks off
// otherwise; once they have been on, though, V8's awaits stay slower for the life of the process
// (bench/load/promise-hooks.mjs), so only a service with an opt-in instrumentation that needs it
// uses this manager; the others use ContextInCallOnly. Public APIs only: the ContextManager
// interface, AsyncLocalStorageContextManager inside it, and AsyncLocalStorage's documented
// disable().
import { ROOT_CONTEXT, SpanKind, trace, type Context, type ContextManager } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * AsyncLocalStorage contexts while a traced (recording) server span is open in this process, or
 * for a context that holds a recording span; otherwise `with` just calls and `bind` returns its
 * target, and `active()` is the root context. Outside traced requests nothing is recorded
 * (the entrance decides; tracing.ts), so nothing there needs a context to follow its awaits.
 * Its `spanProcessor` counts the open server spans: put it in the provider's processors.
 */
export class ContextWhileTraced implements ContextManager {
  private readonly inner = new EnteredThrough(this);
  private open = 0;
  private entered = false;

  /** Counts the traced server spans; when the last ends, the hooks go off until the next. */
  readonly spanProcessor: SpanProcessor = {
    onStart: (span: Span) => {
      if (span.kind === SpanKind.SERVER) this.open++;
    },
    onEnd: (span: ReadableSpan) => {
      if (span.kind !== SpanKind.SERVER || this.open === 0) return;
      this.open--;
      // After the events that ended the span have run their other listeners (the access log's
      // line on the answer's 'finish' still names the trace), unless another began meanwhile.
      if (this.open === 0 && this.entered) setImmediate(() => this.leave()).unref();
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };

  /** Whether contexts are followed now (for tests). */
  get following(): boolean {
    return this.entered;
  }

  /** How many traced server spans are open. */
  get openServerSpans(): number {
    return this.open;
  }

  /**
   * Exits every context of this manager and, with no other AsyncLocalStorage in use, takes the
   * async hooks off (Node's docs: AsyncLocalStorage#disable).
   */
  private leave(): void {
    if (this.open > 0 || !this.entered) return;
    this.entered = false;
    this.inner.disable();
  }

  private needed(context: Context): boolean {
    return this.open > 0 || trace.getSpan(context)?.isRecording() === true;
  }

  active(): Context {
    return this.entered ? this.inner.active() : ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    if (!this.needed(context)) return fn.apply(thisArg, args);
    this.entered = true;
    return this.inner.enter(context, fn, thisArg, ...args);
  }

  /**
   * A function, or an event emitter's listeners, that run in `context` when called, as long as
   * it is needed then: what outlives its traced request (a pooled connection's listeners, bound
   * by the pg instrumentation) runs as it is afterwards and does not turn the hooks back on.
   */
  bind<T>(context: Context, target: T): T {
    if (!this.needed(context)) return target;
    return this.inner.bind(context, target);
  }

  enable(): this {
    this.inner.enable();
    return this;
  }

  disable(): this {
    this.entered = false;
    this.inner.disable();
    return this;
  }
}

/**
 * Contexts inside a call only, no AsyncLocalStorage ever: `with` makes the context active while
 * its function runs (synchronously), `bind` wraps a function to do the same, and an event emitter
 * is left as it is. The gateway's (startTracing's `edge`), and a service's unless an opt-in
 * instrumentation (pg, fetch, express) needs the context after an await: the server span is
 * active in the listener, which remembers it beside the request (request-span.ts) for the
 * gateway's forwarded calls and the request's log lines. With AsyncLocalStorage on while its traced requests were in flight, the gateway's CPU
 * per request rose by a fifth at 1 % sampling (docs/decisions/2026-11-30-gateway-contexts-in-call-only.md).
 */
export class ContextInCallOnly implements ContextManager {
  private current: Context = ROOT_CONTEXT;

  active(): Context {
    return this.current;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const previous = this.current;
    this.current = context;
    try {
      return fn.apply(thisArg, args);
    } finally {
      this.current = previous;
    }
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const fn = target as unknown as (...args: unknown[]) => unknown;
    const call = (thisArg: unknown, args: unknown[]) => this.with(context, fn, thisArg, ...args);
    return function (this: unknown, ...args: unknown[]) {
      return call(this, args);
    } as unknown as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.current = ROOT_CONTEXT;
    return this;
  }
}

/**
 * The SDK's AsyncLocalStorage manager, with what it binds (functions, event emitters' listeners)
 * calling back through `outer.with` when they run instead of its own: its own `with` is
 * `AsyncLocalStorage#run`, which enables the storage again. A listener bound in a traced request
 * and called long after it, on every query of a pooled connection, kept the hooks on for good
 * while `ContextWhileTraced` counted them off: tracing one request in ten thousand cost the exam
 * service 7 % of its CPU (docs/decisions/2026-11-30-gateway-contexts-in-call-only.md).
 */
class EnteredThrough extends AsyncLocalStorageContextManager {
  constructor(private readonly outer: ContextWhileTraced) {
    super();
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.outer.with(context, fn, thisArg, ...args);
  }

  /** Runs `fn` in `context` in the storage (the outer manager decided it is needed). */
  enter<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return super.with(context, fn, thisArg, ...args);
  }
}
