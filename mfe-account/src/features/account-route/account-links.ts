// Where the account screens send the visitor (pure): links between them keep the
// `/{code}-{examId}` suffix the visitor came with (optional on /user/* routes, spec §2) and the
// language; after signing in, only a path on this site is followed.
import { parseCodeExam } from '@iq/contracts';

/**
 * A `redirect` query value that is a path on this site, or null. Only a single leading '/'
 * counts: '//host' and '/\host' are other sites to a browser, and control characters or
 * whitespace have no business in a path we navigate to.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return null;
  return value;
}

/** The `{code}-{examId}` suffix of an account path (`/user/info/web-1` → 'web-1'), or ''. */
export function suffixOf(pathname: string): string {
  const parts = pathname.replace(/\/+$/, '').split('/');
  // ['', 'user', '<page>', '<codeExam>']
  if (parts.length !== 4 || parts[1] !== 'user') return '';
  const last = parts[3] ?? '';
  return parseCodeExam(last) ? last : '';
}

/** The pages on the way to signing in, which pass a same-site `redirect` on to each other. */
const SIGN_IN_PATHS = ['/user/login', '/user/register', '/user/forgot-password'];

/**
 * `path` (an account route) with the current page's suffix and its `hl`, plus `query`; between
 * the sign-in pages also the `redirect`.
 * accountPath('/user/info', '/user/login/web-1', '?hl=fr-FR&redirect=…') → '/user/info/web-1?hl=fr-FR'.
 */
export function accountPath(
  path: string,
  current: { pathname: string; search: string },
  query: Record<string, string> = {},
): string {
  const suffix = suffixOf(current.pathname);
  const params = new URLSearchParams();
  const currentQuery = new URLSearchParams(current.search);
  const hl = currentQuery.get('hl');
  if (hl) params.set('hl', hl);
  // Between login, register and forgot password the way back stays (a questionnaire's result,
  // say); any other account page is a destination of its own.
  const redirect = sameSitePath(currentQuery.get('redirect'));
  if (redirect && SIGN_IN_PATHS.includes(path)) params.set('redirect', redirect);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const text = params.toString();
  return `${path}${suffix ? `/${suffix}` : ''}${text ? `?${text}` : ''}`;
}

/** The login page that comes back to the current page afterwards (a 401 on a signed-in screen). */
export function loginPathBack(current: { pathname: string; search: string }): string {
  return accountPath('/user/login', current, { redirect: `${current.pathname}${current.search}` });
}

/** After signing in: the `redirect` target when it is on this site, else the personal centre. */
export function afterSignIn(current: { pathname: string; search: string }): string {
  return (
    sameSitePath(new URLSearchParams(current.search).get('redirect')) ?? accountPath('/user/info', current)
  );
}
