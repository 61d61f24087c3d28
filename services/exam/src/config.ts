// The exam service's own settings, validated once at start (CONVENTIONS.md); common settings
// (ports, database) stay in @iq/service-common.
import { z } from 'zod';
import { ConfigError, isDevelopmentMode, OUTSIDE_DEVELOPMENT } from '@iq/service-common';

const examEnvSchema = z.object({
  // 20 minutes, announced on the instructions screen (docs/decisions/2026-11-22-time-limit-20-minutes.md).
  EXAM_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1200),
  // Mean seconds per answered item below which answering counts as implausibly fast; e2e sets 0.
  EXAM_MIN_SECONDS_PER_ITEM: z.coerce.number().min(0).max(600).default(2),
  // The address the support page, help articles and protocols name (issue 13).
  SUPPORT_EMAIL: z.string().email().max(254).optional(),
  // Who runs the service and where (issue 13): a privacy policy must name the controller (GDPR
  // Art. 13(1)(a)), the terms their provider. One line each (commas, no line breaks): shown as text.
  OPERATOR_NAME: operatorLine(200).optional(),
  OPERATOR_ADDRESS: operatorLine(500).optional(),
});

function operatorLine(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u, 'one line of text (separate the parts of an address with commas)');
}

/** Development only: production must name its real address (no placeholder on a page). */
export const DEV_SUPPORT_EMAIL = 'support@iq-test.local';
/** Development only, and saying so on the page: production must name the real operator. */
export const DEV_OPERATOR_NAME = 'IQ Test Demo Operator (development default)';
/** Development only, and saying so on the page: production must give the real postal address. */
export const DEV_OPERATOR_ADDRESS = 'No postal address configured (development default)';

export interface ExamConfig {
  timeLimitSeconds: number;
  minSecondsPerItem: number;
  /** SUPPORT_EMAIL; optional so hand-built test configs need not name it (DEV_SUPPORT_EMAIL then). */
  supportEmail?: string;
  /** OPERATOR_NAME; optional for the same reason (DEV_OPERATOR_NAME then). */
  operatorName?: string;
  /** OPERATOR_ADDRESS; optional for the same reason (DEV_OPERATOR_ADDRESS then). */
  operatorAddress?: string;
}

/** Reads and validates the exam settings; empty variables count as unset. */
export function loadExamConfig(env: NodeJS.ProcessEnv = process.env): ExamConfig {
  const parsed = examEnvSchema.safeParse({
    EXAM_TIME_LIMIT_SECONDS: env.EXAM_TIME_LIMIT_SECONDS || undefined,
    EXAM_MIN_SECONDS_PER_ITEM: env.EXAM_MIN_SECONDS_PER_ITEM || undefined,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL || undefined,
    OPERATOR_NAME: env.OPERATOR_NAME?.trim() || undefined,
    OPERATOR_ADDRESS: env.OPERATOR_ADDRESS?.trim() || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (!isDevelopmentMode(env)) {
    // Production never falls back to a development value: each would be printed on a page.
    const missing = (['SUPPORT_EMAIL', 'OPERATOR_NAME', 'OPERATOR_ADDRESS'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length > 0)
      throw new ConfigError(
        `Invalid configuration: ${missing.map((name) => `${name}: ${OUTSIDE_DEVELOPMENT}`).join('; ')}`,
      );
  }
  return {
    supportEmail: parsed.data.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
    operatorName: parsed.data.OPERATOR_NAME ?? DEV_OPERATOR_NAME,
    operatorAddress: parsed.data.OPERATOR_ADDRESS ?? DEV_OPERATOR_ADDRESS,
    timeLimitSeconds: parsed.data.EXAM_TIME_LIMIT_SECONDS,
    minSecondsPerItem: parsed.data.EXAM_MIN_SECONDS_PER_ITEM,
  };
}

/** Development settings: what tests and `npm start` run with. */
export const DEFAULT_EXAM_CONFIG: ExamConfig = loadExamConfig({ NODE_ENV: 'development' });
