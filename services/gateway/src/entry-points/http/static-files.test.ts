// The page compression cache: the bytes of compressing the page afresh, kept by the page's text.
import zlib from 'node:zlib';
import { compressedPage } from './static-files';

const page = (n: number) =>
  `<!doctype html><html><body>${'<p>visitor page</p>'.repeat(50)}${n}</body></html>`;

describe('compressedPage', () => {
  test.each(['br', 'gzip'] as const)(
    '%s: the bytes a fresh compression gives, and they decompress to the page',
    (encoding) => {
      const html = page(1);
      const fresh =
        encoding === 'br'
          ? zlib.brotliCompressSync(Buffer.from(html), {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
              },
            })
          : zlib.gzipSync(Buffer.from(html), { level: 6 });
      const first = compressedPage(html, encoding);
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(first).toString('utf8')).toBe(html);
      expect(first.equals(fresh)).toBe(true);
      expect(compressedPage(html, encoding)).toBe(first); // kept, not compressed again
    },
  );

  test('a page differing in one character (same length) is compressed afresh', () => {
    const [a, b] = [page(1), page(2)];
    expect(a.length).toBe(b.length);
    const bytesA = compressedPage(a, 'br');
    const bytesB = compressedPage(b, 'br');
    expect(zlib.brotliDecompressSync(bytesB).toString('utf8')).toBe(b);
    expect(compressedPage(a, 'br')).toBe(bytesA);
  });

  test('keeps the 100 most recently sent pages', () => {
    const first = compressedPage(page(1000), 'gzip');
    const kept = compressedPage(page(1001), 'gzip');
    for (let n = 2000; n < 2098; n++) compressedPage(page(n), 'gzip');
    expect(compressedPage(page(1001), 'gzip')).toBe(kept); // sent again: now the most recent
    compressedPage(page(3000), 'gzip'); // the 101st: the least recently sent (page 1000) goes
    const again = compressedPage(page(1000), 'gzip');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
    expect(compressedPage(page(1001), 'gzip')).toBe(kept);
  });
});
