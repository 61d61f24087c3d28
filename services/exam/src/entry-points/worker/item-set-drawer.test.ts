// The item-set worker thread (issue 15, load): what it draws is assembleTest(seed, count) as drawn
// on this thread, whatever the order the answers come back in; a stopped drawer rejects what it
// was drawing and a new draw starts a new thread.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assembleTest } from '../../domain/matrices';
import { PreparedItemSets } from '../../domain/prepared-item-sets';
import { seededRandom } from '../../domain/testing-random';
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

  test('the thread does not keep its process running: a process that drew a set ends by itself', async () => {
    // The timer stands for the server that keeps a service running while sets are drawn; once it
    // is gone, nothing of the drawer's may hold the process (the timeout kills one that hangs).
    const script = `
      const { workerItemSetDrawer } = require(${JSON.stringify(path.join(__dirname, 'item-set-drawer.ts'))});
      const server = setInterval(() => undefined, 1000);
      workerItemSetDrawer().draw(1, 3).then((items) => {
        console.log(items.length);
        clearInterval(server);
      });`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', '-e', script], { timeout: 20_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(out.trim()).toBe('3');
  }, 30_000);

  describe('a thread that dies while drawing', () => {
    let dir: string;
    /** A thread script that does `onMessage` with the first request it gets. */
    const threadThat = (name: string, onMessage: string) => {
      const file = path.join(dir, `${name}.cjs`);
      fs.writeFileSync(
        file,
        `require('node:worker_threads').parentPort.on('message', () => { ${onMessage} });`,
      );
      return file;
    };
    beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'item-set-threads-'))));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    test('one that throws rejects every set it was drawing with its error; the next draw starts a new thread', async () => {
      const drawer = workerItemSetDrawer(threadThat('throws', "throw new Error('generator blew up')"));
      try {
        const drawing = [drawer.draw(1, 30), drawer.draw(2, 30)];
        for (const set of drawing) await expect(set).rejects.toThrow('generator blew up');
        // Not left waiting on the dead thread: a new one gets the request (and dies too).
        await expect(drawer.draw(3, 30)).rejects.toThrow('generator blew up');
      } finally {
        await drawer.stop();
      }
    }, 30_000);

    test('one that exits rejects what it was drawing with its exit code', async () => {
      const drawer = workerItemSetDrawer(threadThat('exits', 'process.exit(7)'));
      try {
        await expect(drawer.draw(1, 30)).rejects.toThrow('item-set worker exited (7)');
      } finally {
        await drawer.stop();
      }
    }, 30_000);

    test('PreparedItemSets then draws the sets on its own thread, and a waiting start gets one', async () => {
      const drawer = workerItemSetDrawer(threadThat('dies', 'process.exit(1)'));
      const failures: unknown[] = [];
      const sets = new PreparedItemSets({
        size: 1,
        count: 3,
        random: seededRandom(11),
        sliceMs: 0,
        drawAway: drawer.draw,
        onDrawAwayFailed: (error) => failures.push(error),
      }).start();
      try {
        // Released by the thread's death, the start draws its own (undefined); then the pool
        // refills here.
        expect(await sets.next()).toBeUndefined();
        expect(failures).toEqual([new Error('item-set worker exited (1)')]);
        while (sets.readyCount === 0) await new Promise((resolve) => setImmediate(resolve));
        const set = sets.take()!;
        expect(keyed(set.items)).toEqual(keyed(assembleTest(set.seed, 3)));
      } finally {
        sets.stop();
        await drawer.stop();
      }
    }, 30_000);
  });
});
