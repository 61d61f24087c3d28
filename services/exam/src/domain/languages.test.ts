import { LANGUAGES } from './languages';

test('nine languages with spec §9 regions', () => {
  expect(LANGUAGES.map((l) => [l.tag, l.region])).toEqual([
    ['en-US', 'EN'],
    ['zh-CN', 'CN'],
    ['zh-HK', 'HK'],
    ['fr-FR', 'FR'],
    ['es-ES', 'ES'],
    ['ja-JP', 'JA'],
    ['de-DE', 'DE'],
    ['pt-PT', 'PT'],
    ['ko-KR', 'KR'],
  ]);
  expect(LANGUAGES.find((l) => l.tag === 'de-DE')?.name).toBe('Deutsch');
});
