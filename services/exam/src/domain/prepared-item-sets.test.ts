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
