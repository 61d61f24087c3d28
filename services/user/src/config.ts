// The user service's own settings, validated once at start (CONVENTIONS.md); ports, service
// URLs and the database stay in @iq/service-common's loadConfig, INTERNAL_TOKEN in loadInternalToken.
import { z } from 'zod';
import { ConfigError, isDevelopmentMode, OUTSIDE_DEVELOPMENT } from '@iq/service-common';

const userEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Where visitors reach the site: links in mail start with it; http on localhost drops `Secure`.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Throttling counts in Redis (at scale); in the service's database when unset.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
});

export interface UserConfig {
  /** No trailing slash. */
  publicUrl: string;
  redisUrl?: string;
  /** The session cookie's `Secure` flag: everywhere but http://localhost and http://127.0.0.1. */
  secureCookies: boolean;
}

/** http on the local machine only: a browser drops `Secure` cookies there otherwise. */
export function needsSecureCookies(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

/** Reads and validates the user settings; empty variables count as unset. */
export function loadUserConfig(env: NodeJS.ProcessEnv = process.env): UserConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = userEnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && !isDevelopmentMode(present) && !parsed.data.PUBLIC_URL)
    problems.push(`PUBLIC_URL: ${OUTSIDE_DEVELOPMENT}`);
  if (!parsed.success || problems.length)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return { publicUrl, redisUrl: e.REDIS_URL, secureCookies: needsSecureCookies(publicUrl) };
}

/** Development settings: what tests and `npm start` run with. */
export const DEFAULT_USER_CONFIG: UserConfig = loadUserConfig({ NODE_ENV: 'development' });
