// Real-user metrics per remote build (issue 41): what the shell's beacon sends to POST /api/rum,
// what the registry answers about a build's health, and the canary analysis a campaign manager
// starts. Types and constants only (no zod here: the landing page's first view imports this
// package); the gateway validates the beacon with its own schema (services/gateway/src/rum).
import type { RemoteName } from './routes';

/** Where the shell sends its beacons (the gateway answers it; no service behind it). */
export const RUM_PATH = '/api/rum';
/** A beacon's body is refused above this size (bytes). */
export const RUM_MAX_BYTES = 8 * 1024;

/** The funnel steps a page view may reach, in the order a buyer reaches them. */
export const FUNNEL_STEPS = ['landing', 'test-started', 'question-30', 'confirmed', 'tiers', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The step a page is, by its route id (the remotes' src/routes.ts), for a page of no variant;
 * landing pages (home and the variants) are `landing` by their remote (funnelStepOfPage).
 */
const STEP_OF_ROUTE: Readonly<Record<string, FunnelStep>> = {
  // The landing CTA's destination: the test's instructions (its start page), then question 1.
  'answer_question-start_loading': 'test-started',
  'answer_question-standard': 'test-started',
  'answer-submit': 'question-30',
  'answer-email': 'confirmed',
  'answer-loading': 'confirmed',
  scheme_select: 'tiers',
  'paying-scheme': 'tiers',
  'paying-package': 'tiers',
  'paying-success': 'paid',
};

/** The funnel step of a page: its remote, route id and whether it is a landing page (home or a variant). */
export function funnelStepOfPage(page: {
  remote: RemoteName;
  id: string;
  landing: boolean;
}): FunnelStep | null {
  if (page.remote === 'landing') return page.landing ? 'landing' : null;
  return Object.hasOwn(STEP_OF_ROUTE, page.id) ? STEP_OF_ROUTE[page.id]! : null;
}

/**
 * The conversion that gates a remote's build: of the views at `from` served with that build, the
 * share that reached `to` (a remote without a step of its own has no conversion gate).
 */
export const CONVERSION_OF_REMOTE: Readonly<
  Partial<Record<RemoteName, { from: FunnelStep; to: FunnelStep }>>
> = {
  landing: { from: 'landing', to: 'test-started' },
  exam: { from: 'question-30', to: 'confirmed' },
  checkout: { from: 'tiers', to: 'paid' },
};

/** Web vitals of the document's first page (web-vitals' values: ms, CLS unitless). */
export interface RumVitals {
  lcp?: number;
  cls?: number;
  inp?: number;
  ttfb?: number;
}
export const VITAL_NAMES = ['lcp', 'cls', 'inp', 'ttfb'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * One page view of the document (it ends when the app shows another page, or the document is
 * hidden). What the views of one document have in common is repeated in each: a view may follow
 * a fallback to another build, or a change of language.
 */
export interface RumView {
  /** The page's route id (`home`, `answer_question-standard`, …). */
  route: string;
  /** The remote that serves the page: its code's errors and the page's vitals are its build's. */
  remote: RemoteName;
  locale: string;
  /** The build of each remote the visitor's manifest names (as X-Remote-Versions names them). */
  builds: Partial<Record<RemoteName, string>>;
  /** The funnel step the page is, when it is one (funnelStepOfPage), counted once per tab. */
  step?: FunnelStep;
  /** Only on the document's first page. */
  vitals?: RumVitals;
  /** Uncaught errors during the view, by the remote whose code threw. */
  errors?: Partial<Record<RemoteName, number>>;
  /** Remote builds that failed to load during the view (the live build served instead), by remote. */
  loadFailures?: Partial<Record<RemoteName, string>>;
}

/** The most views one beacon carries (a document that shows more sends another beacon). */
export const RUM_MAX_VIEWS = 20;

/**
 * One beacon: the views of one document that ended since its last beacon, sent when the document
 * is hidden or left: one request per document, not per page
 * (docs/decisions/2026-11-30-one-beacon-per-document.md).
 */
export interface RumBeacon {
  v: 2;
  views: RumView[];
}

/** A build's health over a window (GET /admin/api/remotes/{name}/builds/{version}/health). */
export interface HealthFigures {
  /** Page views the build's remote served. */
  views: number;
  /** Of those, views with an uncaught error from the build's code. */
  errorViews: number;
  /** errorViews / views; null without views. */
  errorRate: number | null;
  /** Times the build failed to load (its visitors got the live build). */
  loadFailures: number;
  /** p75 of each vital over the window and how many values it is from; null without values. */
  vitals: Record<VitalName, { p75: number | null; count: number }>;
  /** The remote's conversion (CONVERSION_OF_REMOTE) with the build; null for a remote without one. */
  conversion: { from: FunnelStep; to: FunnelStep; reached: number; of: number; rate: number | null } | null;
}

export interface HealthPoint extends HealthFigures {
  /** The window's start (ISO). */
  at: string;
}

export interface BuildHealthView {
  remote: RemoteName;
  version: string;
  /** Minutes per point and how many minutes the answer covers. */
  bucketMinutes: number;
  windowMinutes: number;
  totals: HealthFigures;
  points: HealthPoint[];
}

/** The gates a canary's analysis can hold (each against the live build over the same minutes). */
export const ANALYSIS_GATES = ['errorRate', 'lcpP75', 'clsP75', 'inpP75', 'conversion'] as const;
export type AnalysisGate = (typeof ANALYSIS_GATES)[number];

/** What a campaign manager starts a canary with (POST /admin/api/analysis). */
export interface AnalysisConfig {
  /**
   * Per gate, the tolerance against the live build: errorRate and conversion in percentage points
   * (1 = one point: canary ≤ live + t; canary ≥ live − t); the p75s as a ratio (0.2: canary ≤ live × 1.2).
   */
  gates: Partial<Record<AnalysisGate, number>>;
  /** Views the canary and the live build each need in a step before the step is judged. */
  minSample: number;
  /** The canary's shares, e.g. [5, 25, 50, 100]; 100 promotes it. */
  steps: number[];
  /** Significance of each test (one-sided), e.g. 0.01. */
  alpha: number;
}

export type AnalysisState = 'running' | 'promoted' | 'rolled-back' | 'stopped';

/** One gate's numbers at a decision. */
export interface GateResult {
  gate: AnalysisGate;
  /** pass: within tolerance (or not significantly outside); fail: significantly outside; wait: too few values. */
  outcome: 'pass' | 'fail' | 'wait';
  canary: { value: number | null; count: number };
  live: { value: number | null; count: number };
  /** The test's one-sided p-value (null when waiting). */
  p: number | null;
  /** A sentence with the numbers, for the audit log. */
  summary: string;
}

/** GET /admin/api/remotes/{name}/analysis and the CLI's `registry analysis <remote>`. */
export interface AnalysisView {
  remote: RemoteName;
  version: string;
  liveVersion: string | null;
  config: AnalysisConfig;
  state: AnalysisState;
  /** Index into config.steps of the share now served. */
  stepIndex: number;
  share: number;
  startedAt: string;
  stepStartedAt: string;
  decidedAt: string | null;
  /** The last evaluation's gates. */
  gates: GateResult[];
  /** Why it ended (a failed gate with its numbers, or promotion). */
  reason: string | null;
}
