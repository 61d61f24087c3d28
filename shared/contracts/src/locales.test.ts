import { regionOfLanguage, resolveLocale } from './locales';

describe('resolveLocale', () => {
  test.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['EN_us', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['gr-DE', 'de-DE'],
    ['de', 'de-DE'],
    ['fr-CA', 'fr-FR'],
    ['es', 'es-ES'],
    ['ja', 'ja-JP'],
    ['pt-BR', 'pt-PT'],
    ['ko', 'ko-KR'],
    // Issue 38: the spec's region codes, as campaign links send them.
    ['cn', 'zh-CN'],
    ['CN', 'zh-CN'],
    ['hk', 'zh-HK'],
    ['kr', 'ko-KR'],
    ['KR', 'ko-KR'],
    ['jp', 'ja-JP'],
    ['JA', 'ja-JP'],
    ['gr', 'de-DE'],
    ['xx', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('%s → %s', (hl, expected) => expect(resolveLocale(hl)).toBe(expected));
});

describe('regionOfLanguage (spec §9)', () => {
  test.each([
    ['zh', 'CN'],
    ['zh-Hant', 'HK'],
    ['zh-TW', 'HK'],
    ['fr', 'FR'],
    ['de', 'DE'],
    ['gr-DE', 'DE'],
    ['es', 'ES'],
    ['pt', 'PT'],
    ['ja', 'JA'],
    ['ko', 'KR'],
    ['en', 'EN'],
    ['it', 'EN'],
  ])('%s → %s', (hl, expected) => expect(regionOfLanguage(hl)).toBe(expected));
});
