import { declarePage, definePages } from '@iq/contracts';
import {
  auditTarget,
  confirmsDrop,
  droppedPages,
  isCanaryShare,
  normaliseReason,
  republishOutcome,
  rollbackTarget,
  servedPatterns,
  type PointerChange,
} from './registry-rules';

const b = (n: number) => ({ buildId: n, version: `v${n}` });
const promote = (from: number | null, to: number): PointerChange => ({
  action: 'promote',
  before: from === null ? null : b(from),
  after: b(to),
});
const rollback = (from: number, to: number | null): PointerChange => ({
  action: 'rollback',
  before: b(from),
  after: to === null ? null : b(to),
});

describe('rollbackTarget: the history replayed as a stack', () => {
  test.each<[string, PointerChange[], ReturnType<typeof rollbackTarget>]>([
    ['no history', [], undefined],
    ['only the first promote: nothing earlier', [promote(null, 1)], null],
    ['after two promotes: the first build', [promote(null, 1), promote(1, 2)], b(1)],
    ['after three promotes: the second', [promote(null, 1), promote(1, 2), promote(2, 3)], b(2)],
    [
      'a second rollback walks back further',
      [promote(null, 1), promote(1, 2), promote(2, 3), rollback(3, 2)],
      b(1),
    ],
    [
      'a promote after a rollback is what the next rollback undoes',
      [promote(null, 1), promote(1, 2), rollback(2, 1), promote(1, 3)],
      b(1),
    ],
    ['rolled back to the start', [promote(null, 1), promote(1, 2), rollback(2, 1)], null],
    [
      'an assignment made from none rolls back to none',
      [{ action: 'assign', before: null, after: b(4) }],
      null,
    ],
    [
      'an unassign rolls back to the assigned build',
      [
        { action: 'assign', before: null, after: b(4) },
        { action: 'unassign', before: b(4), after: null },
      ],
      b(4),
    ],
  ])('%s', (_name, history, expected) => {
    expect(rollbackTarget(history)).toEqual(expected);
  });
});

describe('the other rules', () => {
  test.each([
    [undefined, 'abc', 'new'],
    ['abc', 'abc', 'same'],
    ['abc', 'abd', 'clash'],
  ] as const)('republishOutcome(%j, %j) is %s', (existing, hash, expected) => {
    expect(republishOutcome(existing, hash)).toBe(expected);
  });

  test.each([
    [0, true],
    [1, true],
    [50, true],
    [100, true],
    [101, false],
    [-1, false],
    [12.5, false],
    ['50', false],
    [Number.NaN, false],
    [null, false],
  ])('isCanaryShare(%j) is %s', (share, expected) => {
    expect(isCanaryShare(share)).toBe(expected);
  });

  test.each([
    ['  new hero ', 'new hero'],
    ['', null],
    ['   ', null],
    [undefined, null],
    [42, null],
    ['x'.repeat(500), 'x'.repeat(500)],
    ['x'.repeat(501), null],
  ])('normaliseReason(%j)', (reason, expected) => {
    expect(normaliseReason(reason)).toBe(expected);
  });

  test('audit targets name what changed', () => {
    expect(auditTarget.live('landing')).toBe('live:landing');
    expect(auditTarget.variant('girl', 'landing')).toBe('variant:girl:landing');
    expect(auditTarget.canary('exam')).toBe('canary:exam');
    expect(auditTarget.build('exam', 'abc')).toBe('build:exam@abc');
  });
});

describe('pages a build would take away (issue 40)', () => {
  const full = definePages({
    variants: ['girl', 'matrix'],
    variantAliases: { girl_old: 'girl', gone_old: 'gone' },
    pages: [
      declarePage('home', '/', './Home', { suffix: 'none' }),
      declarePage('landing_page', '/landing_page/:variant', './Landing'),
      declarePage('girlPage', '/girlPage', './Landing', { variant: 'girl' }),
      declarePage('privacy', '/privacy', './Privacy', { suffix: 'optional', aliases: ['/policy'] }),
    ],
  });

  test('every URL pattern a declaration serves, variants and old names spelled out', () => {
    // An alias of a variant the build does not take (gone_old → gone) serves nothing.
    expect([...servedPatterns('landing', full)].sort()).toEqual([
      '/',
      '/girlPage/:codeExam',
      '/landing_page/girl/:codeExam',
      '/landing_page/girl_old/:codeExam',
      '/landing_page/matrix/:codeExam',
      '/policy',
      '/policy/:codeExam',
      '/privacy',
      '/privacy/:codeExam',
    ]);
  });

  test('a build declaring only its variant page drops the rest; the same pages drop nothing', () => {
    const onlyGirl = definePages({
      variants: ['girl'],
      pages: [declarePage('landing_page', '/landing_page/:variant', './Landing')],
    });
    expect(droppedPages('landing', full, onlyGirl)).toEqual([
      '/',
      '/girlPage/:codeExam',
      '/landing_page/girl_old/:codeExam',
      '/landing_page/matrix/:codeExam',
      '/policy',
      '/policy/:codeExam',
      '/privacy',
      '/privacy/:codeExam',
    ]);
    expect(droppedPages('landing', full, full)).toEqual([]);
    // A new page or variant takes nothing away; nothing served now, nothing to drop.
    expect(droppedPages('landing', onlyGirl, full)).toEqual([]);
    expect(droppedPages('landing', null, onlyGirl)).toEqual([]);
    // A build whose declaration cannot be read serves no page: all of them would go.
    expect(droppedPages('landing', onlyGirl, null)).toEqual(['/landing_page/girl/:codeExam']);
  });

  test('only exactly the dropped pages confirm the drop', () => {
    expect(confirmsDrop(['/', '/privacy'], ['/privacy', '/'])).toBe(true);
    expect(confirmsDrop(['/', '/privacy'], ['/'])).toBe(false);
    expect(confirmsDrop(['/'], ['/', '/privacy'])).toBe(false);
    expect(confirmsDrop(['/'], undefined)).toBe(false);
    expect(confirmsDrop([], undefined)).toBe(true);
  });
});
