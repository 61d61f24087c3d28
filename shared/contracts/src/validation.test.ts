import { isEmail, isIsoDate } from './validation';

test.each(['a@b.co', 'first.last+tag@example.com', 'x@sub.domain.org'])('%s is an e-mail', (value) =>
  expect(isEmail(value)).toBe(true),
);
test.each(['', 'a', 'a@b', 'a@b.', '@b.co', 'a b@c.de', 'a@@b.co', `${'a'.repeat(250)}@b.co`])(
  '%s is not',
  (value) => expect(isEmail(value)).toBe(false),
);
test.each([
  ['2020-01-01', true],
  ['2020-02-29', true],
  ['2021-02-29', false],
  ['2020-13-01', false],
  ['20-01-01', false],
  ['2020/01/01', false],
])('date %s → %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));
