import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  ConfigError,
  isDevelopmentMode,
  loadConfig,
  loadInternalToken,
  rateLimitFactor,
  REPO_ROOT,
  type Config,
} from '@iq/service-common';
import type { GatewayOptions } from './app';
import { parseTrackingConfig } from './domain/tracking-config';
import { providedShared } from './registry/domain/federation-shared';
import type { ShellShared } from './registry/domain/shared-compatibility';

/**
 * Gateway options from the environment: SHELL_DIR, REMOTES_DIR, MANIFEST_FILE, the service URLs,
 * INTERNAL_TOKEN (required outside development; throws a ConfigError), /dev/mail only in
 * development (NODE_ENV=development or test), the optional TRACKING_CONFIG JSON (invalid: a ConfigError), TRUST_PROXY and
 * PUBLIC_URL (the site's own origin for the cross-site write check).
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
    devMail: isDevelopmentMode(env),
    internalToken: loadInternalToken(env),
    tracking: parseTrackingConfig(env.TRACKING_CONFIG),
    abuse: { factor: abuseFactor(env.RATE_LIMIT_FACTOR) },
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    ownOrigins: publicOrigins(env.PUBLIC_URL),
  };
}

/** Express's names for address ranges (proxy-addr): 127/8 and ::1; 169.254/16 and fe80::/10; private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY (issue 15): which hops in front of the gateway may state the client's address
 * (X-Forwarded-For) and scheme (X-Forwarded-Proto), as Express's `trust proxy`: unset, nobody (the
 * socket's address is the client, so a client cannot escape its abuse limits by forging the
 * header); a hop count (`1`: one balancer); or addresses, CIDRs and range names
 * (`loopback, 10.0.0.0/8`). `true` is refused: it would believe any client's header.
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops === 0 ? false : hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim().toLowerCase());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new ConfigError(
    `Invalid configuration: TRUST_PROXY: a hop count from 1 to 10, or addresses, CIDRs and loopback, linklocal, uniquelocal separated by commas, not ${JSON.stringify(text)}`,
  );
}

/** PUBLIC_URL's origin, when set (the site's own, beside each request's Host); a bad URL is a ConfigError. */
function publicOrigins(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '') return [];
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL: must be an http(s) URL, not ${JSON.stringify(text)}`,
    );
  return [url.origin];
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
