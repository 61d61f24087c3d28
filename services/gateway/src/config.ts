import path from 'node:path';
import { loadConfig, loadInternalToken, REPO_ROOT, type Config } from '@iq/service-common';
import type { GatewayOptions } from './app';
import { parseTrackingConfig } from './domain/tracking-config';

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
  };
}
