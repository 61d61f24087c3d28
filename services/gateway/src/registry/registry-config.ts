// The registry's settings from the environment, validated once at start (CONVENTIONS.md); the
// database comes from @iq/service-common's loadConfig (DATABASE_URL, DATA_DIR).
//   REGISTRY_PUBLISH_TOKEN  CI's bearer token for publishing (24+ characters); unset: nobody publishes
//   ADMIN_ORIGINS           comma-separated origins allowed to write; default PUBLIC_URL's origin,
//                           or without it the request's own origin
//   PUBLIC_URL              as the user service: http on localhost/127.0.0.1 drops `Secure`
//   RUM_SAMPLE_RATE         share of page-view beacons counted, 0–1 (default 1; issue 41)
//   RUM_FLUSH_MS            how often the counted beacons are written (default 5000)
//   REGISTRY_ANALYSIS_INTERVAL_MS  how often canary analyses are looked at (default 30000)
//   REGISTRY_NOTIFY_URL     where analysis decisions are posted as JSON (a chat or mail hook)
import { z } from 'zod';
import { ConfigError } from '@iq/service-common';
import type { RegistryRouterDeps } from './http/registry-router';

const originSchema = z.url({ protocol: /^https?$/ }).transform((value, ctx) => {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/+$/, '')) {
    ctx.addIssue({ code: 'custom', message: `${value} is not a bare origin (scheme://host[:port])` });
    return z.NEVER;
  }
  return url.origin;
});

const registryEnvSchema = z.object({
  REGISTRY_PUBLISH_TOKEN: z.string().min(24, 'at least 24 characters').max(500).optional(),
  ADMIN_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema))
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  RUM_FLUSH_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  REGISTRY_ANALYSIS_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  REGISTRY_NOTIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type RegistryConfig = Required<Pick<RegistryRouterDeps, 'allowedOrigins' | 'secureCookies'>> &
  Pick<RegistryRouterDeps, 'publishToken'> & {
    /** Issue 41: the beacons' sampling and flushes, the analysis job's pace and notification hook. */
    rum: { sampleRate: number; flushMs: number; analysisIntervalMs: number; notifyUrl?: string };
  };

const isLocalHttp = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Reads and validates the registry settings; empty variables count as unset. */
export function registryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = registryEnvSchema.safeParse(present);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined;
  return {
    publishToken: e.REGISTRY_PUBLISH_TOKEN,
    allowedOrigins: e.ADMIN_ORIGINS ?? (publicUrl ? [publicUrl.origin] : []),
    secureCookies: publicUrl ? !isLocalHttp(publicUrl) : true,
    rum: {
      sampleRate: e.RUM_SAMPLE_RATE,
      flushMs: e.RUM_FLUSH_MS,
      analysisIntervalMs: e.REGISTRY_ANALYSIS_INTERVAL_MS,
      notifyUrl: e.REGISTRY_NOTIFY_URL,
    },
  };
}
