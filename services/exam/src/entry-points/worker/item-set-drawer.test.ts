// The item-set worker thread (issue 15, load): what it draws is assembleTest(seed, count) as drawn
// on this thread, whatever the order the answers come back in; a stopped drawer rejects what it
// was drawing and a new draw starts a new thread.
import { assembleTest } from '../../domain/matrices';
import { workerItemSetDrawer } from './item-set-drawer';

const keyed = (items: ReturnType<typeof assembleTest>) =>
  items.map((item) => ({
    seed: item.seed,
    matrixSvg: item.matrixSvg,
    optionSvgs: item.optionSvgs,
    correctOption: item.correctOption,
    irt: item.irt,
  }));

describe('workerItemSetDrawer', () => {
  test('draws on a thread exactly what assembleTest draws here, each set for its own seed', async () => {
    const drawer = workerItemSetDrawer();
    try {
      const seeds = [1, 4_000_000_000, 77, 123_456];
      const drawn = await Promise.all(seeds.map((seed) => drawer.draw(seed, 30)));
      drawn.forEach((items, i) => {
        expect(items).toHaveLength(30);
        expect(keyed(items)).toEqual(keyed(assembleTest(seeds[i]!, 30)));
        expect(items).toEqual(assembleTest(seeds[i]!, 30)); // the whole item, key and panels too
      });
    } finally {
      await drawer.stop();
    }
  }, 60_000);

  test('a bad request is refused with the generator’s own error; the thread goes on', async () => {
    const drawer = workerItemSetDrawer();
    try {
      await expect(drawer.draw(5, 0)).rejects.toThrow(/count must be an integer/);
      expect(keyed(await drawer.draw(5, 3))).toEqual(keyed(assembleTest(5, 3)));
    } finally {
      await drawer.stop();
    }
  }, 60_000);

  test('stop rejects what was being drawn; the next draw starts a new thread', async () => {
    const drawer = workerItemSetDrawer();
    const pending = drawer.draw(9, 30);
    await drawer.stop();
    await expect(pending).rejects.toThrow(/stopped/);
    try {
      expect(keyed(await drawer.draw(9, 2))).toEqual(keyed(assembleTest(9, 2)));
    } finally {
      await drawer.stop();
    }
  }, 60_000);
});
