// A small static server for the plain home bundle: index.html for '/', the built files as their
// precompressed .br (or .gz) copies when the browser accepts them, like the gateway serves the
// apps, and /api/* proxied to a running gateway so the home page's API calls behave the same.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function proxy(req, res, target) {
  const upstream = http.request(
    new URL(req.url, target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

function serveFile(req, res, dir) {
  const pathname = decodeURIComponent(new URL(req.url, 'http://plain').pathname);
  const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, suffix]) => accepted.includes(name) && fs.existsSync(file + suffix));
  const sent = encoding ? file + encoding[1] : file;
  const headers = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': fs.statSync(sent).size,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding[0];
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(sent).pipe(res);
}

/** Serves `dir` on a free port, /api/* proxied to `apiTarget`; resolves to { url, close }. */
export async function servePlain({ dir, apiTarget }) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/api/')) proxy(req, res, apiTarget);
    else serveFile(req, res, root);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
