import {
  LANDING_VARIANTS,
  PAGE_ROUTES,
  examplePaths,
  isValidPage,
  landingVariantOf,
  matchPageRoute,
  parseCodeExam,
  routePatterns,
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

describe('route table', () => {
  test('has every landing variant and the -old aliases', () => {
    expect(LANDING_VARIANTS).toHaveLength(20);
    expect(landingVariantOf('girl_old')).toBe('girl');
    expect(landingVariantOf('yellow_boy_old')).toBe('yellow_boy');
    expect(landingVariantOf('purple')).toBeNull();
  });

  test('user and report routes take the suffix optionally, others require it', () => {
    const login = PAGE_ROUTES.find((r) => r.id === 'user-login')!;
    expect(routePatterns(login)).toEqual(['/user/login', '/user/login/:codeExam']);
    const question = PAGE_ROUTES.find((r) => r.id === 'answer_question-standard')!;
    expect(routePatterns(question)).toEqual(['/answer_question/standard/:codeExam', '/question/:codeExam']);
  });

  test.each([
    ['/', 'home', true],
    ['/landing_page/girl/web-1', 'landing_page', true],
    ['/landing_page/girl_old/web-1', 'landing_page', true],
    ['/landing_page/nope/web-1', 'landing_page', false],
    ['/answer/submit-old/web-1', 'answer-submit', true],
    ['/answer/email/web-x', 'answer-email', false],
    ['/report/result', 'report-result', true],
    ['/report/result/web-1', 'report-result', true],
    ['/pay_success/web-1', 'paying-success', true],
    ['/cancel-subscription/web-3', 'cancel-subscription', true],
    ['/user/info/', 'user-info', true],
    ['/report/shared/Abc_def-1234567890', 'report-shared', true],
    ['/report/shared/short', 'report-shared', false],
    ['/report/shared/web-1', 'report-shared', false],
    ['/verify/ABCD-EFGH-JKMN', 'certificate-verify', true],
    ['/verify/ABCDEFGHJKMN', 'certificate-verify', true],
    ['/verify/abcd-efgh-jkmn', 'certificate-verify', true],
    ['/verify/O1LI-0000-ZZZZ', 'certificate-verify', true],
    ['/verify/ABCD-EFGH-JKMU', 'certificate-verify', false],
    ['/verify/ABCD-EFGH-JKM', 'certificate-verify', false],
    ['/verify/ABCD--EFGH-JKMN', 'certificate-verify', false],
    ['/verify/web-1', 'certificate-verify', false],
  ])('%s → %s (valid: %s)', (path, id, valid) => {
    const match = matchPageRoute(path);
    expect(match?.route.id).toBe(id);
    expect(isValidPage(match!)).toBe(valid);
  });

  test.each([
    '/nothing',
    '/answer/email',
    '/landing_page/girl',
    '/user/login/web-1/extra',
    '/report/shared',
    '/report/shared/Abc_def-1234567890/web-1',
    '/verify',
    '/verify/ABCD-EFGH-JKMN/web-1',
  ])('%s is unknown', (path) => {
    expect(matchPageRoute(path)).toBeNull();
  });

  test('a shared report route ends in a token, never in {code}-{examId}', () => {
    const shared = PAGE_ROUTES.find((r) => r.id === 'report-shared')!;
    expect(routePatterns(shared)).toEqual(['/report/shared/:token']);
    expect(matchPageRoute('/report/shared/Abc_def-1234567890')?.params).toEqual({
      token: 'Abc_def-1234567890',
    });
  });

  test('the verification page ends in a certificate code, never in {code}-{examId}', () => {
    const verify = PAGE_ROUTES.find((r) => r.id === 'certificate-verify')!;
    expect(verify).toMatchObject({ remote: 'report', module: './Verify' });
    expect(routePatterns(verify)).toEqual(['/verify/:verificationCode']);
    expect(matchPageRoute('/verify/ABCD-EFGH-JKMN')?.params).toEqual({ verificationCode: 'ABCD-EFGH-JKMN' });
    expect(examplePaths().filter(({ route }) => route.id === 'certificate-verify')).toEqual([
      { route: verify, path: '/verify/ABCD-EFGH-JKMN' },
    ]);
  });

  test('every example path matches its own route and is valid', () => {
    const examples = examplePaths();
    expect(examples.length).toBeGreaterThan(80);
    for (const { path, route } of examples) {
      const match = matchPageRoute(path);
      expect([path, match?.route.remote, match && isValidPage(match)]).toEqual([path, route.remote, true]);
    }
  });
});
