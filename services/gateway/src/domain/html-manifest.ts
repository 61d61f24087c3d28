import { PRERENDER_DATA_ID, type PrerenderData, type RemoteManifest } from '@iq/contracts';

/** JSON for a data block: `<` escaped, so the data can never close the script tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a prerendered page was rendered with (issue 9), as a JSON data block before </body>. */
export function injectPrerenderData(html: string, data: PrerenderData): string {
  const tag = `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(data)}</script>`;
  return html.replace('</body>', () => `${tag}</body>`);
}

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
  const json = scriptJson(manifest);
  const tag = `<script type="application/json" id="mf-manifest">${json}</script>`;
  const withData = html.replace('</body>', () => `${tag}</body>`);
  return preloads.length ? withData.replace('</head>', () => `${preloads.join('')}</head>`) : withData;
}
