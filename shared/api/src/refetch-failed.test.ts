import { api, refetchFailedQueries } from './query';
import { createAppStore, type RootState } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ refetchProbe: build.query<unknown, string>({ query: (path) => path }) }),
});

const reply = (data: unknown) => new Response(JSON.stringify({ result: 200, data }), { status: 200 });
const flush = () => new Promise((settled) => setTimeout(settled, 20));

afterEach(() => jest.restoreAllMocks());

test('re-sends the failed queries a screen still uses, and only those', async () => {
  const store = createAppStore();
  const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const shown = store.dispatch(probeApi.endpoints.refetchProbe.initiate('/shown'));
  await shown;
  await store.dispatch(probeApi.endpoints.refetchProbe.initiate('/left', { subscribe: false }));
  await new Promise((settled) => setTimeout(settled, 600)); // subscriptions reach the state after 500 ms
  expect(probeApi.endpoints.refetchProbe.select('/shown')(store.getState() as RootState).isError).toBe(true);

  fetch.mockReset().mockImplementation(async () => reply({ back: true }));
  expect(store.dispatch(refetchFailedQueries())).toBe(1);
  await flush();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(new URL((fetch.mock.calls[0]![0] as Request).url).pathname).toBe('/api/shown');
  expect(probeApi.endpoints.refetchProbe.select('/shown')(store.getState() as RootState).data).toEqual({
    back: true,
  });
  shown.unsubscribe();
});

test('with no failed query in use it re-sends nothing', () => {
  const store = createAppStore();
  expect(store.dispatch(refetchFailedQueries())).toBe(0);
});
