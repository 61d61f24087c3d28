// GET /remotes/<name>/<version>/<file…> from <remotesDir>/<name>/<version>/…, cross-origin readable,
// brotli or gzip as the browser accepts (copies made at publish).
import path from 'node:path';
import { Router } from 'express';
import { NotFoundError } from '@iq/service-common';
import { remoteAssetCacheControl, SAFE_PATH_SEGMENT } from '../../domain/cache-policy';
import { sendBuiltFile } from './static-files';

const REMOTE_NAME = /^[a-z][a-z0-9_-]{0,63}$/;

export function remoteRoutes(remotesDir: string): Router {
  const root = path.resolve(remotesDir);
  return Router().get('/remotes/:name/:version/*file', (req, res, next) => {
    const { name, version } = req.params;
    const file = req.params.file as unknown as string[]; // Express 5: a wildcard is its segments
    const notFound = () => next(new NotFoundError(`Not Found: ${req.path.slice(0, 200)}`));
    // Every segment is decoded by now: refusing dots and separators per segment rules out traversal.
    if (!REMOTE_NAME.test(name) || ![version, ...file].every((s) => SAFE_PATH_SEGMENT.test(s)))
      return notFound();
    const fullPath = path.join(root, name, version, ...file);
    if (!fullPath.startsWith(root + path.sep)) return notFound(); // belt and braces
    if (file[0] === 'ssr') return notFound(); // a build's server renderer is not for browsers

    sendBuiltFile(req, res, next, {
      root,
      relative: path.relative(root, fullPath),
      notFound,
      headers: {
        'Cache-Control': remoteAssetCacheControl(file[file.length - 1] ?? ''),
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  });
}
