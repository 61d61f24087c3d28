// GET /remotes/<name>/<version>/<file…> from <remotesDir>/<name>/<version>/…, cross-origin readable.
import path from 'node:path';
import { Router } from 'express';
import { NotFoundError } from '@iq/service-common';
import { remoteAssetCacheControl, SAFE_PATH_SEGMENT } from '../../domain/cache-policy';

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

    res.sendFile(
      path.relative(root, fullPath),
      {
        // With `root`, dotfiles are judged below it only: the store itself may live in a dot
        // folder (.deploy), files inside it never start with a dot.
        root,
        dotfiles: 'deny',
        cacheControl: false,
        // Applied only when the file is sent, so a 404 never says "immutable".
        headers: {
          'Cache-Control': remoteAssetCacheControl(file[file.length - 1] ?? ''),
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
      },
      (err?: Error & { status?: number }) => {
        if (!err) return;
        if (err.status === 404 || (err as NodeJS.ErrnoException).code === 'EISDIR') return notFound();
        next(err);
      },
    );
  });
}
