// spec §2: how pages are declared and matched (issue 14). The pages themselves belong to the
// remotes: each declares its own once, in its src/routes.ts; the build exposes those modules and
// publishes the declaration in its mf-manifest.json; the gateway adds the live builds' declarations
// to the manifest it serves, and the shell and the gateway build the route table from them at run
// time, so a landing team ships a new page by publishing the landing remote alone. Pure, no React,
// no zod (the shell's first view runs it).
export type RemoteName = 'landing' | 'exam' | 'checkout' | 'report' | 'account';
export const REMOTE_NAMES: readonly RemoteName[] = ['landing', 'exam', 'checkout', 'report', 'account'];

/**
 * The Module Federation container a remote's build must be (`mfe_landing`, …): the name the shell
 * loads it by, and the registry checks a registered build for (docs/publishing-a-remote.md).
 */
export const remoteContainerName = (remote: RemoteName) => `mfe_${remote}`;

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

/** A page as its remote declares it (src/routes.ts), published in the build's mf-manifest.json. */
export interface PageDeclaration {
  /** The spec's route name, e.g. `answer_question-standard`. */
  id: string;
  /** Path without the suffix; `:variant` only on landing pages. */
  path: string;
  suffix: SuffixRule;
  /** The module the remote exposes, e.g. `./Question` (the file src/pages/question.tsx). */
  module: string;
  /** Legacy or "-old" paths that render the same page with the same parameters. */
  aliases?: readonly string[];
  /** Landing variant rendered by a legacy alias such as /girlPage. */
  variant?: string;
}

/** What a remote declares: its pages and, for a `:variant` segment, the names it takes. */
export interface RemotePages {
  pages: readonly PageDeclaration[];
  /** The variant names a `/…/:variant` path of this remote accepts. */
  variants?: readonly string[];
  /** Old variant names and the variant each renders (`girl_old` → `girl`). */
  variantAliases?: Readonly<Record<string, string>>;
}

/** One page of a remote's src/routes.ts; the suffix is required unless `extra` says otherwise. */
export const declarePage = (
  id: string,
  path: string,
  module: string,
  extra: Partial<PageDeclaration> = {},
): PageDeclaration => ({ id, path, module, suffix: 'required', ...extra });

/** A remote's declaration (typed; the build checks it with parseRemotePages before publishing it). */
export const definePages = <T extends RemotePages>(declaration: T): T => declaration;

/** A declared page with the remote that serves it: one row of the route table. */
export interface PageRoute extends PageDeclaration {
  remote: RemoteName;
}

/** The route table of the live builds: every remote's pages, and the variants they accept. */
export interface RouteTable {
  routes: readonly PageRoute[];
  variants: readonly string[];
  variantAliases: Readonly<Record<string, string>>;
}

export const EMPTY_ROUTE_TABLE: RouteTable = { routes: [], variants: [], variantAliases: {} };

/** The table from the remotes' declarations, in REMOTE_NAMES order (an earlier remote's path wins). */
export function routeTableOf(declared: Partial<Record<RemoteName, RemotePages | undefined>>): RouteTable {
  const routes: PageRoute[] = [];
  const variants: string[] = [];
  const variantAliases: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    const own = declared[remote];
    if (!own) continue;
    for (const page of own.pages) routes.push({ ...page, remote });
    variants.push(...(own.variants ?? []));
    Object.assign(variantAliases, own.variantAliases);
  }
  return { routes, variants, variantAliases };
}

/** A variant name, or an old name resolved to its variant; null when the table has neither. */
export function variantOf(table: RouteTable, value: string | undefined): string | null {
  if (!value) return null;
  if (table.variants.includes(value)) return value;
  const resolved = Object.hasOwn(table.variantAliases, value) ? table.variantAliases[value] : undefined;
  return resolved !== undefined && table.variants.includes(resolved) ? resolved : null;
}

const SUFFIX_RULES: readonly string[] = ['required', 'optional', 'none', 'token', 'verification-code'];
const PAGE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\/:variant)?)?$/;
const PAGE_MODULE = /^\.\/[A-Z][A-Za-z0-9]{0,63}$/;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VARIANT_NAME = /^[a-z0-9_]{1,64}$/;
const isPath = (value: unknown) => typeof value === 'string' && value.length <= 200 && PAGE_PATH.test(value);
const isVariantName = (value: unknown) => typeof value === 'string' && VARIANT_NAME.test(value);

/**
 * A remote's declaration as published (its mf-manifest.json `pages`, the served manifest), checked
 * by hand (no zod in the shell): null when anything in it is malformed, so a broken build's
 * declaration is ignored as a whole rather than half-used.
 */
export function parseRemotePages(value: unknown): RemotePages | null {
  if (!value || typeof value !== 'object') return null;
  const { pages, variants, variantAliases } = value as Record<string, unknown>;
  if (!Array.isArray(pages) || pages.length > 200) return null;
  const ok = pages.every((page) => {
    if (!page || typeof page !== 'object') return false;
    const p = page as Record<string, unknown>;
    return (
      typeof p.id === 'string' &&
      NAME.test(p.id) &&
      isPath(p.path) &&
      typeof p.module === 'string' &&
      PAGE_MODULE.test(p.module) &&
      SUFFIX_RULES.includes(p.suffix as string) &&
      (p.aliases === undefined || (Array.isArray(p.aliases) && p.aliases.every(isPath))) &&
      (p.variant === undefined || isVariantName(p.variant))
    );
  });
  if (!ok) return null;
  if (variants !== undefined && !(Array.isArray(variants) && variants.every(isVariantName))) return null;
  const aliases = variantAliases ?? {};
  if (typeof aliases !== 'object' || Array.isArray(aliases)) return null;
  if (!Object.entries(aliases).every(([from, to]) => isVariantName(from) && isVariantName(to))) return null;
  return {
    pages: pages as PageDeclaration[],
    ...(variants ? { variants: variants as string[] } : {}),
    ...(variantAliases ? { variantAliases: aliases as Record<string, string> } : {}),
  };
}

/** The file a declared module is, relative to its remote's folder: `./HelpDetail` → `./src/pages/help-detail.tsx`. */
export function pageModuleFile(module: string): string {
  const name = module
    .replace(/^\.\//, '')
    .replace(/[A-Z]/g, (c, i: number) => `${i ? '-' : ''}${c.toLowerCase()}`);
  return `./src/pages/${name}.tsx`;
}

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

/** Matches a pathname against the table (the gateway's 404 status, the shell's page). */
export function matchPageRoute(table: RouteTable, pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/');
  for (const route of table.routes) {
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
export function isValidPage(table: RouteTable, match: RouteMatch): boolean {
  if (match.params.codeExam !== undefined && !parseCodeExam(match.params.codeExam)) return false;
  if (match.params.variant !== undefined && !variantOf(table, match.params.variant)) return false;
  if (match.params.token !== undefined && !SHARE_TOKEN_PATTERN.test(match.params.token)) return false;
  if (
    match.params.verificationCode !== undefined &&
    !VERIFICATION_CODE_PATTERN.test(match.params.verificationCode)
  )
    return false;
  return true;
}

/** The page at `pathname` when it is one of the table's and valid (spec §2), else null. */
export function validPageMatch(table: RouteTable, pathname: string): RouteMatch | null {
  const match = matchPageRoute(table, pathname);
  return match && isValidPage(table, match) ? match : null;
}

/** One example URL per route pattern, for tests that walk the whole table. */
export function examplePaths(
  table: RouteTable,
  codeExam = 'web-1',
  token = 'example_share_token_0',
  verificationCode = 'ABCD-EFGH-JKMN',
): { path: string; route: PageRoute }[] {
  const out: { path: string; route: PageRoute }[] = [];
  for (const route of table.routes) {
    for (const pattern of routePatterns(route)) {
      const variants = pattern.includes(':variant')
        ? [...table.variants, ...Object.keys(table.variantAliases)]
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
  variant?: string;
  /** Shared report view only: the share token from the path. */
  token?: string;
  /** Certificate verification page only: the code from the path, as typed (any case, dashes or not). */
  verificationCode?: string;
}

/** One remote's build in a manifest; the gateway adds the build's declared pages when it serves it. */
export interface ManifestBuild {
  version: string;
  entry: string;
  pages?: RemotePages;
}

/** The remote manifest the gateway serves at /mf/manifest (ARCHITECTURE.md "Manifest"). */
export interface RemoteManifest {
  remotes: Partial<Record<RemoteName, ManifestBuild>>;
  /** Per landing variant overrides of which remote build serves it (the registry's, issue 14). */
  variants?: Partial<Record<string, Partial<Record<RemoteName, ManifestBuild>>>>;
}

/** The route table of a served manifest: the declarations of the builds it names. */
export function manifestRouteTable(manifest: RemoteManifest | null | undefined): RouteTable {
  const declared: Partial<Record<RemoteName, RemotePages | undefined>> = {};
  for (const name of REMOTE_NAMES) declared[name] = manifest?.remotes[name]?.pages;
  return routeTableOf(declared);
}
