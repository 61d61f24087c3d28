// The remote store: immutable, versioned remote builds under <deploy>/remotes/<name>/<version>/
// and the live manifest <deploy>/manifest.json that the gateway serves at /mf/manifest.
// Publishing never deletes an old version, so pages built against it keep their chunks.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REMOTES } from './paths.mjs';
import { isPrecompressed, precompressDir } from './precompress.mjs';
import { markRetired, retiredAt, versionsToPrune } from './remote-retention.mjs';

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/**
 * A build's content hash (sha256, hex) over every file it holds (not the compressed copies, which
 * follow from them), so the same build gets the same hash; the registry keeps it whole.
 */
export function buildHash(buildDir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(buildDir).filter((f) => !isPrecompressed(f))) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(buildDir, file)));
  }
  return hash.digest('hex');
}

/** A build's version: the first 12 characters of its content hash. */
export function buildVersion(buildDir) {
  return buildHash(buildDir).slice(0, 12);
}

export function readManifest(deploy) {
  try {
    return JSON.parse(fs.readFileSync(path.join(deploy, 'manifest.json'), 'utf8'));
  } catch {
    return { remotes: {} };
  }
}

/** Writes the manifest atomically (write + rename), so the gateway never reads half a file. */
export function writeManifest(deploy, manifest) {
  fs.mkdirSync(deploy, { recursive: true });
  const file = path.join(deploy, 'manifest.json');
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temp, file);
}

export function assertRemote(name) {
  if (!REMOTES.includes(name)) throw new Error(`unknown remote '${name}' (one of ${REMOTES.join(', ')})`);
}

/** Copies a build into the store (idempotent) and returns its version. */
export function publishBuild(deploy, name, buildDir) {
  assertRemote(name);
  if (!fs.existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new Error(
      `${buildDir} is not a remote build (no mf-manifest.json); run npm run build -w mfe-${name}`,
    );
  }
  const version = buildVersion(buildDir);
  const target = path.join(deploy, 'remotes', name, version);
  if (!fs.existsSync(target)) {
    const temp = `${target}.tmp-${process.pid}`;
    fs.cpSync(buildDir, temp, { recursive: true, preserveTimestamps: true });
    try {
      prerender(temp);
    } catch (error) {
      fs.rmSync(temp, { recursive: true, force: true });
      throw error;
    }
    precompressDir(temp); // a build made outside `npm run build` gets its .br and .gz here
    fs.renameSync(temp, target);
  }
  return version;
}

/** A build's server renderer (issue 9): the landing remote's renders its pages to HTML. */
const PRERENDERER = path.join('ssr', 'prerender.cjs');
const PRERENDER_DIR = 'prerendered'; // @iq/contracts PRERENDER_DIR, which the gateway reads

/**
 * Renders a build's pages into <build>/prerendered/ with the build's own server renderer, in a
 * child process (its i18n and React stay out of this one). A build without one is left as is:
 * its pages render in the browser. A renderer that fails fails the publish.
 */
function prerender(buildDir) {
  const renderer = path.join(buildDir, PRERENDERER);
  if (!fs.existsSync(renderer)) return;
  const script =
    'require(process.argv[1]).writePrerendered(process.argv[2])' +
    '.then((r) => console.log(r.pages), (e) => { console.error(e); process.exit(1); })';
  const result = spawnSync(process.execPath, ['-e', script, renderer, path.join(buildDir, PRERENDER_DIR)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`prerendering ${buildDir} failed: ${(result.stderr || result.stdout).slice(0, 2000)}`);
  }
}

export function listVersions(deploy, name) {
  const dir = path.join(deploy, 'remotes', name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => !v.includes('.tmp-') && fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    .map((version) => ({
      version,
      // Its manifest's time: the folder's changes when the build is marked as replaced.
      builtAt: fs.statSync(path.join(dir, version, 'mf-manifest.json')).mtime,
      lastServedAt: retiredAt(path.join(dir, version)),
    }))
    .sort((a, b) => a.builtAt - b.builtAt);
}

/**
 * Deletes the versions the retention rule (remote-retention.mjs) gives up: never one the deploy
 * manifest or `protect` (name → Set of versions, e.g. the registry's serving builds) names;
 * `lastServed` (name → Map version → Date) adds when a build last stopped serving elsewhere.
 * Returns [{ name, version }] deleted (or that would be, with dryRun).
 */
export function pruneVersions(deploy, { protect = {}, lastServed = {}, dryRun = false, ...rule } = {}) {
  const live = readManifest(deploy).remotes ?? {};
  const pruned = [];
  for (const name of REMOTES) {
    const serving = new Set([...(protect[name] ?? []), ...(live[name] ? [live[name].version] : [])]);
    // The later of the store's own mark and the registry's last change that involved the build.
    const versions = listVersions(deploy, name).map((entry) => {
      const registry = lastServed[name]?.get(entry.version);
      const latest = [entry.lastServedAt, registry].filter(Boolean).sort((a, b) => b - a)[0];
      return { ...entry, lastServedAt: latest };
    });
    for (const version of versionsToPrune(versions, serving, rule)) {
      if (!dryRun) fs.rmSync(path.join(deploy, 'remotes', name, version), { recursive: true, force: true });
      pruned.push({ name, version });
    }
  }
  return pruned;
}

/** Points the live manifest at a published version of a remote: the swap, without any rebuild. */
export function activateVersion(deploy, name, version) {
  assertRemote(name);
  if (
    !/^[A-Za-z0-9._-]+$/.test(version) ||
    !fs.existsSync(path.join(deploy, 'remotes', name, version, 'mf-manifest.json'))
  ) {
    throw new Error(`remote ${name} has no published version '${version}'`);
  }
  const manifest = readManifest(deploy);
  const outgoing = manifest.remotes?.[name]?.version;
  if (outgoing && outgoing !== version && /^[A-Za-z0-9._-]+$/.test(outgoing))
    markRetired(path.join(deploy, 'remotes', name, outgoing));
  manifest.remotes = {
    ...manifest.remotes,
    [name]: { version, entry: `/remotes/${name}/${version}/mf-manifest.json` },
  };
  writeManifest(deploy, manifest);
  return manifest;
}
