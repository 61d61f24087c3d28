// GET /mf/version (spec §7 "a build manifest file is polled"): the live shell build and remote
// versions, for pages to compare with what they loaded. Never cached; no entries or paths.
import path from 'node:path';
import { Router } from 'express';
import { BUILD_VERSION_PATH, type BuildVersion, type RemoteName } from '@iq/contracts';
import { requestLog, sendError } from '@iq/service-common';
import { readCachedFile } from '../../data-access/cached-file';
import type { ManifestSource } from '../../data-access/manifest-source';
import { variantOfQuery } from '../../registry/domain/visitor-manifest';
import { shellBuildId } from '../../domain/shell-build';

// With the registry on, the versions are this visitor's (bucket cookie; `?variant=` for a
// landing variant's page), as its page's manifest was.
export function versionRoutes(shellDir: string, source: ManifestSource): Router {
  return Router().get(BUILD_VERSION_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (source.perVisitor) res.vary('Cookie');
    const read = await source(req, res, variantOfQuery(req.query.variant));
    if (!read.ok) {
      requestLog(req)?.warn({ reason: read.reason }, 'remote manifest unavailable');
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
