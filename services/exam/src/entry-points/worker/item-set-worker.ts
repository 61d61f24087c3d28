// The item-set worker thread (issue 15, load): draws whole IQ item sets, assembleTest(seed, count),
// away from the exam service's event loop, which only takes them. One message in, one out:
// { id, seed, count } → { id, items } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { assembleTest, type GeneratedItem } from '../../domain/matrices';

export interface DrawRequest {
  id: number;
  seed: number;
  count: number;
}

export type DrawAnswer = { id: number; items: GeneratedItem[] } | { id: number; error: string };

parentPort?.on('message', ({ id, seed, count }: DrawRequest) => {
  let answer: DrawAnswer;
  try {
    answer = { id, items: assembleTest(seed, count) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
