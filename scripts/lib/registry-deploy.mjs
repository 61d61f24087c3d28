// `npm run deploy -w mfe-<name>` (issue 14): build the remote, publish the build into the store as
// `npm run remotes -- publish` does (same functions), then register it in the registry
// (POST /admin/api/builds with REGISTRY_PUBLISH_TOKEN). It never makes the build live: a campaign
// manager promotes it (`npm run registry -- promote`), or without a registry `npm run remotes -- use`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployDir, REPO_ROOT } from './paths.mjs';
import { callRegistry, gatewayBase, RegistryCliError, UsageError } from './registry-http.mjs';
import { assertRemote, buildHash, publishBuild, readManifest } from './remote-store.mjs';

const USAGE = 'usage: npm run deploy -w mfe-<name> [-- --no-build] [--reason "…"] [--by <who>]';

/** deploy-remote.mjs's argv (`<name>` first, from the workspace's script line) → deployRemote's options. */
export function parseDeployArgs(argv) {
  const options = { skipBuild: false };
  const rest = [...argv];
  while (rest.length) {
    const arg = rest.shift();
    if (arg === '--no-build') options.skipBuild = true;
    else if (arg === '--reason' || arg === '--by') {
      const value = rest.shift();
      if (!value) throw new UsageError(`${arg} needs a value\n${USAGE}`);
      options[arg === '--reason' ? 'reason' : 'publishedBy'] = value;
    } else if (!arg.startsWith('--') && !options.name) options.name = arg;
    else throw new UsageError(`unexpected '${arg}'\n${USAGE}`);
  }
  if (!options.name) throw new UsageError(USAGE);
  return options;
}

/** The remote's own build script (`iq-mf-build`), in its workspace. */
export function buildRemote(name) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: path.join(REPO_ROOT, `mfe-${name}`),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new RegistryCliError(`the build of mfe-${name} failed`);
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Where the registry is and the token to publish with; both or neither. */
export function registryTarget(env) {
  if (!env.REGISTRY_URL) return undefined;
  if (!env.REGISTRY_PUBLISH_TOKEN)
    throw new UsageError(
      'REGISTRY_URL is set but REGISTRY_PUBLISH_TOKEN is not: the registry takes builds only with it',
    );
  return { base: gatewayBase(env.REGISTRY_URL), token: env.REGISTRY_PUBLISH_TOKEN };
}

/** What the registry is told about a published build (publishBodySchema). */
export async function registrationOf({ name, version, contentHash, storedDir, publishedBy, reason }) {
  const { requiredShared } = await import('../../services/gateway/src/registry/domain/federation-shared.ts');
  const manifest = JSON.parse(fs.readFileSync(path.join(storedDir, 'mf-manifest.json'), 'utf8'));
  return {
    remote: name,
    version,
    contentHash: `sha256-${contentHash}`,
    entry: `/remotes/${name}/${version}/mf-manifest.json`, // as the store's manifest (activateVersion)
    shared: requiredShared(manifest),
    publishedBy: publishedBy.slice(0, 100),
    reason,
  };
}

/**
 * Builds, publishes and registers `name`. Options: env, build (default buildRemote; tests inject
 * one), buildDir (default mfe-<name>/dist), skipBuild, reason, publishedBy, fetchImpl, out.
 * Returns { version, registered, created }.
 * @param {{ name: string, env?: Record<string, string | undefined>, build?: (name: string) => unknown,
 *   buildDir?: string, skipBuild?: boolean, reason?: string, publishedBy?: string,
 *   fetchImpl?: typeof fetch, out?: (line: string) => void }} options
 */
export async function deployRemote({
  name,
  env = process.env,
  build = buildRemote,
  buildDir = path.join(REPO_ROOT, `mfe-${name}`, 'dist'),
  skipBuild = false,
  reason,
  publishedBy,
  fetchImpl = fetch,
  out = (line) => console.log(line),
}) {
  assertRemote(name);
  const registry = registryTarget(env); // before the build: a missing token fails in a second, not after it
  if (!skipBuild) await build(name);

  const contentHash = buildHash(buildDir);
  const store = deployDir(env);
  const version = publishBuild(store, name, buildDir);
  out(`published ${name} ${version} into ${store}`);

  if (!registry) {
    out(
      `REGISTRY_URL is not set: ${name} ${version} is in the store only (not registered). ` +
        `Make it live with: npm run remotes -- use ${name} ${version}`,
    );
    return { version, registered: false, created: false };
  }

  const commit = gitCommit();
  const body = await registrationOf({
    name,
    version,
    contentHash,
    storedDir: path.join(store, 'remotes', name, version),
    publishedBy: publishedBy || env.REGISTRY_PUBLISHED_BY || `${os.userInfo().username}@${os.hostname()}`,
    reason: reason || `npm run deploy -w mfe-${name}${commit ? ` at ${commit}` : ''}`,
  });
  const { data } = await callRegistry({
    base: registry.base,
    method: 'POST',
    path: '/builds',
    body,
    headers: { authorization: `Bearer ${registry.token}` },
    fetchImpl,
    unauthorized: 'the registry refused REGISTRY_PUBLISH_TOKEN',
  });
  out(
    data.created
      ? `registered ${name} ${version} at ${registry.base}`
      : `${name} ${version} was already registered at ${registry.base}`,
  );
  out(`make it live: npm run registry -- promote ${name} ${version} --reason "…"`);
  return { version, registered: true, created: data.created };
}

/** An entry this many times the live build's is worth a word to its team (issue 40). */
export const ENTRY_SIZE_WARNING_RATIO = 1.5;

function entryBytes(dir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const name = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
    return fs.statSync(path.join(dir, manifest.metaData?.remoteEntry?.path || '', name)).size;
  } catch {
    return null;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a team should know of a build it publishes (issue 40): its entry's size against the live
 * build's of the same remote, and whether it has prerendered pages (the platform's builds send
 * their pages' HTML; a build without them shows an empty page until its code runs).
 * Returns { lines, warnings } for the CLI to print.
 */
export function buildReport({ store, name, version }) {
  const dir = path.join(store, 'remotes', name, version);
  const lines = [];
  const warnings = [];
  const own = entryBytes(dir);
  const liveVersion = readManifest(store).remotes?.[name]?.version;
  const live =
    liveVersion && liveVersion !== version
      ? entryBytes(path.join(store, 'remotes', name, liveVersion))
      : null;
  if (own !== null)
    lines.push(
      `remote entry: ${kb(own)}${live !== null ? ` (the live build ${liveVersion}: ${kb(live)})` : ''}`,
    );
  if (own !== null && live !== null && own > live * ENTRY_SIZE_WARNING_RATIO)
    warnings.push(
      `the remote entry is ${(own / live).toFixed(1)}× the live build's (${kb(own)} against ${kb(live)}): ` +
        'share React, the router and the i18n packages as singletons instead of bundling them (docs/publishing-a-remote.md)',
    );
  const prerendered = path.join(dir, 'prerendered');
  const pages = fs.existsSync(prerendered) ? fs.readdirSync(prerendered).length : 0;
  lines.push(`prerendered pages: ${pages}`);
  if (!pages)
    warnings.push(
      'no prerendered pages: visitors see an empty page until the code has loaded; ship ssr/prerender.cjs (docs/publishing-a-remote.md)',
    );
  return { lines, warnings };
}
