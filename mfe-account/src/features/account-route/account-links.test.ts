import { accountPath, afterSignIn, loginPathBack, sameSitePath, suffixOf } from './account-links';

test.each([
  ['/report/result/web-1?orderNumber=x', '/report/result/web-1?orderNumber=x'],
  ['/user/info', '/user/info'],
  ['/', '/'],
  ['//evil.example/path', null],
  ['/\\evil.example', null],
  ['https://evil.example/', null],
  ['javascript:alert(1)', null],
  ['evil.example', null],
  ['/path with space', null],
  ['/line\nbreak', null],
  ['', null],
  [null, null],
])('sameSitePath(%j) = %j', (value, expected) => {
  expect(sameSitePath(value)).toBe(expected);
});

test.each([
  ['/user/login/web-1', 'web-1'],
  ['/user/login/web-1/', 'web-1'],
  ['/user/login', ''],
  ['/user/login/not a suffix', ''],
  ['/report/result/web-1', ''],
])('suffixOf(%j) = %j', (pathname, suffix) => {
  expect(suffixOf(pathname)).toBe(suffix);
});

test('links keep the suffix and the language, and nothing else of the query', () => {
  const here = { pathname: '/user/login/fb2-1', search: '?hl=fr-FR&redirect=%2Fx&confirm=abc' };
  expect(accountPath('/user/info', here)).toBe('/user/info/fb2-1?hl=fr-FR');
  expect(accountPath('/user/info', { pathname: '/user/login', search: '' })).toBe('/user/info');
  expect(loginPathBack({ pathname: '/user/info', search: '' })).toBe('/user/login?redirect=%2Fuser%2Finfo');
});

test('after signing in: the same-site redirect, else the personal centre', () => {
  expect(afterSignIn({ pathname: '/user/login', search: '?redirect=%2Freport%2Fresult%2Fweb-1' })).toBe(
    '/report/result/web-1',
  );
  expect(afterSignIn({ pathname: '/user/login', search: '?redirect=%2F%2Fevil.example' })).toBe('/user/info');
  expect(afterSignIn({ pathname: '/user/login/web-1', search: '?hl=de-DE' })).toBe(
    '/user/info/web-1?hl=de-DE',
  );
});

test('login, register and forgot password pass a same-site redirect on to each other, and only they', () => {
  const here = {
    pathname: '/user/register',
    search: '?hl=de-DE&redirect=%2Fanswer_question%2Fstandard%2Fweb-3',
  };
  expect(accountPath('/user/login', here)).toBe(
    '/user/login?hl=de-DE&redirect=%2Fanswer_question%2Fstandard%2Fweb-3',
  );
  expect(accountPath('/user/forgot-password', here)).toBe(
    '/user/forgot-password?hl=de-DE&redirect=%2Fanswer_question%2Fstandard%2Fweb-3',
  );
  expect(accountPath('/user/info', here)).toBe('/user/info?hl=de-DE');
  // Another site's address is never passed on.
  expect(
    accountPath('/user/login', { pathname: '/user/register', search: '?redirect=%2F%2Fevil.example' }),
  ).toBe('/user/login');
});
