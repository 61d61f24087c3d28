import { classNames } from './class-names';

describe('classNames', () => {
  it.each([
    [['a', 'b'], 'a b'],
    [['a', false, null, undefined, 'b'], 'a b'],
    [[false, undefined], undefined],
    [[], undefined],
  ] as const)('joins %j into %j', (input, expected) => {
    expect(classNames(...input)).toBe(expected);
  });
});
