// Issue 38: the layout audit. Every route of the spec on a phone — 360×640 and 390×844 in
// English, 360×640 in the nine locales — opened in a few browser contexts side by side against
// the one stack: no sideways overflow, CLS ≤ 0.05 after load, the main action on the first screen
// of a landing page, the first question opening with its drawing at the top. The last tests
// prove each check red on a page broken on purpose (the same functions). Failures leave a
// screenshot in e2e/artifacts/layout-audit/.
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import {
  EXAM_IDS,
  EXAM_SESSION_STORAGE_KEY,
  LOCALE_TAGS,
  examplePaths,
  matchPageRoute,
  routeTableOf,
  type QuestionList,
  type QuestionnaireView,
  type StartExamSessionResponse,
} from '@iq/contracts';
import { confirmedAccount } from '../support/accounts';
import {
  badLineBreaks,
  CLS_BUDGET,
  drawingAtTop,
  headerOneRow,
  horizontalOverflow,
  layoutShiftScore,
  recordLayoutShifts,
  resetLayoutShifts,
  settle,
  shotPath,
  visibleWithoutScrolling,
  type Finding,
} from '../support/layout-audit';
import {
  CHOICES,
  chooseTier,
  examApiData,
  fillCard,
  payWith,
  reportAfterPayment,
  takeTestToTierPage,
} from '../support/purchase-flow';
import { LANDING_VARIANTS } from '../support/landing-variants';
import { PAGES as landingPages } from '../../mfe-landing/src/routes';
import { PAGES as examPages } from '../../mfe-exam/src/routes';
import { PAGES as checkoutPages } from '../../mfe-checkout/src/routes';
import { PAGES as reportPages } from '../../mfe-report/src/routes';
import { PAGES as accountPages } from '../../mfe-account/src/routes';

test.describe.configure({ mode: 'parallel' });

const PHONE_SMALL = { width: 360, height: 640 };
const PHONE = { width: 390, height: 844 };
const OTHER_LOCALES = LOCALE_TAGS.filter((tag) => tag !== 'en-US');

const VARIANTS = LANDING_VARIANTS;

interface Visit {
  /** Path and query, without hl. */
  path: string;
  /** A landing page: its start link must show on the first screen. */
  landing?: boolean;
  /** How the finding names the page when the path alone does not (one route, several states). */
  label?: string;
  /** A test id the page must show (the state it was opened in), beyond its remote's screen. */
  shows?: string;
  /** Run in the audit's tab before it opens `path` (the state the page opens in). */
  before?: (page: Page) => Promise<void>;
}

/** Pages a visitor reaches without a test taken or an account. */
const OPEN_PAGES: Visit[] = [
  { path: '/', landing: true },
  ...VARIANTS.map((v) => ({ path: `/landing_page/${v}/web-1`, landing: true })),
  { path: '/answer_question/start_loading/web-1' },
  { path: '/answer_question/start_loading/web-2' },
  { path: '/report/result-free-test/web-1' },
  { path: '/report/retrieve/web-1' },
  { path: '/paying/scheme/web-1' },
  { path: '/cancel/subscription/web-1' },
  { path: '/help/web-1' },
  { path: '/helpDetail/web-1?id=refunds' },
  { path: '/support/web-1' },
  { path: '/privacy' },
  { path: '/agreement/web-1' },
  { path: '/user/login' },
  { path: '/user/register' },
  { path: '/user/forgot-password' },
  { path: '/this-page-does-not-exist' },
];

/** Pages of a signed-in visitor. */
const SIGNED_IN_PAGES: Visit[] = [
  { path: '/user/info/web-1' },
  { path: '/user/setting/web-1' },
  { path: '/user/edit-password/web-1' },
];

interface Size {
  label: string;
  viewport: { width: number; height: number };
  locale: string;
}

const withHl = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}hl=${locale}`;

/** Opens a context as the audit's visitor: a phone, the locale's language, shifts recorded. */
async function auditContext(
  browser: Browser,
  size: Size,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: true,
    hasTouch: true,
    locale: size.locale,
    storageState,
  });
  await recordLayoutShifts(context);
  return context;
}

/** A tab's requests still open, and what went wrong since its last visit (requests, console). */
const traffic = new WeakMap<Page, { pending: Set<Request>; trouble: string[] }>();

function watchTraffic(page: Page): void {
  const seen = { pending: new Set<Request>(), trouble: [] as string[] };
  traffic.set(page, seen);
  page.on('request', (request) => seen.pending.add(request));
  page.on('requestfinished', (request) => seen.pending.delete(request));
  page.on('requestfailed', (request) => {
    seen.pending.delete(request);
    seen.trouble.push(`failed ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.trouble.push(`console: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => seen.trouble.push(`page error: ${error.message.slice(0, 200)}`));
}

/** What the tab was waiting for and what failed: the detail of a page that never showed. */
function trafficNote(page: Page): string {
  const seen = traffic.get(page);
  if (!seen) return '';
  const pending = [...seen.pending].map((request) => `pending ${request.url()}`);
  return [...pending, ...seen.trouble].slice(0, 6).join('; ');
}

/**
 * The page the audit measures is the one it meant: its route's screen (after any redirect), not
 * the 404 screen, and the state it was opened in. Waits for them (a lazy chunk, a redirect);
 * returns what is missing after 15 s, or null.
 */
async function awaitScreen(page: Page, visit: Visit): Promise<string | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pathname = new URL(page.url()).pathname;
    const remote = matchPageRoute(ROUTE_TABLE, pathname)?.route.remote;
    const screen = !remote || (await page.locator(`[data-testid^="screen-${remote}-"]`).first().isVisible());
    const shown = !visit.shows || (await page.getByTestId(visit.shows).first().isVisible());
    if (screen && shown) return null;
    if (Date.now() > deadline) {
      const what = screen ? `${visit.shows} not shown` : `no ${remote} screen`;
      return `${what} at ${pathname} after 15 s; ${trafficNote(page)}`;
    }
    await page.waitForTimeout(200);
  }
}

/** A shift's first two moved boxes, and the header's heights since load when recorded. */
const namedSources = (sources: string[]) =>
  [
    ...sources.filter((s) => !s.startsWith('header ')).slice(0, 2),
    ...sources.filter((s) => s.startsWith('header ')),
  ].join(', ');

/** Every check on the page as loaded; a screenshot for each failing page. */
async function auditPage(page: Page, visit: Visit, size: Size): Promise<Finding[]> {
  const where = `${visit.label ?? visit.path} ${size.label}`;
  const findings: Finding[] = [];
  await settle(page);
  const missing = await awaitScreen(page, visit);
  if (missing) findings.push({ check: 'load', where, detail: missing });
  for (const detail of await horizontalOverflow(page)) findings.push({ check: 'overflow', where, detail });
  const shifts = await layoutShiftScore(page);
  if (!shifts) findings.push({ check: 'shift', where, detail: 'no layout-shift entries recorded' });
  else if (shifts.score > CLS_BUDGET) {
    const worst = [...shifts.shifts].sort((a, b) => b.value - a.value).slice(0, 2);
    findings.push({
      check: 'shift',
      where,
      detail: `CLS ${shifts.score.toFixed(3)}: ${worst.map((s) => `${s.value.toFixed(3)} at ${s.at} ms (${namedSources(s.sources)})`).join('; ')}`,
    });
  }
  // CJK line breaking: Korean by words; Japanese and Chinese headings without an orphan.
  const cjk = /^(ko|ja|zh)/.exec(size.locale)?.[1];
  if (cjk) {
    for (const detail of await badLineBreaks(page, { words: cjk === 'ko', orphans: true })) {
      findings.push({ check: 'text', where, detail });
    }
  }
  const header = await headerOneRow(page);
  if (header) findings.push({ check: 'header', where, detail: header });
  if (visit.landing) {
    const reason = await visibleWithoutScrolling(page, page.getByTestId('start-test'));
    if (reason) findings.push({ check: 'fold', where, detail: reason });
  }
  // LAYOUT_AUDIT_SHOTS=all keeps every page's first screen too, to look at the fixes.
  if (findings.length || process.env.LAYOUT_AUDIT_SHOTS === 'all')
    await page.screenshot({ path: shotPath(where) });
  return findings;
}

type AuditOptions = {
  parallel?: number;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  prepare?: (page: Page) => Promise<void>;
};
type Job = { visit: Visit; size: Size };

/** One job in a context of its own: its findings. */
async function auditAlone(browser: Browser, job: Job, { storageState, prepare }: AuditOptions) {
  const context = await auditContext(browser, job.size, storageState);
  try {
    const page = await context.newPage();
    watchTraffic(page);
    if (prepare) await prepare(page);
    if (job.visit.before) await job.visit.before(page);
    await page.goto(withHl(job.visit.path, job.size.locale));
    return await auditPage(page, job.visit, job.size);
  } finally {
    await context.close();
  }
}

/**
 * What a loaded machine can cause once: a shift, a page not shown within its 15 s. A page whose
 * findings are only these is opened once more, alone.
 */
const MAYBE_HITCH = new Set<Finding['check']>(['shift', 'load']);

/**
 * Visits each page in each size, `parallel` contexts at a time; returns every finding. A page
 * whose only findings are a shift or a late load is opened once more, alone: one that does not
 * come back is printed (and noted on the test) as intermittent instead of failing it, so a
 * one-off hitch of a loaded machine does not fail the suite, while a page that shifts, or is
 * late, twice does (docs/decisions/2026-11-29-layout-audit-every-route.md,
 * docs/decisions/2026-12-02-layout-audit-late-load-again-alone.md).
 */
async function auditAll(browser: Browser, jobs: Job[], options: AuditOptions = {}): Promise<Finding[]> {
  const { parallel = 3, storageState, prepare } = options;
  const found: { job: Job; findings: Finding[] }[] = [];
  // Jobs of one size follow each other: a worker keeps its context (and its HTTP cache, as a
  // visitor's browser does) while the size stays, and opens a fresh one for the next size.
  const queue = [...jobs].sort((a, b) => a.size.label.localeCompare(b.size.label));
  const worker = async () => {
    let open: { size: Size; context: BrowserContext; page: Page } | undefined;
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        if (open?.size !== job.size) {
          await open?.context.close();
          const context = await auditContext(browser, job.size, storageState);
          const page = await context.newPage();
          watchTraffic(page);
          if (prepare) await prepare(page);
          open = { size: job.size, context, page };
        }
        if (job.visit.before) await job.visit.before(open.page);
        traffic.get(open.page)?.trouble.splice(0);
        await open.page.goto(withHl(job.visit.path, job.size.locale));
        const findings = await auditPage(open.page, job.visit, job.size);
        if (findings.length) found.push({ job, findings });
      } catch (error) {
        const where = `${job.visit.label ?? job.visit.path} ${job.size.label}`;
        found.push({ job, findings: [{ check: 'load', where, detail: String(error) }] });
        await open?.context.close();
        open = undefined;
      }
    }
    await open?.context.close();
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const findings: Finding[] = [];
  for (const { job, findings: first } of found) {
    if (!first.every((finding) => MAYBE_HITCH.has(finding.check))) {
      findings.push(...first);
      continue;
    }
    const again = await auditAlone(browser, job, options).catch((error: unknown) => [
      { check: 'load' as const, where: first[0]!.where, detail: String(error) },
    ]);
    if (again.length) {
      findings.push(...first, ...again.map((finding) => ({ ...finding, where: `${finding.where} (again)` })));
    } else {
      const checks = [...new Set(first.map((f) => f.check))].join(' and ');
      const note = `intermittent ${checks}, not seen again alone: ${first.map((f) => f.detail).join('; ')}`;
      console.log(`layout audit · ${first[0]!.where} · ${note}`);
      test
        .info()
        .annotations.push({ type: `intermittent ${checks}`, description: `${first[0]!.where}: ${note}` });
    }
  }
  return findings;
}

const SIZES_EN: Size[] = [
  { label: 'en-US 360x640', viewport: PHONE_SMALL, locale: 'en-US' },
  { label: 'en-US 390x844', viewport: PHONE, locale: 'en-US' },
];
const SIZES_LOCALES: Size[] = OTHER_LOCALES.map((locale) => ({
  label: `${locale} 360x640`,
  viewport: PHONE_SMALL,
  locale,
}));
const ALL_SIZES = [...SIZES_EN, ...SIZES_LOCALES];

const jobsFor = (visits: Visit[], sizes: Size[]) =>
  sizes.flatMap((size) => visits.map((visit) => ({ visit, size })));

const report = (findings: Finding[]) => findings.map((f) => `${f.check} · ${f.where} · ${f.detail}`).sort();

test('open pages fit a phone and hold still, in English at 360 and 390 px', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(report(await auditAll(browser, jobsFor(OPEN_PAGES, SIZES_EN)))).toEqual([]);
});

for (const quarter of [0, 1, 2, 3]) {
  const sizes = SIZES_LOCALES.filter((_, i) => i % 4 === quarter);
  test(`open pages fit a 360 px phone and hold still in ${sizes.map((s) => s.locale).join(', ')}`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    expect(report(await auditAll(browser, jobsFor(OPEN_PAGES, sizes)))).toEqual([]);
  });
}

/**
 * The pages of a buyer who has paid for a report with a certificate: the purchase path's pages
 * opened on that order, the report's, the shared view and the certificate check.
 */
function buyerVisits({ orderNumber, shareToken, certificateCode }: Record<string, string>): Visit[] {
  const order = `?orderNumber=${orderNumber}`;
  return [
    { path: '/answer/loading/web-1' },
    { path: '/answer/email/web-1' },
    { path: '/answer/submit/web-1' },
    { path: '/scheme_select/web-1' },
    { path: `/paying/scheme/web-1${order}` },
    { path: `/paying/package/web-1${order}` },
    { path: `/paying/payment/web-1${order}` },
    { path: `/paying/paypage/web-1${order}` },
    { path: `/paying/check/web-1${order}` },
    { path: `/paying/subscribe/check/web-1${order}` },
    { path: `/paying/success/web-1${order}` },
    { path: `/paying/failed/web-1${order}` },
    { path: `/payinsider/web-1${order}&step=answer-analysis` },
    { path: `/payinsider/web-1${order}&step=done` },
    { path: `/triplePurchase/web-1${order}` },
    { path: '/cancel/success/web-1' },
    { path: `/report/result/web-1${order}` },
    { path: `/report/wrong/web-1${order}` },
    { path: `/report/result-download/web-1${order}` },
    { path: `/report/result-free-test/web-1${order}` },
    { path: '/retrieve_report/web-1' },
    { path: `/report/shared/${shareToken}`, label: '/report/shared/{token}' },
    { path: `/verify/${certificateCode}`, label: '/verify/{code}' },
    { path: '/verify/ABCD-EFGH-JKMN', label: '/verify/{unknown code}' },
  ];
}

/** The envelope's data of a call from the tab's context (its cookies), once it says 200. */
const apiData = <T>(page: Page, path: string, body?: unknown, sessionId?: string): Promise<T> =>
  examApiData<T>(page, path, { body, sessionId });

/** Puts the exam session (and the IQ test's page) where the exam remote keeps them, in this tab. */
async function keepSession(page: Page, sessionId: string, questionPage = 1): Promise<void> {
  // Session storage belongs to the site's origin: a blank tab goes there first.
  if (!page.url().startsWith('http')) await page.goto('/favicon.ico').catch(() => undefined);
  await page.evaluate(
    ({ key, id, questionPage }) => {
      sessionStorage.setItem(key, id);
      sessionStorage.setItem('IQ-questionPage', JSON.stringify(questionPage));
    },
    { key: EXAM_SESSION_STORAGE_KEY, id: sessionId, questionPage },
  );
}

test('the test, checkout and report pages fit and hold still, in every size and locale', async ({
  browser,
}) => {
  // A purchase, then 24 pages in 10 sizes and locales: 5.7 minutes alone, over 10 while the
  // other worker runs the question pages' audit on these 2 cores (both timed out so, 2026-11-30).
  test.setTimeout(900_000);
  // One visitor takes the test and buys the report with its certificate; the audit's contexts
  // carry its cookies, and the exam session goes where the exam remote keeps it (per tab).
  const buyer = await auditContext(browser, SIZES_EN[1]!);
  const page = await buyer.newPage();
  await takeTestToTierPage(page, `layout-${Date.now()}@example.com`, { solveFirst: 10 });
  const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), EXAM_SESSION_STORAGE_KEY);
  await chooseTier(page, /Premium/);
  await payWith(page, 'Card');
  await fillCard(page, '4242 4242 4242 4242');
  // The success page holds still while its messages arrive (issue 38: the button dropped 130 px).
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  await resetLayoutShifts(page);
  await page.waitForTimeout(1_500);
  const successShift = await layoutShiftScore(page);
  const orderNumber = await reportAfterPayment(page);
  const { code: certificateCode } = await apiData<{ code: string }>(page, '/exam/order/certificate', {
    orderNumber,
    name: 'Ada Lovelace',
  });
  const { token: shareToken } = await apiData<{ token: string }>(page, '/exam/order/info/share', {
    orderNumber,
    parts: ['score', 'band', 'percentile', 'certificate'],
  });
  const storageState = await buyer.storageState();
  await buyer.close();

  const pages = buyerVisits({ orderNumber, shareToken, certificateCode });
  const findings = await auditAll(browser, jobsFor(pages, ALL_SIZES), {
    storageState,
    prepare: (p) => keepSession(p, sessionId ?? ''),
  });
  if ((successShift?.score ?? 1) > CLS_BUDGET) {
    findings.push({
      check: 'shift',
      where: '/paying/success en-US 390x844',
      detail: JSON.stringify(successShift),
    });
  }
  expect(report(findings)).toEqual([]);
});

const QUESTIONNAIRE_EXAMS = [EXAM_IDS.personality, EXAM_IDS.eq, EXAM_IDS.brainDominance];

/** A question page in one state: its session is made once, and every size opens it. */
interface QuestionState {
  label: string;
  examId: number;
  /** What the page must show in that state (a test id). */
  shows: string;
  /** Makes the session over the API; its id. */
  make: (page: Page) => Promise<string>;
  /** The IQ test's page number (the exam remote keeps it per tab). */
  questionPage?: number;
}

/** An IQ session with the first `answered` questions answered. */
const iqSession = (answered: number) => async (page: Page) => {
  const start = { examId: EXAM_IDS.iq, code: 'web' };
  const { sessionId } = await apiData<StartExamSessionResponse>(page, '/exam/session/start', start);
  const list = `/exam/question/list/${EXAM_IDS.iq}/en`;
  const { questions } = await apiData<QuestionList>(page, list, undefined, sessionId);
  for (const question of questions.slice(0, answered)) {
    const answer = { questionId: question.id, optionId: question.options[0]!.id };
    await apiData(page, '/exam/session/answer', answer, sessionId);
  }
  return sessionId;
};

/** A questionnaire session with its first item, or all of them, answered. */
const questionnaireSession = (examId: number, answered: 'first' | 'all') => async (page: Page) => {
  const { sessionId } = await apiData<StartExamSessionResponse>(page, '/exam/session/start', {
    examId,
    code: 'web',
  });
  const path = `/exam/question/questionnaire/${examId}/en-US`;
  const view = await apiData<QuestionnaireView>(page, path, undefined, sessionId);
  const items = view.parts.flatMap((part) => part.items);
  const values = view.responseOptions.map((o) => o.value);
  for (const [i, item] of (answered === 'first' ? items.slice(0, 1) : items).entries()) {
    await apiData(
      page,
      '/exam/session/answer',
      { itemId: item.id, value: values[i % values.length]! },
      sessionId,
    );
  }
  return sessionId;
};

/**
 * The question pages: the IQ test's first and second questions, and each questionnaire's second
 * item and last step (every item answered: the personality form or the confirmation). The first
 * questions also open from the instructions, in their own tests below.
 */
const QUESTION_STATES: QuestionState[] = [
  { label: 'question 1', examId: EXAM_IDS.iq, shows: 'question-matrix', make: iqSession(0), questionPage: 1 },
  { label: 'question 2', examId: EXAM_IDS.iq, shows: 'question-matrix', make: iqSession(1), questionPage: 2 },
  ...QUESTIONNAIRE_EXAMS.flatMap((examId) => [
    { label: 'item 2', examId, shows: 'questionnaire-item', make: questionnaireSession(examId, 'first') },
    { label: 'last step', examId, shows: 'get-result', make: questionnaireSession(examId, 'all') },
  ]),
];

/** Each state's page, opened on the session made for it (`sessions`, by label and exam). */
function questionVisits(sessions: ReadonlyMap<QuestionState, string> = new Map()): Visit[] {
  return QUESTION_STATES.map((state) => ({
    path: `/answer_question/standard/web-${state.examId}`,
    label: `/answer_question/standard/web-${state.examId} ${state.label}`,
    shows: state.shows,
    before: (page) => keepSession(page, sessions.get(state) ?? '', state.questionPage),
  }));
}

test('the question pages fit and hold still, in every size and locale', async ({ browser }) => {
  // Minutes alone; twice that beside the checkout pages' audit (above) on 2 cores.
  test.setTimeout(600_000);
  // The sessions are only looked at, never answered on screen: one each serves every size.
  const maker = await browser.newContext();
  const page = await maker.newPage();
  const sessions = new Map<QuestionState, string>();
  for (const state of QUESTION_STATES) sessions.set(state, await state.make(page));
  await maker.close();
  const visits = questionVisits(sessions);
  expect(report(await auditAll(browser, jobsFor(visits, ALL_SIZES), { parallel: 4 }))).toEqual([]);
});

const DECLARED = {
  landing: landingPages,
  exam: examPages,
  checkout: checkoutPages,
  report: reportPages,
  account: accountPages,
};
const ROUTE_TABLE = routeTableOf(DECLARED);
/** The table without its legacy paths: no aliases, no old landing paths, no "-old" variants. */
const CURRENT_TABLE = {
  ...ROUTE_TABLE,
  routes: ROUTE_TABLE.routes.filter((route) => !route.variant).map((route) => ({ ...route, aliases: [] })),
  variantAliases: {},
};

/**
 * A visited path as its route's pattern: the code-examId suffix, share token and certificate
 * code as placeholders (an optional suffix dropped), the variant as given. A path of no route
 * stays itself.
 */
function asPattern(visitPath: string): string {
  const pathname = visitPath.split('?')[0]!;
  const match = matchPageRoute(ROUTE_TABLE, pathname);
  if (!match) return pathname;
  const { codeExam, token, verificationCode } = match.params;
  let pattern = pathname;
  if (codeExam !== undefined) pattern = pattern.replace(new RegExp(`/${codeExam}$`), '/:codeExam');
  if (token !== undefined) pattern = pattern.replace(new RegExp(`/${token}$`), '/:token');
  if (verificationCode !== undefined) pattern = pattern.replace(/\/[^/]+$/, '/:verificationCode');
  return match.route.suffix === 'optional' ? pattern.replace(/\/:codeExam$/, '') : pattern;
}

/** The visits of the audit's other tests, in every size or in English (the coverage check's). */
function mainVisits(): Visit[] {
  const placeholders = {
    orderNumber: 'o',
    shareToken: 'example_share_token_0',
    certificateCode: 'ABCD-EFGH-JKMN',
  };
  return [...OPEN_PAGES, ...buyerVisits(placeholders), ...SIGNED_IN_PAGES, ...questionVisits()];
}

/**
 * Every route pattern of the remotes' declarations the other tests leave out: legacy aliases,
 * "-old" variant names and the old landing paths (spec §2), opened as old links open them.
 */
const ALIAS_VISITS: Visit[] = (() => {
  const covered = new Set(mainVisits().map((visit) => asPattern(visit.path)));
  const seen = new Set<string>();
  return examplePaths(ROUTE_TABLE, 'web-1')
    .filter(
      ({ path }) => !covered.has(asPattern(path)) && !seen.has(asPattern(path)) && seen.add(asPattern(path)),
    )
    .map(({ path, route }) => ({ path, landing: route.module === './Landing' }));
})();

test('the audit opens every route pattern; only legacy paths are left to the English pass', () => {
  const patterns = (table: typeof ROUTE_TABLE) =>
    examplePaths(table, 'web-1').map(({ path }) => asPattern(path));
  const everySize = new Set(mainVisits().map((visit) => asPattern(visit.path)));
  // Each current page is audited in every size and locale.
  expect(patterns(CURRENT_TABLE).filter((pattern) => !everySize.has(pattern))).toEqual([]);
  // What is left, opened in English at 360 px, is legacy paths of those pages, and nothing is missed.
  const english = new Set(ALIAS_VISITS.map((visit) => asPattern(visit.path)));
  expect(patterns(ROUTE_TABLE).filter((pattern) => !everySize.has(pattern) && !english.has(pattern))).toEqual(
    [],
  );
  expect(english.size).toBeGreaterThan(20);
});

test('legacy paths open pages that fit and hold still, in English at 360 px', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(report(await auditAll(browser, jobsFor(ALIAS_VISITS, [SIZES_EN[0]!])))).toEqual([]);
});

test('signed-in pages fit and hold still, in every size and locale', async ({ browser }) => {
  test.setTimeout(240_000);
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const account = await confirmedAccount(page, 'layout');
  const login = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const storageState = await visitor.storageState();
  await visitor.close();
  expect(report(await auditAll(browser, jobsFor(SIGNED_IN_PAGES, ALL_SIZES), { storageState }))).toEqual([]);
});

for (const { locale, examId, drawing } of [
  { locale: 'en-US', examId: EXAM_IDS.iq, drawing: 'question-matrix' },
  { locale: 'de-DE', examId: EXAM_IDS.personality, drawing: 'questionnaire-item' },
]) {
  test(`at 360×640 the first question (exam ${examId}, ${locale}) opens with its drawing at the top`, async ({
    browser,
  }) => {
    const context = await auditContext(browser, { label: locale, viewport: PHONE_SMALL, locale });
    const page = await context.newPage();
    await page.goto(`/answer_question/start_loading/web-${examId}?hl=${locale}`);
    await settle(page, 300);
    const start = page.getByTestId('begin-test');
    // As a visitor does: scroll the instructions until "Start now" shows, then tap it.
    await start.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await start.tap();
    await expect(page.getByTestId(drawing).first()).toBeVisible();
    await page.waitForTimeout(500);
    const reason = await drawingAtTop(page, page.getByTestId(drawing));
    if (reason) await page.screenshot({ path: shotPath(`question-${examId}-${locale}`) });
    expect(reason).toBeNull();
    await context.close();
  });
}

/** A whole IQ test answered through the site's API, not confirmed; the session, in this tab. */
async function answeredSession(page: Page): Promise<void> {
  const { sessionId } = await apiData<StartExamSessionResponse>(page, '/exam/session/start', {
    examId: EXAM_IDS.iq,
    code: 'web',
  });
  const { questions } = await apiData<QuestionList>(
    page,
    `/exam/question/list/${EXAM_IDS.iq}/en`,
    undefined,
    sessionId,
  );
  for (const [i, question] of questions.entries()) {
    const optionId = question.options[CHOICES[i]! - 1]!.id;
    await apiData(page, '/exam/session/answer', { questionId: question.id, optionId }, sessionId);
  }
  await keepSession(page, sessionId);
}

test('confirm, then the score screen, then the e-mail form hold still at 360×640', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await auditContext(browser, SIZES_EN[0]!);
  const page = await context.newPage();
  await answeredSession(page);
  await page.goto('/answer/submit/web-1');
  await settle(page);
  const confirm = page.getByTestId('get-result');
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page.getByTestId('screen-exam-email')).toBeVisible({ timeout: 30_000 });
  await settle(page);
  const shifts = await layoutShiftScore(page);
  if ((shifts?.score ?? 1) > CLS_BUDGET) await page.screenshot({ path: shotPath('confirm-to-email') });
  expect(shifts?.score ?? 1, JSON.stringify(shifts?.shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  await context.close();
});

// The checks seen red: each page below is made wrong on purpose in the browser, and the same
// check functions the audit runs must report it.
/** A visit to privacy whose page, `times` times, grows a 200 px block 0.3 s after it is ready. */
function shiftingVisit(times: number): Visit {
  let left = times;
  return {
    path: '/privacy',
    before: async (page) => {
      if (left-- <= 0) return;
      await page.addInitScript(() => {
        // 0.3 s after the app is ready, above the whole page (outside React's tree).
        const wait = setInterval(() => {
          if (document.documentElement.dataset.appReady !== 'true') return;
          clearInterval(wait);
          setTimeout(() => {
            const late = document.createElement('div');
            late.style.height = '200px';
            document.body.prepend(late);
          }, 300);
        }, 50);
      });
    },
  };
}

test('the audit fails a page that shifts each time, and notes one that shifted once', async ({ browser }) => {
  const size = [SIZES_EN[0]!];
  const always = report(await auditAll(browser, jobsFor([shiftingVisit(2)], size)));
  expect(always).toEqual([
    expect.stringMatching(/^shift · \/privacy en-US 360x640 \(again\) · CLS 0\.\d+/),
    expect.stringMatching(/^shift · \/privacy en-US 360x640 · CLS 0\.\d+/),
  ]);
  expect(await auditAll(browser, jobsFor([shiftingVisit(1)], size))).toEqual([]);
  expect(test.info().annotations.map((a) => a.type)).toContain('intermittent shift');
});

/** A visit to privacy that must show a marker the page gets only after its first `times` visits. */
function lateVisit(times: number): Visit {
  let left = times;
  return {
    path: '/privacy',
    label: '/privacy (late)',
    shows: 'audit-late-marker',
    before: async (page) => {
      if (left-- > 0) return;
      await page.addInitScript(() => {
        const wait = setInterval(() => {
          if (!document.body) return;
          clearInterval(wait);
          const marker = document.createElement('div');
          marker.dataset.testid = 'audit-late-marker';
          marker.textContent = '·';
          document.body.append(marker);
        }, 50);
      });
    },
  };
}

test('the audit fails a page that is late each time, and notes one that was late once', async ({
  browser,
}) => {
  // Two waits of 15 s for the page late each time, one beside them for the page late once.
  test.setTimeout(120_000);
  const size = [SIZES_EN[0]!];
  const [always, once] = await Promise.all([
    auditAll(browser, jobsFor([lateVisit(2)], size)),
    auditAll(browser, jobsFor([lateVisit(1)], size)),
  ]);
  expect(report(always)).toEqual([
    expect.stringMatching(/^load · \/privacy \(late\) en-US 360x640 \(again\) · audit-late-marker not shown/),
    expect.stringMatching(/^load · \/privacy \(late\) en-US 360x640 · audit-late-marker not shown/),
  ]);
  expect(once).toEqual([]);
  expect(test.info().annotations.map((a) => a.type)).toContain('intermittent load');
});

test.describe('the audit fails a page that is', () => {
  test.use({ viewport: PHONE_SMALL });

  test('10 px too wide', async ({ page }) => {
    await page.goto('/privacy');
    await settle(page, 100);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.dataset.testid = 'too-wide';
      wide.style.width = `${document.documentElement.clientWidth + 10}px`;
      wide.style.height = '4px';
      document.querySelector('main')!.prepend(wide);
    });
    const found = await horizontalOverflow(page);
    expect(found.join('\n')).toContain('370 px wide in a 360 px viewport');
    expect(found.join('\n')).toContain('[too-wide]');
  });

  test('an element 10 px past the edge inside a page that does not scroll sideways', async ({ page }) => {
    await page.goto('/privacy');
    await settle(page, 100);
    await page.evaluate(() => {
      document.documentElement.style.overflowX = 'hidden';
      document.body.style.overflowX = 'clip';
      const out = document.createElement('p');
      out.dataset.testid = 'past-the-edge';
      out.textContent = 'cut off';
      out.style.cssText = 'position:relative; left:10px; width:100%; margin:0';
      document.querySelector('main')!.prepend(out);
    });
    expect((await horizontalOverflow(page)).join('\n')).toContain('[past-the-edge]');
  });

  test('shifting after load', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/privacy');
    await settle(page, 100);
    await resetLayoutShifts(page);
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.style.height = '200px';
      document.querySelector('main')!.prepend(late);
    });
    await page.waitForTimeout(300);
    const shifts = await layoutShiftScore(page);
    expect(shifts?.score ?? 0).toBeGreaterThan(CLS_BUDGET);
  });

  test('hiding its start link under a banner or below the fold', async ({ page }) => {
    await page.goto('/landing_page/relax/web-1');
    await settle(page, 100);
    const start = page.getByTestId('start-test');
    expect(await visibleWithoutScrolling(page, start)).toBeNull();
    const box = (await start.boundingBox())!;
    await page.evaluate((top) => {
      const cover = document.createElement('div');
      cover.textContent = 'a banner';
      cover.style.cssText = `position:fixed; left:0; right:0; top:${top - 10}px; height:80px; background:#fff; z-index:99`;
      document.body.append(cover);
    }, box.y);
    expect(await visibleWithoutScrolling(page, start)).toContain('covered by div "a banner"');
    await page.evaluate(() => {
      const tall = document.createElement('div');
      tall.style.height = '700px';
      document.querySelector('main')!.prepend(tall);
    });
    expect(await visibleWithoutScrolling(page, start)).toMatch(/spans y \d+/);
  });

  test('breaking a Korean word, or leaving the last characters of a heading alone', async ({ page }) => {
    await page.goto('/privacy?hl=ko-KR');
    await settle(page, 100);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const p = document.createElement('p');
      p.style.cssText = 'word-break: break-all; width: 7.5em; font-size: 16px';
      p.textContent = '당신은 얼마나 똑똑한가요 도전해보세요';
      // A heading exactly as wide as its first ten characters: the last two go to a line alone.
      const first = document.createElement('span');
      first.style.cssText = 'font-size: 20px; font-weight: 700; white-space: nowrap';
      first.textContent = 'あなたのＩＱはどのく';
      main.append(first);
      const width = first.getBoundingClientRect().width;
      first.remove();
      const h1 = document.createElement('h1');
      h1.style.cssText = `text-wrap: wrap; word-break: break-all; line-break: anywhere; width: ${width + 1}px; font-size: 20px; font-weight: 700`;
      h1.lang = 'ja';
      h1.textContent = 'あなたのＩＱはどのくい？';
      main.prepend(p, h1);
    });
    const found = (await badLineBreaks(page, { words: true, orphans: true })).join('\n');
    expect(found).toMatch(/p breaks a word/);
    expect(found).toMatch(/h1 leaves ".{1,2}" alone/);
  });

  test('with its header on two rows', async ({ page }) => {
    await page.goto('/privacy');
    await settle(page, 100);
    expect(await headerOneRow(page)).toBeNull();
    await page.evaluate(() => {
      const brand = document.querySelector('header a[href="/"]') as HTMLElement;
      brand.style.cssText = 'flex: none; white-space: nowrap';
      brand.textContent = 'IQ Test Online, the long name';
    });
    expect(await headerOneRow(page)).toMatch(/more than one row/);
  });

  test('opening the question scrolled past its drawing', async ({ page }) => {
    await page.goto('/privacy');
    await settle(page, 100);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await drawingAtTop(page, heading)).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 435));
    expect(await drawingAtTop(page, heading)).toMatch(/top is at -\d+ px \(scrollY 435/);
  });
});
