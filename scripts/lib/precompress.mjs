// Brotli and gzip copies of a build's text files, made once when an app is built or a remote is
// published (never per request): <file>.br and <file>.gz beside <file>. The gateway sends the one
// the browser accepts (services/gateway/src/entry-points/http/static-files.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|cjs|css|html|json|svg|txt|map|xml|webmanifest)$/i;
/** Folders the gateway reads itself and never sends as files (issue 9: server builds, prerendered pages). */
const NOT_SENT = new Set(['ssr', 'prerendered']);
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_SENT.has(entry.name)) yield* files(full);
    } else yield full;
  }
}

/** A copy missing, or older than its file (a rebuild that kept the name: index.html, remoteEntry.js). */
function stale(copy, source) {
  return !fs.existsSync(copy) || fs.statSync(copy).mtimeMs < source.mtimeMs;
}

/** Writes the missing or stale .br and .gz of every text file under `dir`; returns how many it looked at. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) {
      // Too small to compress: drop copies a larger earlier build left.
      for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
      continue;
    }
    const content = fs.readFileSync(file);
    if (stale(`${file}.br`, stat)) {
      const br = zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
    }
    if (stale(`${file}.gz`, stat)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** A compressed copy made by precompressDir (left out of build versions). */
export const isPrecompressed = (file) => /\.(br|gz)$/.test(file);
