// Rendering runs off the request thread: a small pool of worker threads (piscina) with a bounded
// queue. A PDF takes about a second of CPU; on the request thread it would stall every other
// request for that long. A full queue refuses new work at once (RenderQueueFullError: the API
// can answer "generating, retry later"), a task past its time limit is aborted and its thread
// replaced, and a task that fails or kills its thread rejects with RenderFailedError: the
// service itself never goes down with a render.
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { CertificateTask, ReportTask } from './render-tasks';

export interface RenderPoolOptions {
  /** Worker threads (default: cores − 1, at least 1, at most 4). */
  threads?: number;
  /** Tasks waiting beyond the running ones before new ones are refused (default 32). */
  maxQueue?: number;
  /** Longest a task may take from the call, queueing included, in ms (default 60 s). */
  timeoutMs?: number;
  /** Heap limit of a worker in MB (default 512): a runaway render ends its thread, not the service. */
  maxHeapMb?: number;
}

export class RenderQueueFullError extends Error {
  override name = 'RenderQueueFullError';
}

export class RenderFailedError extends Error {
  override name = 'RenderFailedError';
}

type TaskName =
  'renderReport' | 'renderCertificatePdf' | 'renderCertificatePng' | 'warmUp' | 'fail' | 'crash';

export interface RenderPool {
  run(name: 'renderReport', task: ReportTask): Promise<Buffer>;
  run(name: 'renderCertificatePdf' | 'renderCertificatePng', task: CertificateTask): Promise<Buffer>;
  run(name: 'warmUp'): Promise<boolean>;
  /** Test hooks: a task that throws, and one that ends its worker thread. */
  run(name: 'fail', message: string): Promise<never>;
  run(name: 'crash'): Promise<never>;
  /** Threads, tasks waiting, tasks done. */
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

export interface RenderPoolStats {
  /** Worker threads started. */
  threads: number;
  /** Worker threads the pool runs (its size, whether started yet or not). */
  size: number;
  /** Tasks a thread is rendering now. */
  busy: number;
  /** Tasks waiting for a thread. */
  queued: number;
  /** Tasks done since the start. */
  completed: number;
}

export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const threads = options.threads ?? defaultThreadCount();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pool = new Piscina({
    filename: path.join(__dirname, 'render-worker.cjs'),
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? 32,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
  });
  // A worker that dies is replaced by piscina; its task rejects. Nothing may reach the
  // process's 'uncaughtException'.
  pool.on('error', () => undefined);
  // Tasks given to piscina and not settled: the queued ones, and the ones a thread renders.
  let inFlight = 0;

  async function run(name: TaskName, task?: unknown): Promise<unknown> {
    if (pool.queueSize >= pool.options.maxQueue) {
      throw new RenderQueueFullError(`render queue is full (${pool.queueSize} waiting)`);
    }
    let result: unknown;
    inFlight += 1;
    try {
      result = await pool.run(task, { name, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/queue is at limit/i.test(message)) throw new RenderQueueFullError(message);
      if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
        throw new RenderFailedError(`${name} took longer than ${timeoutMs} ms`);
      }
      throw new RenderFailedError(`${name} failed: ${message}`);
    } finally {
      inFlight -= 1;
    }
    return result instanceof Uint8Array
      ? Buffer.from(result.buffer, result.byteOffset, result.byteLength)
      : result;
  }

  return {
    run: run as RenderPool['run'],
    stats: () => ({
      threads: pool.threads.length,
      size: threads,
      busy: Math.max(0, inFlight - pool.queueSize),
      queued: pool.queueSize,
      completed: pool.completed,
    }),
    close: () => pool.close({ force: true }),
  };
}
