// Every remote's namespace exists in all nine locales with the same keys as en-US, and no
// locale is an English copy (CONVENTIONS.md). CJK locales have no `_one` plural forms.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const REMOTES = ['mfe-landing', 'mfe-exam', 'mfe-checkout', 'mfe-report', 'mfe-account'];
const LOCALES = ['zh-CN', 'zh-HK', 'fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR'];
const NO_ONE_FORM = new Set(['zh-CN', 'zh-HK', 'ja-JP', 'ko-KR']);
// Words that are spelled the same in the target language (checked by hand).
const SAME_AS_ENGLISH = new Set([
  'fr-FR:hero.factQuestions',
  'fr-FR:hero.factTime',
  'fr-FR:measures.concentration',
  'fr-FR:countries.PT',
  // mfe-landing's averages chart: country names spelled the same (checked by hand).
  'fr-FR:charts.countries.FR',
  'fr-FR:charts.countries.PT',
  'es-ES:charts.countries.PT',
  'de-DE:charts.countries.JP',
  'de-DE:charts.countries.PT',
  'pt-PT:charts.countries.PT',
  'fr-FR:charts.countries.CA',
  'es-ES:charts.countries.CN',
  'de-DE:charts.countries.CN',
  'pt-PT:charts.countries.CN',
  'fr-FR:countries.FR',
  'fr-FR:countries.CA',
  'es-ES:countries.CN',
  'es-ES:countries.PT',
  'es-ES:bands.superior',
  'de-DE:countries.CN',
  'de-DE:countries.JA',
  'de-DE:countries.PT',
  'pt-PT:countries.CN',
  'pt-PT:countries.PT',
  'pt-PT:bands.superior',
  'fr-FR:tiers.total',
  'es-ES:tiers.total',
  'pt-PT:tiers.total',
  // mfe-report: tier names, and words French and German spell the same (checked by hand).
  'de-DE:analysis.option',
  'de-DE:dimensions.dimension',
  'de-DE:tiers.sku2',
  'de-DE:tiers.sku3',
  'de-DE:tiers.sku4',
  'es-ES:tiers.sku3',
  'es-ES:tiers.sku4',
  'fr-FR:analysis.option',
  'fr-FR:analysis.questionTitle',
  'fr-FR:dimensions.dimension',
  'fr-FR:dimensions.names.concentration',
  'fr-FR:dimensions.score',
  'fr-FR:report.tabs.dimensions',
  'fr-FR:retrieve.minutesSeconds',
  'fr-FR:retrieve.minutes_one',
  'fr-FR:retrieve.minutes_other',
  'fr-FR:cancel.minutes_one',
  'fr-FR:cancel.minutes_other',
  'fr-FR:tiers.sku2',
  'fr-FR:tiers.sku3',
  'fr-FR:tiers.sku4',
  'ja-JP:tiers.sku4',
  'ko-KR:tiers.sku4',
  'pt-PT:tiers.sku3',
  'pt-PT:tiers.sku4',
]);
/** Names that are the same in every language (brands). */
const BRAND_KEYS = new Set(['payment.methods.paypal']);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (remote: string, locale: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'src', 'locales', `${locale}.json`), 'utf8')));

describe.each(REMOTES)('%s locales', (remote) => {
  const english = read(remote, 'en-US');

  test.each(LOCALES)('%s has the same keys and placeholders as en-US', (locale) => {
    const translated = read(remote, locale);
    const expected = [...english.keys()].filter((key) => !(NO_ONE_FORM.has(locale) && key.endsWith('_one')));
    // French, Spanish and Portuguese have a "many" plural form (CLDR): allowed beside _other.
    const hasMany = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes('many');
    const extra = (key: string) =>
      hasMany && key.endsWith('_many') && english.has(key.replace(/_many$/, '_other'));
    expect([...translated.keys()].filter((key) => !extra(key)).sort()).toEqual(expected.sort());
    for (const key of expected) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect([key, placeholders(translated.get(key) ?? '')]).toEqual([
        key,
        placeholders(english.get(key) ?? ''),
      ]);
    }
  });

  test.each(LOCALES)('%s is a translation, not an English copy', (locale) => {
    const translated = read(remote, locale);
    const copies = [...translated].filter(
      ([key, value]) =>
        value === english.get(key) &&
        !SAME_AS_ENGLISH.has(`${locale}:${key}`) &&
        !BRAND_KEYS.has(key) &&
        /[a-z]{3}/i.test(value.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(copies).toEqual([]);
  });
});
