import { SUPPORTED_LOCALES } from './locales';
import { localeLoaders } from './i18n';

describe('localeLoaders', () => {
  test('gives English directly and loads every other locale on demand', async () => {
    const requested: string[] = [];
    const english = { title: 'Hello' };
    const loaders = localeLoaders(english, async (locale) => {
      requested.push(locale);
      return { default: { title: locale } };
    });
    expect(Object.keys(loaders).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    await expect(loaders['en-US']()).resolves.toBe(english);
    expect(requested).toEqual([]);
    await expect(loaders['ja-JP']()).resolves.toEqual({ default: { title: 'ja-JP' } });
    expect(requested).toEqual(['ja-JP']);
  });
});
