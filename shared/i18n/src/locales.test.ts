import {
  DEFAULT_LOCALE,
  countryOfLocale,
  priceCountry,
  LANGUAGE_NAMES,
  SUPPORTED_LOCALES,
  detectLocale,
  htmlLang,
  normalizeLocale,
  persistLocale,
  readCookie,
  readStoredLocale,
  regionOf,
  resolveLocale,
  type Locale,
} from './locales';

describe('normalizeLocale', () => {
  it.each(SUPPORTED_LOCALES.map((locale) => [locale, locale]))(
    'keeps the supported tag %s',
    (tag, expected) => {
      expect(normalizeLocale(tag)).toBe(expected);
    },
  );

  it.each<[string, Locale]>([
    // bare languages
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['ko', 'ko-KR'],
    ['fr', 'fr-FR'],
    ['es', 'es-ES'],
    ['pt', 'pt-PT'],
    ['de', 'de-DE'],
    // case and separators
    ['EN-us', 'en-US'],
    ['zh_cn', 'zh-CN'],
    ['pt_PT', 'pt-PT'],
    ['  ko-KR ', 'ko-KR'],
    // spec §9's own tag for German
    ['gr-DE', 'de-DE'],
    ['GR_de', 'de-DE'],
    // Chinese by script, then region
    ['zh-Hant', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    // other regions of a supported language
    ['en-GB', 'en-US'],
    ['de-AT', 'de-DE'],
    ['de-CH', 'de-DE'],
    ['fr-CA', 'fr-FR'],
    ['es-MX', 'es-ES'],
    ['pt-BR', 'pt-PT'],
    ['ja-JP-u-ca-japanese', 'ja-JP'],
    // Issue 38: the spec's region codes as a bare hl.
    ['gr', 'de-DE'],
    ['cn', 'zh-CN'],
    ['kr', 'ko-KR'],
  ])('maps %s to %s', (tag, expected) => {
    expect(normalizeLocale(tag)).toBe(expected);
  });

  it.each([
    ['it'],
    ['ru-RU'],
    ['el-GR'],
    ['cn-xx'],
    [''],
    ['   '],
    ['e'],
    ['../etc'],
    ['en-US,fr;q=0.8'],
    ['x'.repeat(3)],
  ])('refuses %j', (tag) => {
    expect(normalizeLocale(tag)).toBeNull();
  });

  it('refuses missing values', () => {
    expect(normalizeLocale(null)).toBeNull();
    expect(normalizeLocale(undefined)).toBeNull();
  });
});

describe('regionOf (spec §9 language to region)', () => {
  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-Hant', 'HK'],
    ['zh-TW', 'HK'],
    ['zh-HK', 'HK'],
    ['zh-MO', 'HK'],
    ['fr', 'FR'],
    ['fr-FR', 'FR'],
    ['de', 'DE'],
    ['gr-DE', 'DE'],
    ['es', 'ES'],
    ['pt-PT', 'PT'],
    ['pt-BR', 'PT'],
    ['ja', 'JA'],
    ['ja-JP', 'JA'],
    ['ko', 'KR'],
    ['ko-KR', 'KR'],
    ['en', 'EN'],
    ['en-US', 'EN'],
    ['it-IT', 'EN'],
    ['', 'EN'],
    [null, 'EN'],
  ])('%j gives %s', (tag, region) => {
    expect(regionOf(tag)).toBe(region);
  });
});

describe('resolveLocale (spec §4 locale choice)', () => {
  it.each<[string, Parameters<typeof resolveLocale>[0], Locale]>([
    ['the hl query first', { query: 'ja', stored: 'fr-FR', browser: ['de-DE'] }, 'ja-JP'],
    [
      'the stored locale when there is no query',
      { query: null, stored: 'fr-FR', browser: ['de-DE'] },
      'fr-FR',
    ],
    [
      'the stored locale when the query is unsupported',
      { query: 'it', stored: 'fr-FR', browser: [] },
      'fr-FR',
    ],
    ['the browser when nothing is stored', { browser: ['ko-KR', 'en-US'] }, 'ko-KR'],
    ['the first supported browser language', { browser: ['it-IT', 'ru', 'zh-TW', 'en'] }, 'zh-HK'],
    [
      'the fallback when nothing is supported',
      { query: 'xx', stored: 'yy', browser: ['it-IT'] },
      DEFAULT_LOCALE,
    ],
    ['the fallback when there is nothing', {}, 'en-US'],
    ['a stale cookie is skipped', { stored: 'garbage', browser: ['es-MX'] }, 'es-ES'],
    ['an empty query is skipped', { query: '', stored: 'de-DE' }, 'de-DE'],
  ])('takes %s', (_case, sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });
});

describe('locale cookie', () => {
  afterEach(() => {
    document.cookie = 'IQ-locale=; Max-Age=0; Path=/';
  });

  it('writes IQ-locale for 365 days, site-wide, SameSite=Lax', () => {
    const doc = { cookie: '', location: { protocol: 'http:' } as Location };
    persistLocale('zh-HK', doc);
    expect(doc.cookie).toBe('IQ-locale=zh-HK; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('marks the cookie Secure over HTTPS', () => {
    const doc = { cookie: '', location: { protocol: 'https:' } as Location };
    persistLocale('fr-FR', doc);
    expect(doc.cookie).toBe('IQ-locale=fr-FR; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('round-trips through the real document', () => {
    document.cookie = 'other=1; Path=/';
    persistLocale('ko-KR');
    expect(readCookie(document.cookie, 'IQ-locale')).toBe('ko-KR');
    expect(readStoredLocale()).toBe('ko-KR');
  });

  it('reads one cookie among others and ignores a look-alike name', () => {
    expect(readCookie('a=1; XIQ-locale=en-US; IQ-locale=ja-JP; b=2', 'IQ-locale')).toBe('ja-JP');
    expect(readCookie('a=1', 'IQ-locale')).toBeNull();
    expect(readCookie('', 'IQ-locale')).toBeNull();
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(readStoredLocale({ cookie: 'IQ-locale=it-IT' })).toBeNull();
  });
});

describe('detectLocale', () => {
  function fakeWindow(search: string, cookie: string, languages: string[], language = languages[0] ?? '') {
    return {
      location: { search } as Location,
      document: { cookie } as Document,
      navigator: { languages, language } as unknown as Navigator,
    };
  }

  it('reads ?hl=, then the cookie, then navigator.languages', () => {
    expect(detectLocale(fakeWindow('?hl=gr-DE&code=x', 'IQ-locale=fr-FR', ['ja-JP']))).toBe('de-DE');
    expect(detectLocale(fakeWindow('?code=x', 'IQ-locale=fr-FR', ['ja-JP']))).toBe('fr-FR');
    expect(detectLocale(fakeWindow('', '', ['it-IT', 'ja-JP']))).toBe('ja-JP');
    expect(detectLocale(fakeWindow('?hl=it', 'IQ-locale=nope', ['it-IT']))).toBe('en-US');
  });

  it('falls back to navigator.language when languages is empty', () => {
    expect(detectLocale(fakeWindow('', '', [], 'ko'))).toBe('ko-KR');
  });

  it('reads the real window by default', () => {
    expect(SUPPORTED_LOCALES).toContain(detectLocale());
  });
});

describe('language picker data', () => {
  it('names every locale in its own script, never twice', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(SUPPORTED_LOCALES.length);
  });

  it('uses the locale tag as <html lang>', () => {
    expect(htmlLang('zh-HK')).toBe('zh-HK');
  });
});

describe('the country of the prices shown', () => {
  it.each([
    ['en-US', 'US'],
    ['de-DE', 'DE'],
    ['gr-DE', 'DE'],
    ['fr-FR', 'FR'],
    ['es-ES', 'ES'],
    ['pt-PT', 'PT'],
    ['ja-JP', 'JP'],
    ['ko-KR', 'KR'],
    ['zh-CN', 'CN'],
    ['zh-HK', 'HK'],
    ['zh-TW', 'HK'],
    ['it-IT', 'US'],
    [null, 'US'],
  ])('locale %s sells in %s', (locale, country) => {
    expect(countryOfLocale(locale)).toBe(country);
  });

  it.each([
    ['?country=JP', 'de-DE', 'JP'],
    ['?hl=de&country=de', 'en-US', 'DE'],
    ['?country=JPN', 'de-DE', 'DE'],
    ['?country=1A', 'fr-FR', 'FR'],
    ['?country=', 'ja-JP', 'JP'],
    ['', 'ko-KR', 'KR'],
  ])('%s with locale %s gives %s', (search, locale, country) => {
    expect(priceCountry(search, locale)).toBe(country);
  });
});
