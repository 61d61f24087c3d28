// The audit's checks on small hand-written resources: each rule must fail on the case it is for.
import { auditResource, placeholdersOf, pluralFormsOf, unusedAllowances, type Resource } from './audit';

/** A resource whose nine locales are all correct, to break one thing at a time. */
function goodResource(): Resource {
  return {
    name: 'fixture',
    byLocale: {
      'en-US': {
        title: 'Your result',
        price: 'Pay {{price}}',
        minutes_one: '{{count}} minute',
        minutes_other: '{{count}} minutes',
      },
      'zh-CN': { title: '你的结果', price: '支付 {{price}}', minutes_other: '{{count}} 分钟' },
      'zh-HK': { title: '你的結果', price: '支付 {{price}}', minutes_other: '{{count}} 分鐘' },
      'fr-FR': {
        title: 'Votre résultat',
        price: 'Payer {{price}}',
        minutes_one: '{{count}} min',
        minutes_other: '{{count}} min',
      },
      'es-ES': {
        title: 'Tu resultado',
        price: 'Pagar {{price}}',
        minutes_one: '{{count}} minuto',
        minutes_other: '{{count}} minutos',
      },
      'ja-JP': { title: 'あなたの結果', price: '{{price}} を支払う', minutes_other: '{{count}} 分' },
      'de-DE': {
        title: 'Dein Ergebnis',
        price: '{{price}} bezahlen',
        minutes_one: '{{count}} Minute',
        minutes_other: '{{count}} Minuten',
      },
      'pt-PT': {
        title: 'O seu resultado',
        price: 'Pagar {{price}}',
        minutes_one: '{{count}} minuto',
        minutes_other: '{{count}} minutos',
      },
      'ko-KR': { title: '내 결과', price: '{{price}} 결제', minutes_other: '{{count}}분' },
    },
  };
}

function broken(change: (byLocale: Record<string, Record<string, unknown>>) => void): Resource {
  const resource = goodResource();
  change(resource.byLocale as Record<string, Record<string, unknown>>);
  return resource;
}

describe('auditResource', () => {
  it('passes a correct resource', () => {
    expect(auditResource(goodResource())).toEqual([]);
  });

  it.each<[string, (l: Record<string, Record<string, unknown>>) => void, string[]]>([
    ['a key missing in a locale', (l) => delete l['ko-KR']!.title, ['fixture [ko-KR] title: missing']],
    [
      'a key only a translation has',
      (l) => (l['de-DE']!.subtitle = 'Mehr'),
      ['fixture [de-DE] subtitle: not in en-US'],
    ],
    ['a whole locale missing', (l) => delete l['pt-PT'], ['fixture [pt-PT]: the whole locale is missing']],
    [
      'an object where English has text',
      (l) => (l['es-ES']!.title = { short: 'Resultado' }),
      ['fixture [es-ES] title: an object where en-US has text'],
    ],
    [
      'text where English has an object',
      (l) => {
        l['en-US']!.title = { short: 'Result' };
        for (const locale of ['zh-CN', 'zh-HK', 'fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR']) {
          l[locale]!.title = { short: `${locale} ✓` };
        }
        l['ja-JP']!.title = '結果';
      },
      ['fixture [ja-JP] title: text where en-US has an object'],
    ],
    [
      'a placeholder renamed',
      (l) => (l['fr-FR']!.price = 'Payer {{prix}}'),
      ['fixture [fr-FR] price: placeholders {prix} where en-US has {price}'],
    ],
    [
      'a placeholder dropped',
      (l) => (l['zh-HK']!.price = '支付'),
      ['fixture [zh-HK] price: placeholders {} where en-US has {price}'],
    ],
    [
      'an English copy',
      (l) => (l['de-DE']!.title = 'Your result'),
      ['fixture [de-DE] title: same as English "Your result"'],
    ],
    [
      'an English copy with other spacing',
      (l) => (l['pt-PT']!.title = '  Your result '),
      ['fixture [pt-PT] title: same as English "Your result"'],
    ],
    [
      'a plural form the language needs',
      (l) => delete l['de-DE']!.minutes_one,
      ['fixture [de-DE] minutes_one: plural form missing'],
    ],
    [
      "a plural form the language does not have (Japanese has no 'one')",
      (l) => (l['ja-JP']!.minutes_one = '1 分'),
      ["fixture [ja-JP] minutes_one: ja-JP has no 'one' plural form"],
    ],
    [
      'a plain string where English has plural forms',
      (l) => {
        delete l['ko-KR']!.minutes_other;
        l['ko-KR']!.minutes = '{{count}}분';
      },
      ['fixture [ko-KR] minutes: a plain string where English has plural forms'],
    ],
    [
      'zh-HK left in the zh-CN text',
      (l) => (l['zh-HK']!.title = '你的结果'),
      ['fixture [zh-HK] title: the zh-CN text, in Simplified script (结)'],
    ],
    [
      'zh-HK with a Simplified character of its own',
      (l) => (l['zh-HK']!.title = '這個测驗'),
      ['fixture [zh-HK] title: Simplified characters 测'],
    ],
    [
      'zh-CN with a Traditional character',
      (l) => (l['zh-CN']!.title = '你的結果'),
      ['fixture [zh-CN] title: Traditional characters 結'],
    ],
  ])('finds %s', (_case, change, expected) => {
    expect(auditResource(broken(change))).toEqual(expected);
  });

  it('lets French, Spanish and Portuguese add the many form, and a one form without the count', () => {
    const resource = broken((l) => {
      l['fr-FR']!.minutes_many = '{{count}} de minutes';
      l['es-ES']!.minutes_one = 'un minuto';
    });
    expect(auditResource(resource)).toEqual([]);
  });

  it('ignores strings without letters and allowlisted copies in their locales only', () => {
    const resource = broken((l) => {
      l['en-US']!.sep = ' – ';
      l['en-US']!.pay = 'PayPal';
      for (const locale of Object.keys(l)) {
        l[locale]!.sep = ' – ';
        l[locale]!.pay = 'PayPal';
      }
    });
    const allowed = [{ resource: 'fixture', key: 'pay', locales: ['fr-FR', 'zh-CN'], reason: 'brand' }];
    expect(auditResource(resource, allowed)).toEqual([
      'fixture [zh-HK] pay: same as English "PayPal"',
      'fixture [es-ES] pay: same as English "PayPal"',
      'fixture [ja-JP] pay: same as English "PayPal"',
      'fixture [de-DE] pay: same as English "PayPal"',
      'fixture [pt-PT] pay: same as English "PayPal"',
      'fixture [ko-KR] pay: same as English "PayPal"',
    ]);
  });

  it('audits the text that copy functions build', () => {
    const resource: Resource = {
      name: 'fn',
      byLocale: Object.fromEntries(
        ['en-US', 'zh-CN', 'zh-HK', 'fr-FR', 'es-ES', 'ja-JP', 'de-DE', 'pt-PT', 'ko-KR'].map((locale) => [
          locale,
          {
            steps: (n: number) => (['en-US', 'es-ES'].includes(locale) ? `${n} steps` : `${n} ${locale}`),
            name: (s: string) => s.trim(),
          },
        ]),
      ),
    };
    expect(auditResource(resource)).toEqual(['fn [es-ES] steps(): same as English "2 steps"']);
  });
});

describe('unusedAllowances', () => {
  it('reports an entry whose copy was translated since', () => {
    const resource = broken((l) => (l['fr-FR']!.title = 'Your result'));
    const used = { resource: 'fixture', key: 'title', locales: ['fr-FR'], reason: 'r' };
    const stale = { resource: 'fixture', key: 'title', locales: ['de-DE'], reason: 'r' };
    const gone = { resource: 'other', key: 'title', locales: ['fr-FR'], reason: 'r' };
    expect(unusedAllowances([resource], [used, stale, gone])).toEqual([stale, gone]);
  });
});

describe('helpers', () => {
  it.each([
    ['Pay {{price}} now', ['price']],
    ['{{count, number}} of {{ total }}', ['count', 'total']],
    ['{percent} % / {name}', ['name', 'percent']],
    ['no placeholder', []],
  ])('placeholders of %j', (text, expected) => {
    expect(placeholdersOf(text)).toEqual(expected);
  });

  it.each([
    ['en-US', ['one', 'other']],
    ['fr-FR', ['one', 'other']],
    ['pt-PT', ['one', 'other']],
    ['de-DE', ['one', 'other']],
    ['ja-JP', ['other']],
    ['zh-HK', ['other']],
    ['ko-KR', ['other']],
  ])('%s needs the plural forms %j', (locale, expected) => {
    expect(pluralFormsOf(locale)).toEqual(expected);
  });
});
