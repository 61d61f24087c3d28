// Item sets drawn ahead (issue 15, load): drawing a set's 30 matrices takes milliseconds of CPU,
// and on the exam service's one thread every answer waiting behind a session start waited for it
// (docs/decisions/2026-11-26-item-sets-drawn-ahead.md).
// Here sets are drawn before they are asked for and a start takes a ready set. They are drawn by
// `drawAway` when given (a worker thread: entry-points/worker/item-set-drawer.ts), else, or once
// that fails, here, a few items (sliceMs) per turn of the event loop, so requests in between wait
// that long at most. Each set is exactly assembleTest(seed) for its own fresh seed (the seed is
// what the session stores, and its pictures are drawn again from it and checked against their
// digest).
import { generateItem, inTestOrder, itemPlan, type GeneratedItem } from './matrices';
import type { SessionRandom } from './session-random';

/** A drawn set: its seed and assembleTest(seed, count). */
export interface PreparedSet {
  seed: number;
  items: GeneratedItem[];
}

export interface PreparedItemSetsOptions {
  /** Sets kept ready (a burst of starts beyond it draws in the request, as without this). */
  size: number;
  /** Items per set. */
  count: number;
  /** Where each set's seed comes from (crypto in production). */
  random: SessionRandom;
  /** Runs `step` on a later turn of the event loop (setImmediate: after pending I/O). */
  nextTurn?: (step: () => void) => void;
  /**
   * Drawing time per turn before the next item waits for the next turn (default 2 ms: a few
   * items). 0: one item per turn.
   */
  sliceMs?: number;
  /** Draws a whole set elsewhere: assembleTest(seed, count). Once it fails, sets are drawn here. */
  drawAway?: (seed: number, count: number) => Promise<GeneratedItem[]>;
  /** Told once, when drawAway failed and sets are drawn here from then on. */
  onDrawAwayFailed?: (error: unknown) => void;
}

export class PreparedItemSets {
  private readonly ready: PreparedSet[] = [];
  private filling = false;
  private stopped = false;
  private awayFailed = false;
  /** Starts waiting for the next set drawn away (next()). */
  private readonly waiting: ((set: PreparedSet | undefined) => void)[] = [];

  private readonly sliceMs: number;

  constructor(private readonly options: PreparedItemSetsOptions) {
    this.sliceMs = options.sliceMs ?? 2;
  }

  /** Starts drawing until `size` sets are ready. */
  start(): this {
    void this.fill();
    return this;
  }

  /** A ready set (taken: it is never handed out twice), or undefined; drawing resumes either way. */
  take(): PreparedSet | undefined {
    const set = this.ready.shift();
    void this.fill();
    return set;
  }

  /**
   * A ready set, or, while sets are drawn away, the next one drawn: a start then waits for the
   * worker thread instead of drawing on the service's own one. Undefined when none comes that way
   * (nothing drawn away, it failed, or stopped): the caller draws its own.
   */
  async next(): Promise<PreparedSet | undefined> {
    const set = this.take();
    if (set || !this.options.drawAway || this.awayFailed || this.stopped) return set;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      void this.fill();
    });
  }

  /** Sets ready now (tests, figures). */
  get readyCount(): number {
    return this.ready.length;
  }

  /** Draws nothing more (shutdown, end of a test). */
  stop(): void {
    this.stopped = true;
    this.releaseWaiting();
  }

  /** Tells every start waiting for a set drawn away to draw its own. */
  private releaseWaiting(): void {
    for (const resolve of this.waiting.splice(0)) resolve(undefined);
  }

  private turn(): Promise<void> {
    const nextTurn = this.options.nextTurn ?? setImmediate;
    return new Promise((resolve) => nextTurn(resolve));
  }

  private async fill(): Promise<void> {
    if (this.filling || this.stopped) return;
    this.filling = true;
    try {
      while (!this.stopped && (this.ready.length < this.options.size || this.waiting.length > 0)) {
        const seed = this.options.random.below(2 ** 32);
        // Here right away when nothing is drawn away (no turn of the event loop lost before).
        const away = this.options.drawAway && !this.awayFailed ? await this.drawnAway(seed) : undefined;
        const items = away ?? (await this.drawnHere(seed));
        if (!items || this.stopped) return;
        const waiter = this.waiting.shift();
        if (waiter) waiter({ seed, items });
        else this.ready.push({ seed, items });
      }
    } finally {
      this.filling = false;
    }
  }

  /** The set drawn by drawAway, or undefined when it failed. */
  private async drawnAway(seed: number): Promise<GeneratedItem[] | undefined> {
    try {
      return await this.options.drawAway!(seed, this.options.count);
    } catch (error) {
      if (this.stopped) return undefined;
      this.awayFailed = true;
      this.options.onDrawAwayFailed?.(error);
      this.releaseWaiting();
      return undefined;
    }
  }

  /** The set drawn on this thread a slice per turn, or undefined when stopped meanwhile. */
  private async drawnHere(seed: number): Promise<GeneratedItem[] | undefined> {
    const items: GeneratedItem[] = [];
    let turnEnds = 0;
    for (const item of itemPlan(seed, this.options.count)) {
      if (performance.now() >= turnEnds) {
        await this.turn();
        if (this.stopped) return undefined;
        turnEnds = performance.now() + this.sliceMs;
      }
      items.push(generateItem(item.seed, item.level));
    }
    return inTestOrder(items);
  }
}
