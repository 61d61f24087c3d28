// A prerendered page is readable before any script runs, so its code can wait until the page
// has been painted (issue 9): on a slow phone link the HTML and CSS then get the bandwidth first,
// instead of sharing it with the JavaScript the first view does not need to show. The
// shell's entry script and the preloads of the page's code are moved into a data block that a
// tiny script reads after the first frame.
//
// The loader is in the page itself, allowed by the CSP through its hash (never 'unsafe-inline'):
// as a file of its own it was one more request before the first paint, and Lighthouse counts
// every request that ends before the largest paint into that paint's time.
import { createHash } from 'node:crypto';

const DATA_ID = 'iq-after-paint';

/**
 * The loader: after the second animation frame (so after the first paint) it adds the preloads
 * and the shell's entry. A page in a background tab gets no frames: a timer starts it anyway.
 */
export const AFTER_PAINT_SCRIPT = `(function () {
  'use strict';
  var block = document.getElementById('${DATA_ID}');
  if (!block) return;
  var data = JSON.parse(block.textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    data.preload.forEach(function (asset) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = asset.as;
      if (asset.as === 'fetch') link.crossOrigin = 'anonymous';
      link.href = asset.href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = data.main;
    document.head.appendChild(script);
  }
  // After the first paint has been presented: the browser reports it as a 'paint' entry (the
  // page's largest text is in that paint). Two animation frames were not always enough: on a busy
  // machine the paint was presented after the second frame's callback, so the code's requests
  // started before it and Lighthouse counted them into the page's LCP. Without paint entries, the
  // second frame (the first one's callback runs before its paint, the second one's after).
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  setTimeout(start, 1000);
})();
`;

/** The CSP source that allows exactly the loader's text to run inline. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script defer(?:="")? src="?(\/[A-Za-z0-9._~/-]+\.js)"?><\/script>/;

/**
 * The page with its entry script replaced by the loader, or null when the HTML has no entry
 * script of the expected shape (the caller then loads the code the usual way).
 */
export function loadCodeAfterPaint(
  html: string,
  assets: { fetches: string[]; scripts: string[] },
): string | null {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes('</body>')) return null;
  const data = {
    main: entry[1],
    preload: [
      ...assets.fetches.map((href) => ({ href, as: 'fetch' })),
      ...assets.scripts.map((href) => ({ href, as: 'script' })),
    ],
  };
  const block = `<script type="application/json" id="${DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  // Last in the body, after its data: it runs once the document is parsed (and its styles are in).
  return html
    .replace(entry[0], '')
    .replace('</body>', () => `${block}<script>${AFTER_PAINT_SCRIPT}</script></body>`);
}
