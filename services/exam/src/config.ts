// The exam service's own settings, validated once at start (CONVENTIONS.md); common settings
// (ports, database) stay in @iq/service-common.
import { z } from 'zod';
import { ConfigError } from '@iq/service-common';

const examEnvSchema = z.object({
  // decisions.md: 20 minutes, announced on the instructions screen.
  EXAM_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1200),
  // Mean seconds per answered item below which answering counts as implausibly fast; e2e sets 0.
  EXAM_MIN_SECONDS_PER_ITEM: z.coerce.number().min(0).max(600).default(2),
  // The address the support page, help articles and protocols name (issue 13).
  SUPPORT_EMAIL: z.string().email().max(254).optional(),
});

/** Development only: production must name its real address (no placeholder on a page). */
export const DEV_SUPPORT_EMAIL = 'support@iq-test.local';

export interface ExamConfig {
  timeLimitSeconds: number;
  minSecondsPerItem: number;
  /** SUPPORT_EMAIL; optional so hand-built test configs need not name it (DEV_SUPPORT_EMAIL then). */
  supportEmail?: string;
}

/** Reads and validates the exam settings; empty variables count as unset. */
export function loadExamConfig(env: NodeJS.ProcessEnv = process.env): ExamConfig {
  const parsed = examEnvSchema.safeParse({
    EXAM_TIME_LIMIT_SECONDS: env.EXAM_TIME_LIMIT_SECONDS || undefined,
    EXAM_MIN_SECONDS_PER_ITEM: env.EXAM_MIN_SECONDS_PER_ITEM || undefined,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  if (!parsed.data.SUPPORT_EMAIL && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration: SUPPORT_EMAIL: required in production');
  return {
    supportEmail: parsed.data.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
    timeLimitSeconds: parsed.data.EXAM_TIME_LIMIT_SECONDS,
    minSecondsPerItem: parsed.data.EXAM_MIN_SECONDS_PER_ITEM,
  };
}

export const DEFAULT_EXAM_CONFIG: ExamConfig = loadExamConfig({});
