// The pool's figures the order service's metrics read (issue 42): its size, the tasks a thread
// runs and the ones waiting, on a real pool of one thread.
import { createRenderPool } from './render-pool';

describe('render pool stats', () => {
  const pool = createRenderPool({ threads: 1, maxQueue: 4 });
  afterAll(() => pool.close());

  test('size, busy and queued follow the tasks given, and settle at zero', async () => {
    expect(pool.stats()).toMatchObject({ size: 1, busy: 0, queued: 0 });
    // One thread, two tasks: one runs (or both wait while the thread starts), none is lost.
    const running = [pool.run('fail', 'first'), pool.run('fail', 'second')].map((task) =>
      task.catch((err: unknown) => err),
    );
    const during = pool.stats();
    expect(during.busy + during.queued).toBe(2);
    expect(during.busy).toBeLessThanOrEqual(1);
    await Promise.all(running);
    expect(pool.stats()).toMatchObject({ size: 1, busy: 0, queued: 0 });
  });
});
