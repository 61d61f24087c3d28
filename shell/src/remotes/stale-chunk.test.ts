import { isChunkLoadError, RELOAD_GUARD_MS, reloadForStaleChunk } from './stale-chunk';

function fakeWindow() {
  const store = new Map<string, string>();
  const reload = jest.fn();
  return {
    reload,
    win: {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      location: { reload },
    } as unknown as Window,
  };
}

test('recognises webpack chunk load failures only', () => {
  const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(chunk)).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/x.css)'))).toBe(true);
  expect(isChunkLoadError(new Error('RUNTIME-008'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

test('reloads at most once per 10 seconds (spec §8)', () => {
  const { win, reload } = fakeWindow();
  expect(reloadForStaleChunk(win, 1_000_000)).toBe(true);
  expect(reloadForStaleChunk(win, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(reloadForStaleChunk(win, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});
