// GET /api/openapi.json and /api/docs (issue 42), answered by the gateway on the API lane before
// the proxy: the OpenAPI description built once (domain/openapi), and Swagger UI's page, whose
// files come from node_modules/swagger-ui-dist and from api-docs/ (no inline script: the site's
// CSP). Every answer has a weak ETag (304 when it matches) and a short max-age, and is brotli or
// gzip compressed when accepted — once per file, off the event loop, then kept.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { headerOf, requestPath, sendError, type PlainHandler } from '@iq/service-common';
import { buildOpenApiDocument } from '../../domain/openapi/openapi-document';
import { DOCS_PATH, OPENAPI_PATH } from '../../domain/openapi/gateway-operations';
import { DOCUMENT_ONLY_HEADERS, negotiateEncoding } from './static-files';

/** Five minutes: a deploy's description reaches a reader soon, a reload costs a 304 at most. */
export const API_DOCS_CACHE_CONTROL = 'public, max-age=300';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const compress: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(zlib.brotliCompress)(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes, { level: 9 }),
};

interface Served {
  type: string;
  /** Opened as a document (the page, the JSON): keeps the headers only a document obeys. */
  document: boolean;
  bytes: () => Buffer;
}

/** One answer, read and hashed on first use; its compressed copies made once each. */
class Answer {
  private read?: { bytes: Buffer; etag: string };
  private readonly copies = new Map<Encoding, Promise<Buffer>>();
  constructor(readonly served: Served) {}
  get original() {
    if (!this.read) {
      const bytes = this.served.bytes();
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
      this.read = { bytes, etag: `W/"${hash}"` };
    }
    return this.read;
  }
  copy(encoding: Encoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) this.copies.set(encoding, (copy = compress[encoding](this.original.bytes)));
    return copy;
  }
}

const VIEWER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const PAGE_DIR = path.join(__dirname, 'api-docs');
const file = (dir: string, name: string) => () => readFileSync(path.join(dir, name));

/** The description, built once per process (it depends on the code only, not on the options). */
let openApiJson: Buffer | undefined;
export function openApiDocumentBytes(): Buffer {
  openApiJson ??= Buffer.from(JSON.stringify(buildOpenApiDocument()), 'utf8');
  return openApiJson;
}

/** The paths below /api this handler answers (lower case), and what each is. */
function answers(): Map<string, Answer> {
  const asset = (type: string, dir: string, name: string, document = false) =>
    new Answer({ type, document, bytes: file(dir, name) });
  return new Map([
    [
      OPENAPI_PATH,
      new Answer({ type: 'application/json; charset=utf-8', document: true, bytes: openApiDocumentBytes }),
    ],
    [DOCS_PATH, asset('text/html; charset=utf-8', PAGE_DIR, 'docs-page.html', true)],
    [`${DOCS_PATH}/docs-page.js`, asset('text/javascript; charset=utf-8', PAGE_DIR, 'docs-page.js')],
    [
      `${DOCS_PATH}/swagger-ui-bundle.js`,
      asset('text/javascript; charset=utf-8', VIEWER_DIR, 'swagger-ui-bundle.js'),
    ],
    [`${DOCS_PATH}/swagger-ui.css`, asset('text/css; charset=utf-8', VIEWER_DIR, 'swagger-ui.css')],
    [`${DOCS_PATH}/favicon-32x32.png`, asset('image/png', VIEWER_DIR, 'favicon-32x32.png')],
  ]);
}

async function send(req: Parameters<PlainHandler>[0], res: ServerResponse, answer: Answer): Promise<void> {
  const { bytes, etag } = answer.original;
  res.setHeader('Cache-Control', API_DOCS_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!answer.served.document) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  const asked = headerOf(req, 'if-none-match');
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2))) {
    res.statusCode = 304;
    return void res.end();
  }
  res.setHeader('Content-Type', answer.served.type);
  const encoding = negotiateEncoding(req, ENCODINGS);
  const body = encoding ? await answer.copy(encoding) : bytes;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(body); // node:http drops the body of an answer to HEAD
}

/**
 * The handler for the API lane (app.ts puts it before the proxy). The description is built here,
 * when the gateway starts; anything else under /api passes on at once, making no promise (most of
 * the gateway's calls pass here).
 */
export function apiDocs(): PlainHandler {
  openApiDocumentBytes();
  const served = answers();
  return (req, res, next) => {
    // Express routes case-insensitively, so the lane does too; a trailing slash is the same path.
    const answer = served.get(
      requestPath(req)
        .toLowerCase()
        .replace(/(.)\/$/, '$1'),
    );
    if (!answer) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405, `Method Not Allowed: ${req.method ?? ''} (allowed: GET, HEAD)`);
    }
    return send(req, res, answer);
  };
}
