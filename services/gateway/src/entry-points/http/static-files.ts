// Sends a built file, as the brotli or gzip copy made at build or publish time
// (scripts/lib/precompress.mjs) when the browser accepts it; the original otherwise. Never
// compresses on the request path.
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';

const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The encoding to send among `offered` (most preferred first) and none: the client's q-values
 * decide, ties go to the order of `offered`.
 */
export function negotiateEncoding<E extends string>(
  req: Pick<IncomingMessage, 'headers'>,
  offered: readonly E[],
): E | null {
  const encodings = [...offered, 'identity'];
  const chosen = new Negotiator(req).encoding(encodings, { preferred: encodings });
  return offered.find((encoding) => encoding === chosen) ?? null;
}

/** The precompressed copy of `fullPath` to send for this request, or null for the original. */
export function encodedCopy(req: Request, fullPath: string): (typeof COPIES)[number] | null {
  const available = COPIES.filter((copy) => existsSync(fullPath + copy.suffix));
  if (available.length === 0) return null;
  const chosen = negotiateEncoding(
    req,
    available.map((c) => c.encoding),
  );
  return available.find((copy) => copy.encoding === chosen) ?? null;
}

const PAGE_ENCODERS = {
  br: (bytes: Buffer) =>
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes: Buffer) => zlib.gzipSync(bytes, { level: 6 }),
} as const;

/** Pages compressed, by encoding and text (the most recently sent first out last). */
const MAX_COMPRESSED_PAGES = 100;
const compressedPages = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };

/**
 * The page compressed: most requests of a path and locale get the same page (the manifest
 * changes with a deploy), and compressing it was half its cost (~0.5 ms of brotli). Kept by the
 * text itself, so a page that differs in any byte is compressed afresh; the bytes are the same
 * as compressing it again (deterministic).
 */
export function compressedPage(html: string, encoding: keyof typeof PAGE_ENCODERS): Buffer {
  const cache = compressedPages[encoding];
  let bytes = cache.get(html);
  if (bytes)
    cache.delete(html); // re-inserted below: the least recently sent goes first
  else {
    bytes = PAGE_ENCODERS[encoding](Buffer.from(html, 'utf8'));
    if (cache.size >= MAX_COMPRESSED_PAGES) cache.delete(cache.keys().next().value as string);
  }
  cache.set(html, bytes);
  return bytes;
}

/**
 * Sends a page made for this request (the shell's HTML with the live manifest), brotli- or
 * gzip-compressed when accepted; a HEAD request gets the same headers without the body.
 */
export function sendPage(req: Request, res: Response, html: string): void {
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = negotiateEncoding(req, ['br', 'gzip'] as const);
  if (!encoding) return void res.send(html);
  res.setHeader('Content-Encoding', encoding);
  res.send(compressedPage(html, encoding));
}

/**
 * Headers that only a document (or a worker) obeys: helmet sets them on every response, and on
 * a script, style sheet or image they are ~400 bytes of nothing, repeated on each of the twenty
 * files of a first view (bench/bundle counts bytes on the wire, headers included). Files that can
 * be opened as a document (HTML, SVG) keep them; nosniff, CORP, HSTS and Referrer-Policy (which
 * a style sheet's own fetches obey) stay on everything. No file here is ever run as a worker.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;
const DOCUMENT_EXTENSIONS = new Set(['.html', '.htm', '.svg', '.xml', '']);

export interface SendBuiltFileOptions {
  /** Folder the file lives in; `relative` may not leave it. */
  root: string;
  relative: string;
  headers: Record<string, string>;
  /** Called when the file does not exist. */
  notFound: () => void;
}

export function sendBuiltFile(
  req: Request,
  res: Response,
  next: NextFunction,
  { root, relative, headers, notFound }: SendBuiltFileOptions,
): void {
  const fullPath = path.join(root, relative);
  const copy = encodedCopy(req, fullPath);
  // Whether or not a copy exists, the answer depends on Accept-Encoding for caches in between.
  res.vary('Accept-Encoding');
  // The original's type, the same whichever bytes go out (send keeps a Content-Type already set).
  if (path.extname(relative)) res.type(path.extname(relative));
  if (copy) res.setHeader('Content-Encoding', copy.encoding);
  if (!DOCUMENT_EXTENSIONS.has(path.extname(relative).toLowerCase()))
    for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.sendFile(
    copy ? relative + copy.suffix : relative,
    {
      // With `root`, dotfiles are judged below it only: the store itself may live in a dot
      // folder (.deploy), files inside it never start with a dot.
      root,
      dotfiles: 'deny',
      cacheControl: false,
      // Applied only when the file is sent, so a 404 never says "immutable".
      headers,
    },
    (err?: Error & { status?: number }) => {
      if (!err) return;
      if (res.headersSent) return next(err);
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      if (err.status === 404 || (err as NodeJS.ErrnoException).code === 'EISDIR') return notFound();
      next(err);
    },
  );
}
