// The token services present to each other on internal calls (Internal-Token header). Internal
// paths are never routed by the gateway; the token is a second lock for when a service port is
// reachable from elsewhere.
import { timingSafeEqual } from 'node:crypto';
import { ConfigError, isDevelopmentMode, OUTSIDE_DEVELOPMENT } from './config';

/** Development only: used when INTERNAL_TOKEN is unset outside production. */
export const DEV_INTERNAL_TOKEN = 'dev-only-internal-token-not-for-production';

/** INTERNAL_TOKEN (≥ 32 characters, required in production), or the development default. */
export function loadInternalToken(env: NodeJS.ProcessEnv = process.env): string {
  const token = env.INTERNAL_TOKEN || undefined;
  if (token !== undefined && token.length < 32)
    throw new ConfigError('Invalid configuration: INTERNAL_TOKEN: must be at least 32 characters');
  if (token === undefined && !isDevelopmentMode(env))
    throw new ConfigError(`Invalid configuration: INTERNAL_TOKEN: ${OUTSIDE_DEVELOPMENT}`);
  return token ?? DEV_INTERNAL_TOKEN;
}

/** Constant-time comparison of a presented token with the expected one. */
export function internalTokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
