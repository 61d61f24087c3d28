// Issue 38: answers that survive a dropped connection. Every answer is written to this device
// first (localStorage, per exam session, in the order given), then sent one at a time, in that
// order; it leaves the queue only when the server acknowledged it. Unreachable: tried again with
// backoff, at once when the browser is back online, and after a reload (the queue is read back).
// The server takes a replay of a stored answer as a no-op, so a resend after a lost
// acknowledgement counts once. Times stay the server's (decision 2026-11-29-offline-answer-times).

/** An option id (IQ matrices), a scale value (questionnaires), or null: the answer cleared. */
export type AnswerValue = string | number;

export interface QueuedAnswer<V extends AnswerValue = AnswerValue> {
  questionId: string;
  value: V | null;
  /** Order of giving; a later answer to the same question replaces the earlier one. */
  seq: number;
  /** When it was given on this device (ms): kept for the record only, never sent as a time. */
  givenAt: number;
}

/** What the server said to one answer. */
export type SendOutcome = 'saved' | 'refused' | 'unreachable';

export interface AnswerQueueState<V extends AnswerValue = AnswerValue> {
  /** Given, not yet acknowledged, in sending order. */
  pending: readonly QueuedAnswer<V>[];
  /** The last attempt got no answer (or the browser is offline): the pending ones wait here. */
  waiting: boolean;
  /** The answers that had to wait were all acknowledged since (until the next answer). */
  savedAfterWait: boolean;
  /** The last answer the server refused (locked, time up, not of this test). */
  refused: QueuedAnswer<V> | null;
}

/** Minimal Storage (localStorage in the page; any Web Storage in tests). */
export type AnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Seconds between attempts while unreachable: doubling, at most half a minute. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

export const queueStorageKey = (sessionId: string) => `iq.exam.answerQueue.${sessionId}`;

/** The queue with `answer` last; an earlier, unsent answer to its question is dropped (dedupe). */
export function withAnswer<V extends AnswerValue>(
  queue: readonly QueuedAnswer<V>[],
  answer: QueuedAnswer<V>,
): QueuedAnswer<V>[] {
  return [...queue.filter((queued) => queued.questionId !== answer.questionId), answer];
}

/** The queue without the acknowledged answer (by its seq: a newer answer to it stays). */
export function withoutAnswer<V extends AnswerValue>(
  queue: readonly QueuedAnswer<V>[],
  seq: number,
): QueuedAnswer<V>[] {
  return queue.filter((queued) => queued.seq !== seq);
}

/** The server's answers with the queued ones over them (a queued null clears an answer). */
export function answersWithQueued<V extends AnswerValue>(
  saved: Readonly<Record<string, V>>,
  pending: readonly QueuedAnswer<V>[],
): Record<string, V> {
  const answers = { ...saved };
  for (const { questionId, value } of pending) {
    if (value === null) delete answers[questionId];
    else answers[questionId] = value;
  }
  return answers;
}

const isQueuedAnswer = (value: unknown): value is QueuedAnswer => {
  const v = value as Partial<QueuedAnswer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.questionId === 'string' &&
    (typeof v.value === 'string' || typeof v.value === 'number' || v.value === null) &&
    Number.isInteger(v.seq) &&
    typeof v.givenAt === 'number'
  );
};

/** The stored queue of a session, in order; anything unreadable is an empty queue. */
export function readQueue<V extends AnswerValue>(
  storage: AnswerStorage,
  sessionId: string,
): QueuedAnswer<V>[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(queueStorageKey(sessionId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // One session is one kind of test, so its stored values are of that test's kind.
    return (parsed.filter(isQueuedAnswer) as QueuedAnswer<V>[]).sort((a, b) => a.seq - b.seq);
  } catch {
    return [];
  }
}

function writeQueue(storage: AnswerStorage, sessionId: string, queue: readonly QueuedAnswer[]): void {
  try {
    if (queue.length === 0) storage.removeItem(queueStorageKey(sessionId));
    else storage.setItem(queueStorageKey(sessionId), JSON.stringify(queue));
  } catch {
    // Storage full or refused (private mode): the answer still goes out from memory.
  }
}

interface Options<V extends AnswerValue> {
  storage: AnswerStorage;
  send: (answer: QueuedAnswer<V>) => Promise<SendOutcome>;
  /** Whether the browser believes it is online (navigator.onLine in the page). */
  online?: () => boolean;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** One exam session's answers on their way to the server. */
export class AnswerQueue<V extends AnswerValue = AnswerValue> {
  private state: AnswerQueueState<V>;
  private readonly listeners = new Set<() => void>();
  private sending: Promise<void> | null = null;
  private failures = 0;
  /** An answer that had to wait was refused: the drained queue is then not "all saved". */
  private refusedAfterWait = false;
  private timer: unknown = null;
  private readonly online: () => boolean;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(
    readonly sessionId: string,
    private readonly options: Options<V>,
  ) {
    this.online = options.online ?? (() => true);
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    const pending = readQueue<V>(options.storage, sessionId);
    // Read back after a reload: these waited, so their acknowledgement is worth saying.
    this.state = { pending, waiting: pending.length > 0, savedAfterWait: false, refused: null };
  }

  getState = (): AnswerQueueState<V> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stores the answer on this device, then sends what is queued. */
  answer(questionId: string, value: V | null): Promise<void> {
    const last = this.state.pending.at(-1)?.seq ?? 0;
    const queued = { questionId, value, seq: Math.max(last, this.now()) + 1, givenAt: this.now() };
    this.update({
      pending: withAnswer(this.state.pending, queued),
      savedAfterWait: false,
      refused: this.state.refused?.questionId === questionId ? null : this.state.refused,
    });
    return this.flush();
  }

  /** Sends the queue in order until it is empty or the server cannot be reached. */
  flush(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** Stops the retry timer (the screen is gone; the stored queue stays for the next one). */
  dispose(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private async sendAll(): Promise<void> {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    for (let head = this.state.pending[0]; head; head = this.state.pending[0]) {
      const outcome: SendOutcome = this.online()
        ? await this.options.send(head).catch(() => 'unreachable' as const)
        : 'unreachable';
      if (outcome === 'unreachable') {
        this.update({ waiting: true });
        this.scheduleRetry();
        return;
      }
      this.failures = 0;
      const pending = withoutAnswer(this.state.pending, head.seq);
      const drained = pending.length === 0;
      if (outcome === 'refused' && this.state.waiting) this.refusedAfterWait = true;
      const allSaved = !this.refusedAfterWait;
      if (drained) this.refusedAfterWait = false;
      this.update({
        pending,
        waiting: drained ? false : this.state.waiting,
        savedAfterWait: drained && this.state.waiting && allSaved,
        refused: outcome === 'refused' ? head : this.state.refused,
      });
    }
  }

  private scheduleRetry(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!;
    this.failures += 1;
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private update(change: Partial<AnswerQueueState<V>>): void {
    const before = this.state.pending;
    this.state = { ...this.state, ...change };
    if (this.state.pending !== before) writeQueue(this.options.storage, this.sessionId, this.state.pending);
    for (const listener of this.listeners) listener();
  }
}
