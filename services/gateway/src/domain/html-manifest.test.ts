import { injectManifest } from './html-manifest';
import { remoteAssetCacheControl, shellAssetCacheControl } from './cache-policy';

describe('injectManifest', () => {
  test('adds the manifest as a JSON data block before </body>, `<` escaped', () => {
    const html = '<head></head><body></body>';
    const out = injectManifest(html, {
      remotes: { landing: { version: '1', entry: '</script><script>alert(1)</script>$&' } },
    });
    expect(out).toBe(
      '<head></head><body><script type="application/json" id="mf-manifest">{"remotes":{"landing":{"version":"1","entry":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>$&"}}}</script></body>',
    );
    expect(JSON.parse(/>(\{.*\})</.exec(out)![1]!)).toEqual({
      remotes: { landing: { version: '1', entry: '</script><script>alert(1)</script>$&' } },
    });
  });

  test('null when unavailable; no body, no change', () => {
    expect(injectManifest('<body></body>', null)).toBe(
      '<body><script type="application/json" id="mf-manifest">null</script></body>',
    );
    expect(injectManifest('<p>x</p>', null)).toBe('<p>x</p>');
  });

  test('preload links go before </head>', () => {
    const out = injectManifest('<head><title>t</title></head><body></body>', { remotes: {} }, [
      '<link rel="preload" as="script" href="/a.js">',
    ]);
    expect(out).toMatch(/<title>t<\/title><link rel="preload" as="script" href="\/a.js"><\/head>/);
  });
});

describe('cache policy', () => {
  test.each([
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['__federation_expose_Home.3f2a1b9c.js', 'public, max-age=31536000, immutable'],
    ['anything.css', 'public, max-age=31536000, immutable'],
  ])('remote %s → %s', (file, expected) => expect(remoteAssetCacheControl(file)).toBe(expected));

  test.each([
    ['main.3f2a1b9c.js', 'public, max-age=31536000, immutable'],
    ['123.3f2a1b9c4d5e.chunk.css', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'no-cache'],
    ['main.js', 'no-cache'],
    ['robots.txt', 'no-cache'],
  ])('shell %s → %s', (file, expected) => expect(shellAssetCacheControl(file)).toBe(expected));
});
