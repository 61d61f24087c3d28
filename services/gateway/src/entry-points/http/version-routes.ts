// GET /mf/version (spec §7 "a build manifest file is polled"): the live shell build and remote
// versions, for pages to compare with what they loaded. Never cached; no entries or paths.
import path from 'node:path';
import { Router } from 'express';
import { BUILD_VERSION_PATH, type BuildVersion, type RemoteName } from '@iq/contracts';
import { sendError } from '@iq/service-common';
import { readCachedFile } from '../../data-access/cached-file';
import { readManifest } from '../../data-access/manifest-file';
import { shellBuildId } from '../../domain/shell-build';

export function versionRoutes(shellDir: string, manifestFile: string): Router {
  return Router().get(BUILD_VERSION_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const read = await readManifest(manifestFile);
    if (!read.ok) {
      req.log.warn({ reason: read.reason }, 'remote manifest unavailable');
      return void sendError(res, 503, 'Remote manifest unavailable');
    }
    const remotes: BuildVersion['remotes'] = {};
    for (const [name, build] of Object.entries(read.manifest.remotes)) {
      if (build) remotes[name as RemoteName] = build.version;
    }
    const shell = readCachedFile(path.join(shellDir, 'index.html'), shellBuildId);
    res.json({ shell, remotes } satisfies BuildVersion);
  });
}
