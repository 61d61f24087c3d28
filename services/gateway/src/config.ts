import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, loadInternalToken, REPO_ROOT, type Config } from '@iq/service-common';
import type { GatewayOptions } from './app';
import { parseTrackingConfig } from './domain/tracking-config';
import { rateLimitFactor } from './domain/abuse-limits';
import { providedShared } from './registry/domain/federation-shared';
import type { ShellShared } from './registry/domain/shared-compatibility';

/**
 * Gateway options from the environment: SHELL_DIR, REMOTES_DIR, MANIFEST_FILE, the service URLs,
 * INTERNAL_TOKEN (required in production; throws a ConfigError), /dev/mail everywhere but
 * NODE_ENV=production, and the optional TRACKING_CONFIG JSON (invalid: a ConfigError).
 */
export function gatewayOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  config: Config = loadConfig(env),
): Omit<GatewayOptions, 'logger'> {
  const dir = (value: string | undefined, fallback: string) => path.resolve(value || fallback);
  return {
    serviceUrls: config.urls,
    shellDir: dir(env.SHELL_DIR, path.join(REPO_ROOT, 'shell/dist')),
    remotesDir: dir(env.REMOTES_DIR, path.join(REPO_ROOT, '.deploy/remotes')),
    manifestFile: dir(env.MANIFEST_FILE, path.join(REPO_ROOT, '.deploy/manifest.json')),
    devMail: env.NODE_ENV !== 'production',
    internalToken: loadInternalToken(env),
    tracking: parseTrackingConfig(env.TRACKING_CONFIG),
    abuse: { factor: abuseFactor(env.RATE_LIMIT_FACTOR) },
  };
}

/** REDIS_URL (redis:// or rediss://) when set; anything else is a ConfigError. */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.REDIS_URL?.trim();
  if (!value) return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(value))
    throw new ConfigError('Invalid configuration: REDIS_URL: must be a redis:// or rediss:// URL');
  return value;
}

/** RATE_LIMIT_FACTOR as a ConfigError when invalid (the start stops before anything listens). */
function abuseFactor(value: string | undefined): number {
  try {
    return rateLimitFactor(value);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
}

/**
 * REGISTRY (issue 14): `on` composes each visitor's manifest from the registry and mounts its
 * admin API; `off` or unset (the default), the deploy file alone, as before. Anything else is a
 * ConfigError: a typo must not silently leave the registry off.
 */
export function registryEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.REGISTRY ?? '').trim().toLowerCase();
  if (value === '' || value === 'off') return false;
  if (value === 'on') return true;
  throw new ConfigError(`Invalid configuration: REGISTRY: must be on or off, not ${JSON.stringify(value)}`);
}

/** What the shell provides of the shared singletons: its build's mf-manifest.json, read when asked. */
export async function shellSharedFromBuild(shellDir: string): Promise<ShellShared> {
  const text = await readFile(path.join(shellDir, 'mf-manifest.json'), 'utf8');
  return providedShared(JSON.parse(text));
}
