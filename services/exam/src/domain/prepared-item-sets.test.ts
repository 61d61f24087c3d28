// Item sets drawn ahead (issue 15, load): each set is what assembleTest draws for its seed, drawn
// a slice at a time (here one item per turn: sliceMs 0) between turns of the event loop, handed
// out once. The turns are run by hand here.
import { assembleTest } from './matrices';
import { PreparedItemSets } from './prepared-item-sets';
import { seededRandom } from './testing-random';

const COUNT = 6;

/** A nextTurn whose steps wait until the test runs them. */
function manualTurns() {
  const waiting: (() => void)[] = [];
  return {
    nextTurn: (step: () => void) => void waiting.push(step),
    get waiting() {
      return waiting.length;
    },
    /** Runs one waiting step and lets the step's continuation run; false when none waited. */
    async runOne(): Promise<boolean> {
      const step = waiting.shift();
      if (!step) return false;
      step();
      await new Promise((resolve) => setImmediate(resolve));
      return true;
    },
  };
}

const picturesOf = (items: { matrixSvg: string; optionSvgs: string[] }[]) =>
  items.map((item) => [item.matrixSvg, ...item.optionSvgs]);

describe('PreparedItemSets', () => {
  test('draws one item per turn; a set is ready after its last item, and is assembleTest(seed)', async () => {
    const turns = manualTurns();
    const sets = new PreparedItemSets({
      size: 2,
      count: COUNT,
      random: seededRandom(3),
      ...turns,
      sliceMs: 0,
    }).start();
    await new Promise((resolve) => setImmediate(resolve));
    let ran = 0;
    while (sets.readyCount === 0) {
      expect(await turns.runOne()).toBe(true);
      ran += 1;
    }
    expect(ran).toBe(COUNT); // one item per turn, never the whole set at once
    while (await turns.runOne()) ran += 1;
    expect(ran).toBe(2 * COUNT);
    expect(sets.readyCount).toBe(2);

    const seeds = [sets.take()!, sets.take()!].map((set) => {
      expect(picturesOf(set.items)).toEqual(picturesOf(assembleTest(set.seed, COUNT)));
      expect(set.items.map((item) => item.irt)).toEqual(
        assembleTest(set.seed, COUNT).map((item) => item.irt),
      );
      return set.seed;
    });
    expect(new Set(seeds).size).toBe(2);
    // The seeds come from the random source given (crypto in production).
    const random = seededRandom(3);
    expect(seeds).toEqual([random.below(2 ** 32), random.below(2 ** 32)]);
  });

  test('a set is handed out once; an empty pool says so and draws again', async () => {
    const turns = manualTurns();
    const sets = new PreparedItemSets({
      size: 1,
      count: COUNT,
      random: seededRandom(4),
      ...turns,
      sliceMs: 0,
    }).start();
    expect(sets.take()).toBeUndefined(); // nothing drawn yet: the start draws its own
    while (await turns.runOne());
    const first = sets.take()!;
    expect(sets.take()).toBeUndefined();
    while (await turns.runOne());
    const second = sets.take()!;
    expect(second.seed).not.toBe(first.seed);
    expect(second.items).not.toBe(first.items);
  });

  test('a slice draws items until its time is spent: one long slice draws a whole set in a turn', async () => {
    const turns = manualTurns();
    const sets = new PreparedItemSets({
      size: 2,
      count: COUNT,
      random: seededRandom(7),
      ...turns,
      sliceMs: 60_000,
    }).start();
    expect(await turns.runOne()).toBe(true);
    expect(sets.readyCount).toBe(1);
    expect(await turns.runOne()).toBe(true);
    expect(sets.readyCount).toBe(2);
    expect(await turns.runOne()).toBe(false);
  });

  test('stop: nothing more is drawn', async () => {
    const turns = manualTurns();
    const sets = new PreparedItemSets({
      size: 3,
      count: COUNT,
      random: seededRandom(5),
      ...turns,
      sliceMs: 0,
    }).start();
    await turns.runOne();
    sets.stop();
    while (await turns.runOne());
    expect(sets.readyCount).toBe(0);
    expect(turns.waiting).toBe(0);
  });

  test('with the default turns (setImmediate) the pool fills on its own', async () => {
    const sets = new PreparedItemSets({ size: 2, count: COUNT, random: seededRandom(6) }).start();
    for (let i = 0; i < 200 && sets.readyCount < 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect(sets.readyCount).toBe(2);
    sets.stop();
  });
});

describe('PreparedItemSets drawing away (a worker thread in production)', () => {
  /** A drawAway whose sets the test hands over one by one, recording the seeds asked for. */
  function heldDrawAway() {
    const asked: { seed: number; settle: (fail?: Error) => void }[] = [];
    return {
      asked,
      drawAway: (seed: number, count: number) =>
        new Promise<ReturnType<typeof assembleTest>>((resolve, reject) =>
          asked.push({ seed, settle: (fail) => (fail ? reject(fail) : resolve(assembleTest(seed, count))) }),
        ),
    };
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  test('sets come from drawAway, not from this thread; a start with none ready waits for the next one', async () => {
    const away = heldDrawAway();
    const turns = manualTurns();
    const sets = new PreparedItemSets({
      size: 1,
      count: COUNT,
      random: seededRandom(8),
      ...turns,
      drawAway: away.drawAway,
    }).start();
    await settled();
    expect(away.asked).toHaveLength(1);
    const waited = sets.next();
    let got: Awaited<typeof waited> | 'pending' = 'pending';
    void waited.then((set) => (got = set));
    await settled();
    expect(got).toBe('pending'); // nothing ready: it waits rather than drawing here
    away.asked[0]!.settle();
    await settled();
    expect(got).not.toBe('pending');
    const set = got as unknown as { seed: number; items: ReturnType<typeof assembleTest> };
    expect(set.seed).toBe(seededRandom(8).below(2 ** 32));
    expect(picturesOf(set.items)).toEqual(picturesOf(assembleTest(set.seed, COUNT)));
    // The handed-over set did not also go into the pool; the pool is refilled from drawAway.
    expect(sets.readyCount).toBe(0);
    await settled();
    expect(away.asked).toHaveLength(2);
    away.asked[1]!.settle();
    await settled();
    expect(sets.readyCount).toBe(1);
    expect(turns.waiting).toBe(0); // this thread drew nothing
    sets.stop();
  });

  test('when drawAway fails, waiting starts draw their own and later sets are drawn here', async () => {
    const away = heldDrawAway();
    const turns = manualTurns();
    const failures: unknown[] = [];
    const sets = new PreparedItemSets({
      size: 1,
      count: COUNT,
      random: seededRandom(9),
      ...turns,
      sliceMs: 0,
      drawAway: away.drawAway,
      onDrawAwayFailed: (error) => failures.push(error),
    }).start();
    await settled();
    const waited = sets.next();
    away.asked[0]!.settle(new Error('worker gone'));
    expect(await waited).toBeUndefined(); // the start draws its own
    expect(failures).toEqual([new Error('worker gone')]);
    while (await turns.runOne());
    expect(sets.readyCount).toBe(1); // drawn here, a slice per turn
    expect(away.asked).toHaveLength(1); // drawAway is not asked again
    expect(await sets.next()).toBeDefined();
    sets.stop();
  });

  test('stop releases a start waiting for a set', async () => {
    const away = heldDrawAway();
    const sets = new PreparedItemSets({
      size: 1,
      count: COUNT,
      random: seededRandom(10),
      drawAway: away.drawAway,
    });
    sets.start();
    await settled();
    const waited = sets.next();
    sets.stop();
    expect(await waited).toBeUndefined();
  });

  test('without drawAway, next() is take(): undefined at once when none is ready', async () => {
    const turns = manualTurns();
    const sets = new PreparedItemSets({ size: 1, count: COUNT, random: seededRandom(11), ...turns });
    sets.start();
    expect(await sets.next()).toBeUndefined();
    sets.stop();
  });
});
