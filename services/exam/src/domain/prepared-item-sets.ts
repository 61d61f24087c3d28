// Item sets drawn ahead (issue 15, load): drawing a set's 30 matrices takes ≈12 ms of the exam
// service's one thread, and every answer waiting behind a session start waited for it. Here sets
// are drawn before they are asked for, a few items (≈2 ms) per turn of the event loop, so
// requests in between wait that long at most; a start takes a ready set. Each set is exactly
// assembleTest(seed) for its own fresh seed (the seed is what the session stores, and its
// pictures are drawn again from it and checked against their digest).
import { generateItem, inTestOrder, itemPlan, type GeneratedItem } from './matrices';
import type { SessionRandom } from './exam-session';

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
   * Drawing time per turn before the next item waits for the next turn (default 2 ms; an item
   * takes ≈0.4 ms). 0: one item per turn.
   */
  sliceMs?: number;
}

export class PreparedItemSets {
  private readonly ready: PreparedSet[] = [];
  private filling = false;
  private stopped = false;

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

  /** Sets ready now (tests, figures). */
  get readyCount(): number {
    return this.ready.length;
  }

  /** Draws nothing more (shutdown, end of a test). */
  stop(): void {
    this.stopped = true;
  }

  private turn(): Promise<void> {
    const nextTurn = this.options.nextTurn ?? setImmediate;
    return new Promise((resolve) => nextTurn(resolve));
  }

  private async fill(): Promise<void> {
    if (this.filling || this.stopped) return;
    this.filling = true;
    try {
      while (!this.stopped && this.ready.length < this.options.size) {
        const seed = this.options.random.below(2 ** 32);
        const items: GeneratedItem[] = [];
        let turnEnds = 0;
        for (const item of itemPlan(seed, this.options.count)) {
          if (performance.now() >= turnEnds) {
            await this.turn();
            if (this.stopped) return;
            turnEnds = performance.now() + this.sliceMs;
          }
          items.push(generateItem(item.seed, item.level));
        }
        this.ready.push({ seed, items: inTestOrder(items) });
      }
    } finally {
      this.filling = false;
    }
  }
}
