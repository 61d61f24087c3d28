// The pages the five remotes declare (issue 14: each in its own src/routes.ts; only the paths the
// services link to are spelled in @iq/contracts, LINKED_PAGES), checked together against spec §2 as the shell and the gateway will route them:
// each page declared once, every spec path on its remote, each module a file of its remote.
import fs from 'node:fs';
import path from 'node:path';
import {
  examplePaths,
  isValidPage,
  linkToPage,
  LINKED_PAGES,
  matchPageRoute,
  type LinkedPage,
  pageModuleFile,
  parseRemotePages,
  routePatterns,
  routeTableOf,
  variantOf,
  REMOTE_NAMES,
} from '@iq/contracts';
import { PAGES as landing, LANDING_VARIANTS } from '../mfe-landing/src/routes';
import { PAGES as exam } from '../mfe-exam/src/routes';
import { PAGES as checkout } from '../mfe-checkout/src/routes';
import { PAGES as report } from '../mfe-report/src/routes';
import { PAGES as account } from '../mfe-account/src/routes';

const DECLARED = { landing, exam, checkout, report, account };
const table = routeTableOf(DECLARED);
const PAGE_ROUTES = table.routes;
const landingVariantOf = (value: string) => variantOf(table, value);

describe('each page declared once', () => {
  test('every declaration is well-formed as published, and no path or id is declared twice', () => {
    for (const name of REMOTE_NAMES)
      expect([name, parseRemotePages(DECLARED[name])]).toEqual([name, DECLARED[name]]);
    const ids = PAGE_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const patterns = PAGE_ROUTES.flatMap((route) => routePatterns(route));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  test('each declared module is a page file of its remote', () => {
    for (const route of PAGE_ROUTES) {
      const file = path.join(__dirname, '..', `mfe-${route.remote}`, pageModuleFile(route.module));
      expect([route.id, fs.existsSync(file)]).toEqual([route.id, true]);
    }
  });
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
    const match = matchPageRoute(table, path);
    expect(match?.route.id).toBe(id);
    expect(isValidPage(table, match!)).toBe(valid);
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
    expect(matchPageRoute(table, path)).toBeNull();
  });

  test('a shared report route ends in a token, never in {code}-{examId}', () => {
    const shared = PAGE_ROUTES.find((r) => r.id === 'report-shared')!;
    expect(routePatterns(shared)).toEqual(['/report/shared/:token']);
    expect(matchPageRoute(table, '/report/shared/Abc_def-1234567890')?.params).toEqual({
      token: 'Abc_def-1234567890',
    });
  });

  test('the verification page ends in a certificate code, never in {code}-{examId}', () => {
    const verify = PAGE_ROUTES.find((r) => r.id === 'certificate-verify')!;
    expect(verify).toMatchObject({ remote: 'report', module: './Verify' });
    expect(routePatterns(verify)).toEqual(['/verify/:verificationCode']);
    expect(matchPageRoute(table, '/verify/ABCD-EFGH-JKMN')?.params).toEqual({
      verificationCode: 'ABCD-EFGH-JKMN',
    });
    expect(examplePaths(table).filter(({ route }) => route.id === 'certificate-verify')).toEqual([
      { route: verify, path: '/verify/ABCD-EFGH-JKMN' },
    ]);
  });

  test('every example path matches its own route and is valid', () => {
    const examples = examplePaths(table);
    expect(examples.length).toBeGreaterThan(80);
    for (const { path, route } of examples) {
      const match = matchPageRoute(table, path);
      expect([path, match?.route.remote, match && isValidPage(table, match)]).toEqual([
        path,
        route.remote,
        true,
      ]);
    }
  });
});

// Issue 39: the services link to pages by LINKED_PAGES (they cannot import a remote's routes.ts);
// each entry must be a page the remotes declare under that very path, and a link built for it
// must open that page as a valid one.
describe('pages the services link to', () => {
  test.each(Object.entries(LINKED_PAGES))('%s (%s) is declared, and its links open it', (name, pagePath) => {
    const route = PAGE_ROUTES.find((r) => r.path === pagePath);
    expect([name, route?.path]).toEqual([name, pagePath]);
    const link =
      name === 'reportShared'
        ? `${LINKED_PAGES.reportShared}/Abc_def-1234567890`
        : linkToPage(name as LinkedPage, 'web', 1, '?orderNumber=x').split('?')[0]!;
    const match = matchPageRoute(table, link);
    expect([name, match?.route.id]).toEqual([name, route?.id]);
    expect(isValidPage(table, match!)).toBe(true);
  });
});
