// spec §2: the complete route table. Shared by the shell (which renders a remote's module per
// route) and the gateway (which answers 404 for paths outside it). Pure data, no React.
export type RemoteName = 'landing' | 'exam' | 'checkout' | 'report' | 'account';
export const REMOTE_NAMES: readonly RemoteName[] = ['landing', 'exam', 'checkout', 'report', 'account'];

/** `{code}-{examId}`: a campaign/app code without hyphens, then a numeric exam id. */
export const CODE_EXAM_PATTERN = /^([A-Za-z0-9_]{1,32})-([1-9][0-9]{0,5})$/;

export interface CodeExam {
  code: string;
  examId: number;
}

export function parseCodeExam(value: string | undefined): CodeExam | null {
  const match = value ? CODE_EXAM_PATTERN.exec(value) : null;
  if (!match) return null;
  return { code: match[1] as string, examId: Number(match[2]) };
}

/** Landing variants of spec §2; the "-old" ones are aliases of their current page. */
export const LANDING_VARIANTS = [
  'founder',
  'free',
  'genius_lab',
  'girl',
  'home',
  'matrix',
  'new_boy',
  'new_computer',
  'new_genius',
  'new_girl',
  'new_page',
  'new',
  'relax',
  'test_center',
  'third',
  'types',
  'yellow_boy',
  'yellow_computer',
  'yellow_girl',
  'young',
] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];
export const LANDING_OLD_ALIASES: Readonly<Record<string, LandingVariant>> = {
  genius_lab_old: 'genius_lab',
  girl_old: 'girl',
  test_center_old: 'test_center',
  yellow_boy_old: 'yellow_boy',
};

export function landingVariantOf(value: string | undefined): LandingVariant | null {
  if (!value) return null;
  if ((LANDING_VARIANTS as readonly string[]).includes(value)) return value as LandingVariant;
  return LANDING_OLD_ALIASES[value] ?? null;
}

/**
 * How a route uses the `{code}-{examId}` suffix; `token` routes end in a share token instead
 * (`/report/shared/{token}`), which names a shared view and carries no code or exam;
 * `verification-code` routes end in a certificate's verification code (`/verify/{code}`).
 */
export type SuffixRule = 'required' | 'optional' | 'none' | 'token' | 'verification-code';

/** A share token as it appears in `/report/shared/{token}`: URL-safe, long enough to be unguessable. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * A certificate verification code as a URL may carry it: 12 Crockford base32 characters, as
 * stored (ABCDEFGHJKMN) or printed (ABCD-EFGH-JKMN), any case; O, I and L read as 0, 1, 1 (the
 * order service's canonicalCode), so only U is never part of one.
 */
export const VERIFICATION_CODE_PATTERN = /^[0-9A-TV-Za-tv-z]{4}(?:-?[0-9A-TV-Za-tv-z]{4}){2}$/;

export interface PageRoute {
  /** The spec's route name, e.g. `answer_question-standard`. */
  id: string;
  /** Path without the suffix; `:variant` only on landing pages. */
  path: string;
  suffix: SuffixRule;
  remote: RemoteName;
  /** The module the remote exposes, e.g. `./Question`. */
  module: string;
  /** Legacy or "-old" paths that render the same page with the same parameters. */
  aliases?: readonly string[];
  /** Landing variant rendered by a legacy alias such as /girlPage. */
  variant?: LandingVariant;
}

const page = (
  id: string,
  path: string,
  remote: RemoteName,
  module: string,
  extra: Partial<PageRoute> = {},
): PageRoute => ({ id, path, remote, module, suffix: 'required', ...extra });

export const PAGE_ROUTES: readonly PageRoute[] = [
  page('home', '/', 'landing', './Home', { suffix: 'none' }),
  page('landing_page', '/landing_page/:variant', 'landing', './Landing'),
  // Legacy landing aliases: same page as their variant, same parameters.
  page('relaxPage', '/relaxPage', 'landing', './Landing', { variant: 'relax' }),
  page('homePage', '/homePage', 'landing', './Landing', { variant: 'home' }),
  page('thirdPage', '/thirdPage', 'landing', './Landing', { variant: 'third' }),
  page('newPage', '/newPage', 'landing', './Landing', { variant: 'new_page' }),
  page('girlPage', '/girlPage', 'landing', './Landing', { variant: 'girl' }),
  page('typesPage', '/typesPage', 'landing', './Landing', { variant: 'types' }),
  page('free', '/free', 'landing', './Landing', { variant: 'free' }),
  page('founder', '/founder', 'landing', './Landing', { variant: 'founder' }),
  page('young', '/young', 'landing', './Landing', { variant: 'young' }),
  page('help', '/help', 'landing', './Help'),
  page('helpDetail', '/helpDetail', 'landing', './HelpDetail', { aliases: ['/help-detail'] }),
  page('support', '/support', 'landing', './Support'),
  // Issue 13: privacy policy and terms of use; linked from the footer and the cookie banner.
  page('privacy', '/privacy', 'landing', './Privacy', { suffix: 'optional' }),
  page('agreement', '/agreement', 'landing', './Agreement', { suffix: 'optional' }),

  page('answer_question-start_loading', '/answer_question/start_loading', 'exam', './Instructions'),
  page('answer_question-standard', '/answer_question/standard', 'exam', './Question', {
    aliases: ['/question'],
  }),
  page('answer-email', '/answer/email', 'exam', './Email', { aliases: ['/email'] }),
  page('answer-loading', '/answer/loading', 'exam', './Calculating'),
  page('answer-submit', '/answer/submit', 'exam', './Confirm', {
    aliases: ['/answer/submit-old', '/answer_submit'],
  }),

  page('scheme_select', '/scheme_select', 'checkout', './Scheme'),
  // issue 10: the subscription plans page (spec §2 "Subscription and plans pages"; scheme = plan).
  page('paying-scheme', '/paying/scheme', 'checkout', './Plans'),
  page('paying-package', '/paying/package', 'checkout', './Package', { aliases: ['/pay_package'] }),
  page('paying-payment', '/paying/payment', 'checkout', './Payment', { aliases: ['/payment'] }),
  page('paying-paypage', '/paying/paypage', 'checkout', './Payment', { aliases: ['/payPage'] }),
  page('paying-check', '/paying/check', 'checkout', './PayCheck', { aliases: ['/payCheck'] }),
  page('paying-subscribe-check', '/paying/subscribe/check', 'checkout', './PayCheck'),
  page('paying-success', '/paying/success', 'checkout', './PaySuccess', { aliases: ['/pay_success'] }),
  page('paying-failed', '/paying/failed', 'checkout', './PayFailed', { aliases: ['/pay_failed'] }),
  page('payinsider', '/payinsider', 'checkout', './Upsell'),
  page('triplePurchase', '/triplePurchase', 'checkout', './TriplePurchase'),
  page('cancel-subscription', '/cancel/subscription', 'checkout', './CancelSubscription', {
    aliases: ['/cancel-subscription'],
  }),
  page('cancel-success', '/cancel/success', 'checkout', './CancelSuccess', { aliases: ['/cancel-success'] }),

  page('report-result', '/report/result', 'report', './Result', {
    suffix: 'optional',
    aliases: ['/report/result-old'],
  }),
  page('report-result-download', '/report/result-download', 'report', './ResultDownload', {
    suffix: 'optional',
  }),
  page('report-result-free-test', '/report/result-free-test', 'report', './FreeTests', {
    suffix: 'optional',
  }),
  page('report-retrieve', '/report/retrieve', 'report', './Retrieve', { suffix: 'optional' }),
  page('report-wrong', '/report/wrong', 'report', './Wrong', { suffix: 'optional' }),
  page('retrieve_report', '/retrieve_report', 'report', './Retrieve', { aliases: ['/retrieve'] }),
  // What a report's owner chose to share (spec §7 POST /exam/order/info/share): no order number.
  page('report-shared', '/report/shared', 'report', './Shared', { suffix: 'token' }),
  // A certificate's printed link: confirms the code and shows what the certificate states.
  page('certificate-verify', '/verify', 'report', './Verify', { suffix: 'verification-code' }),

  page('user-login', '/user/login', 'account', './Login', { suffix: 'optional' }),
  page('user-register', '/user/register', 'account', './Register', { suffix: 'optional' }),
  page('user-forgot-password', '/user/forgot-password', 'account', './ForgotPassword', {
    suffix: 'optional',
  }),
  page('user-edit-password', '/user/edit-password', 'account', './EditPassword', { suffix: 'optional' }),
  page('user-info', '/user/info', 'account', './Info', { suffix: 'optional' }),
  page('user-setting', '/user/setting', 'account', './Setting', { suffix: 'optional' }),
];

/** Every concrete path pattern of a route (aliases included), with the suffix as `:codeExam`. */
export function routePatterns(route: PageRoute): string[] {
  const bases = [route.path, ...(route.aliases ?? [])];
  const withSuffix = (base: string) => (base === '/' ? '/' : `${base}/:codeExam`);
  switch (route.suffix) {
    case 'none':
      return bases;
    case 'required':
      return bases.map(withSuffix);
    case 'optional':
      return bases.flatMap((base) => [base, withSuffix(base)]);
    case 'token':
      return bases.map((base) => `${base}/:token`);
    case 'verification-code':
      return bases.map((base) => `${base}/:verificationCode`);
  }
}

export interface RouteMatch {
  route: PageRoute;
  params: { codeExam?: string; variant?: string; token?: string; verificationCode?: string };
}

/** Matches a pathname against the table (used by the gateway for its 404 status). */
export function matchPageRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/');
  for (const route of PAGE_ROUTES) {
    for (const pattern of routePatterns(route)) {
      const want = pattern.split('/');
      if (want.length !== parts.length) continue;
      const params: RouteMatch['params'] = {};
      const ok = want.every((segment, i) => {
        const actual = parts[i] as string;
        if (segment === ':codeExam') return ((params.codeExam = actual), true);
        if (segment === ':variant') return ((params.variant = actual), true);
        if (segment === ':token') return ((params.token = actual), true);
        if (segment === ':verificationCode') return ((params.verificationCode = actual), true);
        return segment === actual;
      });
      if (ok) return { route, params };
    }
  }
  return null;
}

/** The validity check of spec §2: a well-formed suffix and, on landing pages, a known variant. */
export function isValidPage(match: RouteMatch): boolean {
  if (match.params.codeExam !== undefined && !parseCodeExam(match.params.codeExam)) return false;
  if (match.params.variant !== undefined && !landingVariantOf(match.params.variant)) return false;
  if (match.params.token !== undefined && !SHARE_TOKEN_PATTERN.test(match.params.token)) return false;
  if (
    match.params.verificationCode !== undefined &&
    !VERIFICATION_CODE_PATTERN.test(match.params.verificationCode)
  )
    return false;
  return true;
}

/** One example URL per route pattern, for tests that walk the whole table. */
export function examplePaths(
  codeExam = 'web-1',
  token = 'example_share_token_0',
  verificationCode = 'ABCD-EFGH-JKMN',
): { path: string; route: PageRoute }[] {
  const out: { path: string; route: PageRoute }[] = [];
  for (const route of PAGE_ROUTES) {
    for (const pattern of routePatterns(route)) {
      const variants = pattern.includes(':variant')
        ? [...LANDING_VARIANTS, ...Object.keys(LANDING_OLD_ALIASES)]
        : [undefined];
      for (const variant of variants) {
        out.push({
          route,
          path: pattern
            .replace(':codeExam', codeExam)
            .replace(':variant', variant ?? '')
            .replace(':token', token)
            .replace(':verificationCode', verificationCode),
        });
      }
    }
  }
  return out;
}

/** What every exposed page module receives from the shell (its default export's props). */
export interface RemotePageProps {
  code: string;
  examId: number;
  /** Landing pages only: the variant, "-old" aliases already resolved. */
  variant?: LandingVariant;
  /** Shared report view only: the share token from the path. */
  token?: string;
  /** Certificate verification page only: the code from the path, as typed (any case, dashes or not). */
  verificationCode?: string;
}

/** The remote manifest the gateway serves at /mf/manifest (ARCHITECTURE.md "Manifest"). */
export interface RemoteManifest {
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
  /** Per landing variant overrides of which remote build serves it (managed by a later issue). */
  variants?: Partial<Record<LandingVariant, Partial<Record<RemoteName, { version: string; entry: string }>>>>;
}
