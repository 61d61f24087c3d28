import { canonicalCode, newVerificationCode, printedCode } from './verification-code';

describe('verification codes', () => {
  test('12 Crockford base32 characters, 60 random bits: no repeats in 10 000', () => {
    const codes = new Set(Array.from({ length: 10_000 }, newVerificationCode));
    expect(codes.size).toBe(10_000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    // Every character position varies (the 60 bits reach all twelve).
    const first = [...codes].map((c) => c[0]);
    expect(new Set(first).size).toBe(32);
  });

  test.each([
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    ['abcd efgh jkmn', 'ABCDEFGHJKMN'],
    ['O1LI-0000-ZZZZ', '0111' + '0000' + 'ZZZZ'],
    ['ABCD-EFGH-JKM', null], // too short
    ['ABCD-EFGH-JKMU', null], // U is not in the alphabet
    ['ABCD/EFGH/JKMN', null],
    ['x'.repeat(100), null],
  ])('%s → %s', (typed, canonical) => {
    expect(canonicalCode(typed)).toBe(canonical);
  });

  test('printed in three groups of four', () => {
    expect(printedCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});
