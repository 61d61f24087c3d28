// The RTK Query api is not part of the first view (issue 9): '@iq/api' works without it, and
// '@iq/api/query' attaches it to stores made before or after it loads. Each test loads the
// modules afresh, as a page does.
/* eslint-disable @typescript-eslint/no-require-imports -- fresh module instances per test */

type StoreModule = typeof import('./store');
type QueryModule = typeof import('./query');

function freshModules() {
  return {
    store: require('./store') as StoreModule,
    index: require('./index') as typeof import('./index'),
    loadQuery: () => require('./query') as QueryModule,
  };
}

beforeEach(() => jest.resetModules());
afterEach(() => {
  jest.restoreAllMocks();
  jest.dontMock('@reduxjs/toolkit/query/react');
  jest.dontMock('@reduxjs/toolkit/query');
});

test('@iq/api (store, providers, hooks) loads without RTK Query', () => {
  jest.doMock('@reduxjs/toolkit/query/react', () => {
    throw new Error('RTK Query loaded by @iq/api');
  });
  jest.doMock('@reduxjs/toolkit/query', () => {
    throw new Error('RTK Query loaded by @iq/api');
  });
  const index = require('./index') as typeof import('./index');
  const store = index.createAppStore({ hl: 'de-DE' });
  expect(store.getState().runtime.hl).toBe('de-DE');
  expect(index.isApiAttached()).toBe(false);
  expect(() => require('./query')).toThrow(/RTK Query loaded/); // the mock can fail
});

test('a store made before the api loads gains its slice and middleware when it attaches', async () => {
  const { store: storeModule, index, loadQuery } = freshModules();
  const early = storeModule.createAppStore();
  expect(early.getState().api).toBeUndefined();

  const { api } = loadQuery();
  expect(index.isApiAttached()).toBe(true);
  expect(early.getState().api).toMatchObject({ queries: {}, mutations: {} });
  expect(storeModule.createAppStore().getState().api).toMatchObject({ queries: {} });

  // The middleware is in too: a query on the early store is fetched and cached.
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ result: 200, data: ['ok'] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  const probe = api.injectEndpoints({
    endpoints: (build) => ({ attachProbe: build.query<string[], void>({ query: () => '/probe' }) }),
  });
  const result = await early.dispatch(probe.endpoints.attachProbe.initiate());
  expect(result.data).toEqual(['ok']);
  expect(probe.endpoints.attachProbe.select()(early.getState() as never).data).toEqual(['ok']);
});

test('attaching the same api twice does nothing; a second api is refused', () => {
  const { store: storeModule, loadQuery } = freshModules();
  const { api } = loadQuery();
  expect(() => storeModule.attachApi(api)).not.toThrow();
  expect(() => storeModule.attachApi({ ...api } as typeof api)).toThrow(/second RTK Query api/);
});
