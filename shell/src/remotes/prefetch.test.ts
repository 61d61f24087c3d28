import type { RemoteManifest } from '@iq/contracts';
import { nextPagesOf, prefetchAfterFirstView } from './prefetch';
import { setRouteTable } from '../routing/route-table';
import { testManifest } from '@iq/contracts/src/testing/test-pages';

// The route table as the remotes' builds declare it (issue 14): here, the test declarations.
beforeAll(() => void setRouteTable(testManifest()));

const manifest: RemoteManifest = {
  remotes: {
    landing: { version: 'l1', entry: '/remotes/landing/l1/mf-manifest.json' },
    exam: { version: 'e1', entry: '/remotes/exam/e1/mf-manifest.json' },
  },
};

test('from the home page and every landing variant the next page is the test', () => {
  for (const p of ['/', '/landing_page/girl/web-1', '/landing_page/matrix/fb_7-1']) {
    expect([p, nextPagesOf(p)]).toEqual([p, [{ remote: 'exam', module: './Instructions' }]]);
  }
  for (const p of ['/answer_question/standard/web-1', '/report/result', '/no/such/page', '/help/web-1']) {
    expect([p, nextPagesOf(p)]).toEqual([p, []]);
  }
});

test('after the first view: RTK Query first, then the exam remote page; nothing before', async () => {
  const order: string[] = [];
  let ready!: () => void;
  const whenReady = () => new Promise<void>((resolve) => (ready = resolve));
  const loadQuery = jest.fn(async () => order.push('query'));
  const preload = jest.fn(async () => void order.push('preload'));
  const done = prefetchAfterFirstView('/landing_page/girl/web-1', manifest, {
    whenReady,
    loadQuery,
    preload,
  });
  await Promise.resolve();
  expect(order).toEqual([]);
  ready();
  await done;
  expect(order).toEqual(['query', 'preload']);
  expect(preload).toHaveBeenCalledWith([
    { nameOrAlias: 'mfe_exam', exposes: ['./Instructions'], resourceCategory: 'sync' },
  ]);
});

test('no exam build live, another page, or a failed fetch: nothing preloaded, nothing thrown', async () => {
  const preload = jest.fn(async () => undefined);
  const deps = { whenReady: async () => undefined, loadQuery: async () => undefined, preload };
  await prefetchAfterFirstView('/', { remotes: { landing: manifest.remotes.landing! } }, deps);
  await prefetchAfterFirstView('/report/result', manifest, deps);
  expect(preload).not.toHaveBeenCalled();
  const failing = { ...deps, loadQuery: async () => Promise.reject(new Error('offline')) };
  await expect(prefetchAfterFirstView('/', manifest, failing)).resolves.toBeUndefined();
});
