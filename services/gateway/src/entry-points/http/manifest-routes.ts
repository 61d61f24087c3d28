// GET /mf/manifest: the live remote manifest, read from disk on every request, never cached.
import { Router } from 'express';
import { sendError } from '@iq/service-common';
import { readManifest } from '../../data-access/manifest-file';

export function manifestRoutes(manifestFile: string): Router {
  return Router().get('/mf/manifest', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const read = await readManifest(manifestFile);
    if (read.ok) return void res.json(read.manifest);
    req.log.warn({ reason: read.reason }, 'remote manifest unavailable');
    sendError(res, 503, 'Remote manifest unavailable');
  });
}
