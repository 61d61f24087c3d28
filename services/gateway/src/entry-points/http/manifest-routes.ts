// GET /mf/manifest: the remote manifest, never cached: the deploy file read from disk on every
// request, or with the registry on, this visitor's (`?variant=` for a landing variant's).
import { Router } from 'express';
import { requestLog, sendError } from '@iq/service-common';
import type { ManifestSource } from '../../data-access/manifest-source';
import { variantOfQuery } from '../../registry/domain/visitor-manifest';

export function manifestRoutes(source: ManifestSource): Router {
  return Router().get('/mf/manifest', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (source.perVisitor) res.vary('Cookie');
    const read = await source(req, res, variantOfQuery(req.query.variant));
    if (read.ok) return void res.json(read.manifest);
    requestLog(req)?.warn({ reason: read.reason }, 'remote manifest unavailable');
    sendError(res, 503, 'Remote manifest unavailable');
  });
}
