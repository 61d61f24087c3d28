// "No locale is an English copy" (CONVENTIONS.md), checked for the shell's 'common' namespace.
import { COMMON_LOADERS, loadCommonResource, type CommonResource } from './common-resources';
import { SUPPORTED_LOCALES, type Locale } from './locales';

/** Keys whose value is the same in every language on purpose. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'site.name', // brand name "IQ Test Online", never translated
]);

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value !== 'object' || value === null) throw new Error(`not an object at "${prefix}"`);
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
// A value made only of placeholders and punctuation has nothing to translate.
const isPlaceholderOnly = (text: string) => text.replace(/{{[^}]*}}/g, '').replace(/[\s\p{P}]/gu, '') === '';

// Every locale through its loader, as a page gets it (English bundled, the others their chunks).
const COMMON_RESOURCES = {} as Record<Locale, CommonResource>;
let english: Map<string, string>;
beforeAll(async () => {
  for (const locale of SUPPORTED_LOCALES) COMMON_RESOURCES[locale] = await loadCommonResource(locale);
  english = flatten(COMMON_RESOURCES['en-US']);
});
const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US');

describe('common namespace resources', () => {
  it('has nested keys by area', () => {
    expect(Object.keys(COMMON_RESOURCES['en-US']).sort()).toEqual(
      ['cookie', 'footer', 'language', 'nav', 'network', 'notFound', 'remote', 'site', 'update'].sort(),
    );
  });

  it('has a loader for each of the nine locales', () => {
    expect(Object.keys(COMMON_LOADERS).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(others)('%s has exactly the keys of en-US', (locale) => {
    expect([...flatten(COMMON_RESOURCES[locale]).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(others)(
    '%s translates every value (only brand names and placeholder-only strings may match)',
    (locale) => {
      const copied = [...flatten(COMMON_RESOURCES[locale])]
        .filter(([key, value]) => value === english.get(key))
        .filter(([key, value]) => !SAME_AS_ENGLISH_ALLOWED.has(key) && !isPlaceholderOnly(value))
        .map(([key]) => key);
      expect(copied).toEqual([]);
    },
  );

  it.each(SUPPORTED_LOCALES)('%s keeps the placeholders of en-US and has no empty value', (locale) => {
    for (const [key, value] of flatten(COMMON_RESOURCES[locale])) {
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(value)]).toEqual([key, placeholders(english.get(key) ?? '')]);
    }
  });

  it('keeps the spec wording in English (spec §2, §8)', () => {
    expect(english.get('notFound.title')).toBe('Page Not Found: {{path}}');
    expect(english.get('notFound.goHome')).toBe('Go back home');
    expect(english.get('remote.loadFailed')).toBe('Load failed. Please retry.');
    expect(english.get('network.disconnected')).toBe('Network disconnected, try again later.');
    expect(english.get('network.connectionFailed')).toBe('Connection failed. Please try again.');
  });

  it('writes Hong Kong Chinese in Traditional and mainland Chinese in Simplified script', () => {
    const hk = [...flatten(COMMON_RESOURCES['zh-HK']).values()].join('');
    const cn = [...flatten(COMMON_RESOURCES['zh-CN']).values()].join('');
    // Characters that exist in one script only: 载/載, 页/頁, 络/絡, 试/試
    expect(hk).toMatch(/[載頁絡試]/);
    expect(hk).not.toMatch(/[载页络试]/);
    expect(cn).toMatch(/[载页络试]/);
    expect(cn).not.toMatch(/[載頁絡試]/);
  });
});
