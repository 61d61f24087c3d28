// The context manager of traced processes (issue 42). On Node 20, AsyncLocalStorage turns on
// async hooks the first time a context is entered, and from then on every promise pays for them
// (an await 2.5–3.7 times slower): a quarter of the stack's CPU per request while 99 % of the
// requests are not traced (docs/decisions/2026-11-30-contexts-only-while-traced.md). This
// manager enters a context only while a traced request is in flight and leaves the hooks off
// otherwise. Public APIs only: the ContextManager interface, AsyncLocalStorageContextManager
// inside it, and AsyncLocalStorage's documented disable().
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
  private readonly inner = new AsyncLocalStorageContextManager();
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
    return this.inner.with(context, fn, thisArg, ...args);
  }

  bind<T>(context: Context, target: T): T {
    if (!this.needed(context)) return target;
    this.entered = true;
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
