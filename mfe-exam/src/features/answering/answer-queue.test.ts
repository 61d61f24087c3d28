// The answer queue (issue 38): order, dedupe, survival of a reload, refusals and backoff. The
// transport is a scripted server (what it received, in order); storage is jsdom's real
// localStorage, read back raw as JSON where the test checks what a reload would find.
import {
  AnswerQueue,
  queueStorageKey,
  readQueue,
  RETRY_DELAYS_MS,
  type QueuedAnswer,
  type SendOutcome,
} from './answer-queue';

const SESSION = 'session-a';

/** A server that is reachable or not, and refuses the questions named in `refuses`. */
function scriptedServer() {
  const received: [string, string | number | null][] = [];
  const server = {
    reachable: true,
    refuses: new Set<string>(),
    received,
    send: async ({ questionId, value }: QueuedAnswer): Promise<SendOutcome> => {
      await Promise.resolve();
      if (!server.reachable) return 'unreachable';
      received.push([questionId, value]);
      return server.refuses.has(questionId) ? 'refused' : 'saved';
    },
  };
  return server;
}

/** Timers run by hand: what was scheduled, with its delay. */
function manualTimers() {
  const scheduled: { run: () => void; ms: number }[] = [];
  return {
    scheduled,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      scheduled.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const at = scheduled.indexOf(timer as { run: () => void; ms: number });
      if (at >= 0) scheduled.splice(at, 1);
    },
    runNext: () => scheduled.shift()!.run(),
  };
}

const stored = (sessionId = SESSION): [string, string | number | null][] =>
  (JSON.parse(localStorage.getItem(queueStorageKey(sessionId)) ?? '[]') as QueuedAnswer[]).map((a) => [
    a.questionId,
    a.value,
  ]);

let clock = 1_000;
const now = () => clock++;

function queueWith(server: ReturnType<typeof scriptedServer>, timers = manualTimers(), sessionId = SESSION) {
  return new AnswerQueue(sessionId, {
    storage: localStorage,
    send: server.send,
    online: () => server.reachable,
    now,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
}

afterEach(() => localStorage.clear());

test('online: each answer is sent at once and leaves nothing on the device', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  await queue.answer('q1', 'q1o3');
  await queue.answer('q2', 'q2o1');
  expect(server.received).toEqual([
    ['q1', 'q1o3'],
    ['q2', 'q2o1'],
  ]);
  expect(localStorage.getItem(queueStorageKey(SESSION))).toBeNull();
  expect(queue.getState()).toMatchObject({ pending: [], waiting: false, savedAfterWait: false });
});

test('offline: answers wait on the device in the order given, then go out in that order', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  server.reachable = false;
  await queue.answer('q6', 'q6o2');
  await queue.answer('q7', 'q7o5');
  await queue.answer('q8', 'q8o1');
  expect(server.received).toEqual([]);
  expect(stored()).toEqual([
    ['q6', 'q6o2'],
    ['q7', 'q7o5'],
    ['q8', 'q8o1'],
  ]);
  expect(queue.getState()).toMatchObject({ waiting: true, savedAfterWait: false });

  server.reachable = true;
  await queue.flush();
  expect(server.received).toEqual([
    ['q6', 'q6o2'],
    ['q7', 'q7o5'],
    ['q8', 'q8o1'],
  ]);
  expect(stored()).toEqual([]);
  expect(queue.getState()).toMatchObject({ pending: [], waiting: false, savedAfterWait: true });
});

test('dedupe: a question answered twice offline is sent once, with the later answer, in its new place', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  server.reachable = false;
  await queue.answer('q1', 'q1o1');
  await queue.answer('q2', 'q2o2');
  await queue.answer('q1', 'q1o4');
  expect(stored()).toEqual([
    ['q2', 'q2o2'],
    ['q1', 'q1o4'],
  ]);
  server.reachable = true;
  await queue.flush();
  expect(server.received).toEqual([
    ['q2', 'q2o2'],
    ['q1', 'q1o4'],
  ]);
});

test('an answer changed while its first version is on the way is sent after it, not lost', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  const first = queue.answer('q1', 'q1o1'); // in flight
  const second = queue.answer('q1', 'q1o2');
  await Promise.all([first, second]);
  expect(server.received.at(-1)).toEqual(['q1', 'q1o2']);
  expect(stored()).toEqual([]);
});

test('reload: a new queue on the same device sends what the old one stored, in order', async () => {
  const server = scriptedServer();
  server.reachable = false;
  const before = queueWith(server);
  await before.answer('q5', 'q5o6');
  await before.answer('q6', 'q6o3');
  before.dispose();

  server.reachable = true;
  const after = queueWith(server); // the page after a reload
  expect(after.getState().pending.map((a) => a.questionId)).toEqual(['q5', 'q6']);
  expect(after.getState().waiting).toBe(true);
  await after.flush();
  expect(server.received).toEqual([
    ['q5', 'q5o6'],
    ['q6', 'q6o3'],
  ]);
  expect(localStorage.getItem(queueStorageKey(SESSION))).toBeNull();
  expect(after.getState().savedAfterWait).toBe(true);
});

test('queues are per exam session: another session neither sees nor sends them', async () => {
  const server = scriptedServer();
  server.reachable = false;
  await queueWith(server).answer('q1', 'q1o1');
  server.reachable = true;
  const other = queueWith(server, manualTimers(), 'session-b');
  await other.flush();
  expect(server.received).toEqual([]);
  expect(stored()).toEqual([['q1', 'q1o1']]);
});

test('a refused answer leaves the queue, is reported, and the ones after it still go', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  server.reachable = false;
  await queue.answer('q1', 'q1o1');
  await queue.answer('q2', 'q2o2');
  server.reachable = true;
  server.refuses.add('q1');
  await queue.flush();
  expect(server.received).toEqual([
    ['q1', 'q1o1'],
    ['q2', 'q2o2'],
  ]);
  expect(queue.getState().refused).toMatchObject({ questionId: 'q1', value: 'q1o1' });
  expect(stored()).toEqual([]);
  // One of those that waited was not taken: "saved" would not be true of them all.
  expect(queue.getState().savedAfterWait).toBe(false);
});

test('unreachable: tried again after 1, 2, 4 … seconds, at most 30; the first success resets it', async () => {
  const server = scriptedServer();
  const timers = manualTimers();
  const queue = queueWith(server, timers);
  server.reachable = false;
  await queue.answer('q1', 'q1o1');
  const delays: number[] = [];
  for (let i = 0; i < 8; i++) {
    expect(timers.scheduled).toHaveLength(1);
    delays.push(timers.scheduled[0]!.ms);
    timers.runNext();
    await queue.flush();
  }
  expect(delays).toEqual([...RETRY_DELAYS_MS, 30_000, 30_000]);

  server.reachable = true;
  timers.runNext();
  await queue.flush();
  expect(server.received).toEqual([['q1', 'q1o1']]);
  expect(timers.scheduled).toHaveLength(0);
  server.reachable = false;
  await queue.answer('q2', 'q2o1');
  expect(timers.scheduled.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]]);
});

test('a flush by hand (back online) cancels the pending retry: one attempt, not two', async () => {
  const server = scriptedServer();
  const timers = manualTimers();
  const queue = queueWith(server, timers);
  server.reachable = false;
  await queue.answer('q1', 'q1o1');
  server.reachable = true;
  await queue.flush();
  expect(timers.scheduled).toHaveLength(0);
  expect(server.received).toEqual([['q1', 'q1o1']]);
});

test('a new answer after the wait ends the "saved" notice', async () => {
  const server = scriptedServer();
  const queue = queueWith(server);
  server.reachable = false;
  await queue.answer('q1', 'q1o1');
  server.reachable = true;
  await queue.flush();
  expect(queue.getState().savedAfterWait).toBe(true);
  await queue.answer('q2', 'q2o1');
  expect(queue.getState().savedAfterWait).toBe(false);
});

test('what is stored is read defensively: foreign or broken entries are no answers', () => {
  localStorage.setItem(queueStorageKey(SESSION), '{not json');
  expect(readQueue(localStorage, SESSION)).toEqual([]);
  localStorage.setItem(
    queueStorageKey(SESSION),
    JSON.stringify([
      { questionId: 'q2', value: 'q2o1', seq: 5, givenAt: 1 },
      { questionId: 'q1', value: { option: 7 }, seq: 3, givenAt: 1 },
      'q3',
      { questionId: 'q4', value: 4, seq: 4, givenAt: 1 },
      { questionId: 'q1', value: null, seq: 2, givenAt: 1 },
    ]),
  );
  expect(readQueue(localStorage, SESSION).map((a) => [a.questionId, a.value])).toEqual([
    ['q1', null],
    ['q4', 4],
    ['q2', 'q2o1'],
  ]);
});
