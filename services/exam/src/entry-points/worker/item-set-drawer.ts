// Draws IQ item sets on a worker thread (item-set-worker.ts) for PreparedItemSets (issue 15,
// load): a set's 30 matrices take ≈12 ms of CPU, which on the service's own thread every answer
// arriving meanwhile waited for, a slice at a time. The thread starts with the first set asked
// for and does not keep the process alive. A thread that fails or exits rejects what it was
// drawing; PreparedItemSets then draws on its own thread.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GeneratedItem } from '../../domain/matrices';
import type { DrawAnswer, DrawRequest } from './item-set-worker';

const ENTRY = path.join(__dirname, 'item-set-worker.cjs');

export interface ItemSetDrawer {
  /** assembleTest(seed, count), drawn on the worker thread. */
  draw(seed: number, count: number): Promise<GeneratedItem[]>;
  /** Ends the thread; what it was drawing is rejected. */
  stop(): Promise<void>;
}

/**
 * `entry`: the thread's script, item-set-worker's by default (tests give one that dies, to see a
 * thread's failure reach the sets waiting for it).
 */
export function workerItemSetDrawer(entry: string = ENTRY): ItemSetDrawer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (items: GeneratedItem[]) => void; reject: (e: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(entry);
    thread.on('message', (answer: DrawAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.items);
    });
    thread.on('error', (error) => thread === worker && failAll(error));
    thread.on('exit', (code) => thread === worker && failAll(new Error(`item-set worker exited (${code})`)));
    // After the listeners: adding a 'message' listener refs the thread's port again, and a ref'd
    // port kept the service running after SIGTERM had closed everything else.
    thread.unref();
    return (worker = thread);
  };

  return {
    draw(seed, count) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ id, seed, count } satisfies DrawRequest);
      });
    },
    async stop() {
      const thread = worker;
      failAll(new Error('item-set worker stopped'));
      await thread?.terminate();
    },
  };
}
