import { api } from './query';
import { createAppStore } from './store';
import {
  beginPending,
  endPending,
  networkFailureCount,
  pendingCount,
  subscribePending,
  trackPending,
} from './pending';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ pendingProbe: build.query<unknown, string>({ query: (path) => path }) }),
});

const store = createAppStore();
const ask = (path: string) =>
  store.dispatch(probeApi.endpoints.pendingProbe.initiate(path, { subscribe: false }));
const answered = () =>
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ result: 500, message: 'x' }), { status: 500 }));
const unanswered = () => jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

afterEach(() => jest.restoreAllMocks());

test('counts overlapping waits and tells its listeners of every change', () => {
  const seen: number[] = [];
  const stop = subscribePending(() => seen.push(pendingCount()));
  beginPending();
  beginPending();
  endPending();
  endPending();
  endPending(); // never below zero
  stop();
  beginPending();
  endPending();
  expect(seen).toEqual([1, 2, 1, 0, 0]);
});

test('a tracked promise is a wait until it settles, a rejected one too', async () => {
  let fail!: (error: Error) => void;
  const loading = trackPending(new Promise((_, reject) => (fail = reject)));
  expect(pendingCount()).toBe(1);
  fail(new Error('chunk'));
  await expect(loading).rejects.toThrow('chunk');
  expect(pendingCount()).toBe(0);
});

test('an API call is a wait while it runs', async () => {
  answered();
  const call = ask('/slow');
  expect(pendingCount()).toBe(1);
  await call;
  expect(pendingCount()).toBe(0);
});

test('calls that get no answer count in a row; any answer, even an error, resets the count', async () => {
  unanswered();
  await ask('/a');
  await ask('/b');
  expect(networkFailureCount()).toBe(2);
  jest.restoreAllMocks();
  answered();
  await ask('/c');
  expect(networkFailureCount()).toBe(0);
});

test('a call the page dropped (aborted) is no network failure', async () => {
  // The browser's fetch rejects once its call is aborted (the test environment's Request drops the signal).
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      () =>
        new Promise((_, reject) => setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 5)),
    );
  const call = ask('/dropped');
  call.abort();
  await call;
  await new Promise((settled) => setTimeout(settled, 20)); // the base query returns after the thunk
  expect(networkFailureCount()).toBe(0);
  expect(pendingCount()).toBe(0);
});
