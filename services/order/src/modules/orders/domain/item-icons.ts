// The logo of each tier item (spec §3 "Each item has logo, name and content line"): a small
// inline SVG as a data: URL, so the browser fetches nothing and the gateway's CSP (img-src
// 'self' data:) allows it.
import type { SkuItemKey } from '@iq/contracts';

// 24×24 line drawings on a tinted disc; one colour per item family.
const GLYPHS: Readonly<Record<SkuItemKey, { colour: string; path: string }>> = {
  iqScore: { colour: '#2563eb', path: 'M6 17V7m4 10V7l4 10V7m4 0v10' },
  iqRank: { colour: '#7c3aed', path: 'M5 18h14M7 18v-5h3v5m1 0V8h3v10m1 0v-7h3v7' },
  report21: { colour: '#0f766e', path: 'M7 4h7l4 4v12H7zM14 4v4h4M9 12h6M9 15h6' },
  wrongAnalysis: { colour: '#dc2626', path: 'M7 7l10 10M17 7L7 17' },
  brainTest: {
    colour: '#db2777',
    path: 'M12 5v14M12 6c-3-2-7 0-6 4-2 2-1 6 2 7 1 2 3 2 4 1m0-12c3-2 7 0 6 4 2 2 1 6-2 7-1 2-3 2-4 1',
  },
  certificate: { colour: '#ca8a04', path: 'M5 5h14v10H5zM12 15l-2 5 2-1 2 1-2-5M8 9h8' },
  eqTest: { colour: '#ea580c', path: 'M12 19s-7-4-7-9a4 4 0 0 1 7-2 4 4 0 0 1 7 2c0 5-7 9-7 9z' },
  discount20: { colour: '#16a34a', path: 'M6 18L18 6M8 9a1 1 0 1 0 0-.01M16 15a1 1 0 1 0 0-.01' },
  trainingGuide: {
    colour: '#0891b2',
    path: 'M4 6c3-1 6-1 8 1 2-2 5-2 8-1v12c-3-1-6-1-8 1-2-2-5-2-8-1zM12 7v12',
  },
};

function svgFor({ colour, path }: { colour: string; path: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">` +
    `<circle cx="12" cy="12" r="12" fill="${colour}" fill-opacity="0.12"/>` +
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`
  );
}

/** data:image/svg+xml URLs, built once. */
export const ITEM_LOGOS: Readonly<Record<SkuItemKey, string>> = Object.fromEntries(
  Object.entries(GLYPHS).map(([key, glyph]) => [
    key,
    `data:image/svg+xml,${encodeURIComponent(svgFor(glyph))}`,
  ]),
) as Record<SkuItemKey, string>;
