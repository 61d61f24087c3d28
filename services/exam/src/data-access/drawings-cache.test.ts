// The drawings cache is bounded by weight, not by count (issue 15 follow-up: lists that come a
// while after their start under load missed a 32-session cache and redrew 30 items).
import type { RedrawnItem } from '../domain/exam-session';
import { DrawingsCache, NotQuestionnaireIds } from './exam-store';

/** A session's drawings with `chars` characters of pictures in one item. */
const drawingsOf = (chars: number): Map<number, RedrawnItem> =>
  new Map([[1, { matrixSvg: 'm'.repeat(chars - 2), optionSvgs: ['a', 'b'], mistakes: [[], []] }]]);

describe('DrawingsCache', () => {
  test('keeps sessions while their weight (twice their characters) fits, dropping the least recently used', () => {
    const cache = new DrawingsCache(1000); // 5 sessions of 100 characters (200 bytes each)
    for (const id of ['a', 'b', 'c', 'd', 'e']) cache.set(id, drawingsOf(100));
    expect(cache.usage).toEqual({ sessions: 5, bytes: 1000 });
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('f', drawingsOf(100));
    expect(cache.get('b')).toBeUndefined();
    for (const id of ['a', 'c', 'd', 'e', 'f']) expect(cache.get(id)).toBeDefined();
    // A heavier session makes room for itself by as many as it takes.
    cache.set('g', drawingsOf(250));
    expect(cache.usage).toEqual({ sessions: 3, bytes: 900 });
    // The reads above left them in the order a, c, d, e, f: the first three go.
    for (const id of ['a', 'c', 'd']) expect(cache.get(id)).toBeUndefined();
    for (const id of ['e', 'f', 'g']) expect(cache.get(id)).toBeDefined();
  });

  test('setting a session again replaces its weight; one over the limit alone is kept until the next', () => {
    const cache = new DrawingsCache(1000);
    cache.set('a', drawingsOf(100));
    cache.set('a', drawingsOf(300));
    expect(cache.usage).toEqual({ sessions: 1, bytes: 600 });
    cache.set('big', drawingsOf(800));
    expect(cache.usage).toEqual({ sessions: 1, bytes: 1600 });
    expect(cache.get('big')).toBeDefined();
    cache.set('b', drawingsOf(100));
    expect(cache.usage).toEqual({ sessions: 1, bytes: 200 });
  });
});

describe('NotQuestionnaireIds', () => {
  test('remembers up to its size, the oldest going first', () => {
    const ids = new NotQuestionnaireIds(3);
    for (const id of ['a', 'b', 'c', 'a', 'd']) ids.add(id);
    expect(['a', 'b', 'c', 'd'].filter((id) => ids.has(id))).toEqual(['b', 'c', 'd']);
  });
});
