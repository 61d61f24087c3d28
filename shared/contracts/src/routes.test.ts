import {
  declarePage,
  manifestRouteTable,
  matchPageRoute,
  pageModuleFile,
  parseCodeExam,
  parseRemotePages,
  routeTableOf,
  validPageMatch,
  variantOf,
} from './routes';

describe('parseCodeExam', () => {
  test.each([
    ['web-1', { code: 'web', examId: 1 }],
    ['fb_ads2-4', { code: 'fb_ads2', examId: 4 }],
    ['web-12', { code: 'web', examId: 12 }],
  ])('%s', (value, expected) => expect(parseCodeExam(value)).toEqual(expected));

  test.each([
    'web',
    'web-',
    '-1',
    'we-b-1',
    'web-0',
    'web-01',
    'web-1x',
    'web 1',
    `${'a'.repeat(33)}-1`,
    undefined,
  ])('rejects %s', (value) => expect(parseCodeExam(value)).toBeNull());
});

// Two remotes' declarations, written here (the real ones: scripts/declared-pages.test.ts).
const landing = {
  variants: ['girl', 'matrix'],
  variantAliases: { girl_old: 'girl', ghost_old: 'ghost' },
  pages: [
    declarePage('home', '/', './Home', { suffix: 'none' }),
    declarePage('landing_page', '/landing_page/:variant', './Landing'),
    declarePage('girlPage', '/girlPage', './Landing', { variant: 'girl' }),
  ],
};
const exam = { pages: [declarePage('answer-email', '/answer/email', './Email', { aliases: ['/email'] })] };

describe('the route table from the remotes declarations', () => {
  const table = routeTableOf({ exam, landing });

  test('rows in remote order, each with its remote', () => {
    expect(table.routes.map((r) => [r.remote, r.id])).toEqual([
      ['landing', 'home'],
      ['landing', 'landing_page'],
      ['landing', 'girlPage'],
      ['exam', 'answer-email'],
    ]);
  });

  test('a variant is one the table declares, an alias only when its target is declared', () => {
    expect(variantOf(table, 'girl')).toBe('girl');
    expect(variantOf(table, 'girl_old')).toBe('girl');
    expect(variantOf(table, 'ghost_old')).toBeNull();
    expect(variantOf(table, 'toString')).toBeNull();
    expect(variantOf(table, 'purple')).toBeNull();
  });

  test.each([
    ['/', 'home'],
    ['/landing_page/matrix/web-1', 'landing_page'],
    ['/landing_page/girl_old/fb-2', 'landing_page'],
    ['/girlPage/web-1', 'girlPage'],
    ['/email/web-1', 'answer-email'],
  ])('%s is the valid page %s', (path, id) => expect(validPageMatch(table, path)?.route.id).toBe(id));

  test.each(['/landing_page/purple/web-1', '/answer/email/web', '/answer/email', '/user/login'])(
    '%s is no valid page',
    (path) => expect(validPageMatch(table, path)).toBeNull(),
  );

  test('without a declaration a remote has no page: the table of a manifest without pages is empty', () => {
    const manifest = { remotes: { exam: { version: '1', entry: '/remotes/exam/1/mf-manifest.json' } } };
    expect(manifestRouteTable(manifest).routes).toEqual([]);
    expect(matchPageRoute(manifestRouteTable(manifest), '/answer/email/web-1')).toBeNull();
    const served = { remotes: { exam: { ...manifest.remotes.exam, pages: exam } } };
    expect(validPageMatch(manifestRouteTable(served), '/answer/email/web-1')?.route.remote).toBe('exam');
  });
});

describe('parseRemotePages: a published declaration, checked by hand', () => {
  test('accepts a declaration and returns its content', () => {
    expect(parseRemotePages(JSON.parse(JSON.stringify(landing)))).toEqual(landing);
  });

  test.each([
    ['not an object', 'pages'],
    ['no pages', {}],
    ['a page without a module', { pages: [{ id: 'a', path: '/a', suffix: 'required' }] }],
    ['a module that is no export name', { pages: [{ id: 'a', path: '/a', module: '../x', suffix: 'none' }] }],
    ['a relative path', { pages: [{ id: 'a', path: 'a', module: './A', suffix: 'none' }] }],
    ['a path with a dot segment', { pages: [{ id: 'a', path: '/a/../b', module: './A', suffix: 'none' }] }],
    ['an unknown suffix rule', { pages: [{ id: 'a', path: '/a', module: './A', suffix: 'maybe' }] }],
    [
      'an alias that is no path',
      { pages: [{ id: 'a', path: '/a', module: './A', suffix: 'none', aliases: [1] }] },
    ],
    ['a variant with capitals', { pages: [], variants: ['Girl'] }],
    ['an alias map that is a list', { pages: [], variantAliases: ['a'] }],
    ['too many pages', { pages: Array.from({ length: 201 }, () => exam.pages[0]) }],
  ])('refuses %s', (_why, value) => expect(parseRemotePages(value)).toBeNull());
});

test('a module is the kebab-case file of src/pages', () => {
  expect(pageModuleFile('./HelpDetail')).toBe('./src/pages/help-detail.tsx');
  expect(pageModuleFile('./Home')).toBe('./src/pages/home.tsx');
  expect(pageModuleFile('./PaySuccess')).toBe('./src/pages/pay-success.tsx');
});
