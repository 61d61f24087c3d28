// TRACKING_CONFIG (issue 13): the optional third parties — tag manager, bot protection, six
// pixels. Validated at start against the contract; the CSP gains exactly their hosts, and the
// page gets what is configured as a JSON data block (never inline script). Unset: the CSP is the
// strict one and the page has no block, so nothing third-party can load.
import { ConfigError } from '@iq/service-common';
import { PIXEL_NETWORKS, TRACKING_DATA_ID, trackingConfigSchema, type TrackingConfig } from '@iq/contracts';
import { AFTER_PAINT_SCRIPT_HASH } from './after-paint';

/** The TRACKING_CONFIG JSON, or null when unset or empty; anything invalid stops the start. */
export function parseTrackingConfig(raw: string | undefined): TrackingConfig | null {
  if (!raw || !raw.trim()) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('TRACKING_CONFIG is not valid JSON');
  }
  const parsed = trackingConfigSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`TRACKING_CONFIG is invalid: ${where.join('; ')}`);
  }
  const config = parsed.data;
  const configured =
    config.tagManager || config.botProtection || PIXEL_NETWORKS.some((network) => config.pixels?.[network]);
  return configured ? config : null;
}

/** The origins of the configured scripts, in configuration order, each once. */
export function trackingHosts(config: TrackingConfig | null): string[] {
  if (!config) return [];
  const urls = [
    config.tagManager?.scriptUrl,
    config.botProtection?.scriptUrl,
    ...PIXEL_NETWORKS.map((network) => config.pixels?.[network]?.scriptUrl),
  ];
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))];
}

// Strict CSP: nothing from elsewhere, nothing inline but the after-paint loader (by the hash of its
// text); the manifest travels as a JSON data block.
const STRICT_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_HASH],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

/** helmet's CSP: the strict one, with the configured hosts added to script, connect and img. */
export function contentSecurityPolicy(config: TrackingConfig | null) {
  const hosts = trackingHosts(config);
  return {
    useDefaults: false,
    directives: {
      ...STRICT_DIRECTIVES,
      scriptSrc: [...STRICT_DIRECTIVES.scriptSrc, ...hosts],
      imgSrc: [...STRICT_DIRECTIVES.imgSrc, ...hosts],
      connectSrc: [...STRICT_DIRECTIVES.connectSrc, ...hosts],
    },
  };
}

/** The configuration as a JSON data block before </body> (`<` escaped); nothing when none. */
export function injectTrackingConfig(html: string, config: TrackingConfig | null): string {
  if (!config) return html;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${TRACKING_DATA_ID}">${json}</script>`;
  return html.replace('</body>', () => `${tag}</body>`);
}
