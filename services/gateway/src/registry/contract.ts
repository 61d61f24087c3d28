// The registry admin API's request contracts (issue 14); its answers' types are in
// `@iq/contracts` (registry-api.ts). Bodies are strict: an unknown field is a 400, not silently
// ignored.
import { z } from 'zod';
import { FUNNEL_STEPS, REMOTE_NAMES, RUM_MAX_VIEWS, text, type RemoteName } from '@iq/contracts';
import { isSemverRange } from './domain/shared-compatibility';
import { REASON_MAX } from './domain/registry-rules';

export const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);
/** As the manifest's versions (remoteBuildSchema): the content hash of the build today. */
export const versionSchema = text().regex(
  /^[A-Za-z0-9._-]{1,64}$/,
  'must be 1-64 letters, digits, dots, dashes or underscores',
);
/** Not a fixed list: a new landing build may add a variant (issue 14). */
export const variantSchema = text().regex(
  /^[a-z0-9_]{1,64}$/,
  'must be 1-64 lower-case letters, digits or underscores',
);
export const reasonSchema = text()
  .trim()
  .min(1, 'a reason is required')
  .max(REASON_MAX, `at most ${REASON_MAX} characters`);

export const loginBodySchema = z.strictObject({
  email: text().trim().toLowerCase().email().max(254),
  password: text().min(1).max(200),
});

export const sharedRequirementsSchema = z
  .record(
    text()
      .regex(/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/, 'must be a package name')
      .max(214),
    text().max(100).refine(isSemverRange, 'must be a semver range'),
  )
  .refine((value) => Object.keys(value).length <= 50, 'at most 50 packages');

export const publishBodySchema = z.strictObject({
  remote: remoteNameSchema,
  version: versionSchema,
  contentHash: text().regex(/^[A-Za-z0-9+/=_-]{8,128}$/, 'must be 8-128 hash characters'),
  /** Where the browser loads the build's mf-manifest.json: a path on this site or an https URL. */
  entry: text()
    .max(2048)
    .regex(/^(\/[^/\\]|https:\/\/)/, 'must be a path on this site or an https URL'),
  shared: sharedRequirementsSchema,
  /** Who built it (CI job, team); the audit's actor is `ci:<publishedBy>`. */
  publishedBy: text().trim().min(1).max(100),
  reason: reasonSchema,
});

/**
 * Issue 40: the pages (URL patterns, as the refusal lists them) the campaign manager confirms a
 * build may stop serving; a change that would drop pages is refused unless they are exactly these.
 */
export const dropPagesSchema = z.array(text().min(1).max(300)).max(500).optional();

export const promoteBodySchema = z.strictObject({
  remote: remoteNameSchema,
  version: versionSchema,
  reason: reasonSchema,
  dropPages: dropPagesSchema,
});

/** Without `variant`: the remote's live build; with it: that variant's assignment. */
export const rollbackBodySchema = z.strictObject({
  remote: remoteNameSchema,
  variant: variantSchema.optional(),
  reason: reasonSchema,
});

/** `version: null` removes the assignment (the variant follows the live build again). */
export const assignBodySchema = z.strictObject({
  variant: variantSchema,
  remote: remoteNameSchema,
  version: versionSchema.nullable(),
  reason: reasonSchema,
  dropPages: dropPagesSchema,
});

export const canaryBodySchema = z.strictObject({
  remote: remoteNameSchema,
  version: versionSchema,
  share: z.number().int('must be a whole percentage').min(0).max(100),
  reason: reasonSchema,
  dropPages: dropPagesSchema,
});

export const historyQuerySchema = z.strictObject({
  remote: remoteNameSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export type LoginBody = z.output<typeof loginBodySchema>;
export type PublishBody = z.output<typeof publishBodySchema>;
export type PromoteBody = z.output<typeof promoteBodySchema>;
export type RollbackBody = z.output<typeof rollbackBodySchema>;
export type AssignBody = z.output<typeof assignBodySchema>;
export type CanaryBody = z.output<typeof canaryBodySchema>;

// Answers (in the success envelope's `data`): shared with the admin page.
export type { AdminMe, AuditEntryView, BuildView } from '@iq/contracts';

// Issue 41: the shell's page-view beacon (POST /api/rum) and the canary analysis.
const vital = (max: number) => z.number().finite().min(0).max(max).optional();
const perRemote = <T extends z.ZodType>(value: T) => z.partialRecord(remoteNameSchema, value);

/** One page view of a beacon (@iq/contracts RumView). */
const rumViewSchema = z.object({
  route: text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a route id'),
  remote: remoteNameSchema,
  locale: text().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'must be a locale tag'),
  builds: perRemote(versionSchema),
  step: z.enum(FUNNEL_STEPS).optional(),
  vitals: z
    .object({ lcp: vital(600_000), cls: vital(100), inp: vital(600_000), ttfb: vital(600_000) })
    .optional(),
  errors: perRemote(z.number().int().min(0).max(1000)).optional(),
  loadFailures: perRemote(versionSchema).optional(),
});

/**
 * A beacon as the shell sends it (@iq/contracts RumBeacon): a document's views. Not strict: a
 * newer shell may add a field, and an older gateway keeps what it knows; the body is capped at
 * RUM_MAX_BYTES first.
 */
export const rumBeaconSchema = z.object({
  v: z.literal(2),
  views: z.array(rumViewSchema).min(1).max(RUM_MAX_VIEWS),
});

const tolerance = z.number().finite().min(0).max(100);
/** What is left out takes the default (domain/canary-analysis.ts DEFAULT_ANALYSIS); `gates` as a whole. */
export const analysisConfigSchema = z.strictObject({
  gates: z
    .strictObject({
      errorRate: tolerance.optional(),
      lcpP75: tolerance.optional(),
      clsP75: tolerance.optional(),
      inpP75: tolerance.optional(),
      conversion: tolerance.optional(),
    })
    .optional(),
  minSample: z.number().int().min(10).max(1_000_000).optional(),
  steps: z.array(z.number().int().min(1).max(100)).min(1).max(10).optional(),
  alpha: z.number().gt(0).lt(0.5).optional(),
});

export const startAnalysisBodySchema = z.strictObject({
  remote: remoteNameSchema,
  version: versionSchema,
  config: analysisConfigSchema.default({}),
  reason: reasonSchema,
  dropPages: dropPagesSchema,
});

export const stopAnalysisBodySchema = z.strictObject({
  remote: remoteNameSchema,
  reason: reasonSchema,
});

export const healthQuerySchema = z.strictObject({
  minutes: z.coerce.number().int().min(5).max(1440).default(60),
});

export type StartAnalysisBody = z.output<typeof startAnalysisBodySchema>;
