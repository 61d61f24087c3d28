// The renderer memoises shape markup by its exact inputs (render.ts): what an item draws must not
// depend on what the process drew before it. A fresh module (empty memo) is the reference.
import type { GeneratedItem } from './types';

type Generate = (seed: number, level: number) => GeneratedItem;

/** generateItem from a module instance of its own, so with a memo of its own. */
function isolatedGenerate(): Generate {
  let generate: Generate | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    generate = (require('./generate') as { generateItem: Generate }).generateItem;
  });
  return generate!;
}

const pictures = (item: GeneratedItem) => [item.matrixSvg, ...item.optionSvgs];

test('an item draws the same after hundreds of others as in a fresh process', () => {
  const busy = isolatedGenerate();
  for (let seed = 1; seed <= 300; seed += 1) busy(seed * 7919, 1 + (seed % 10));
  for (const [seed, level] of [
    [424_242, 3],
    [99_001, 7],
    [5, 10],
  ] as const)
    expect(pictures(busy(seed, level))).toEqual(pictures(isolatedGenerate()(seed, level)));
});
