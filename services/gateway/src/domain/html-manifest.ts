import type { RemoteManifest } from '@iq/contracts';

/**
 * Puts the live manifest into the shell's HTML as a JSON data block before </body>: not
 * executable, so the CSP stays `script-src 'self'`; `<` is escaped so the data can never close
 * the tag. `null` says the manifest is unavailable (the shell then falls back to GET /mf/manifest).
 * Preload links (see preload-links.ts) go before </head>.
 */
export function injectManifest(
  html: string,
  manifest: RemoteManifest | null,
  preloads: string[] = [],
): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="mf-manifest">${json}</script>`;
  const withData = html.replace('</body>', () => `${tag}</body>`);
  return preloads.length ? withData.replace('</head>', () => `${preloads.join('')}</head>`) : withData;
}
