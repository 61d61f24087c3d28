// Cross-site writes (issue 15): a browser sends the site's cookies along with a form or fetch that
// another site starts. SameSite=Lax (the session cookie) stops most of it; this is the second wall
// at the gateway, as the registry's admin API has its own (registry/http/admin-session.ts): a
// state-changing /api request that carries a cookie must come from the site's own origin.
// Requests without a cookie (curl, server-to-server, the payment provider's webhook) carry no
// ambient authority, so they pass whatever their Origin says.

/** The methods that change something (GET and HEAD never do here). */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths under /api never checked: the payment provider's webhook (POST /api/pay/events) is signed,
 * not cookie-authenticated, and must never be refused because a provider sends a stray header.
 */
export const ORIGIN_CHECK_EXEMPT: readonly RegExp[] = [/^\/pay\/events\/?$/i];

/** localhost, 127.x.x.x and [::1], with any port: the machine itself (development, probes, tests). */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/** A Host header without the default port of `protocol`, lower-cased. */
function normalHost(host: string, protocol: string): string {
  const h = host.trim().toLowerCase();
  const port = protocol === 'https' ? ':443' : ':80';
  return h.endsWith(port) ? h.slice(0, -port.length) : h;
}

/**
 * The origins that count as the site's own: the ones configured (PUBLIC_URL). Without any, or for
 * a loopback Host, the request's own scheme and Host too (and its https twin: behind a balancer
 * that ends TLS without TRUST_PROXY the gateway sees http while the browser says https). Issue 37:
 * with PUBLIC_URL set, an Origin equal to whatever Host a request names passed the check.
 */
export function ownOrigins(
  protocol: string,
  host: string | undefined,
  configured: readonly string[] = [],
): string[] {
  const origins = [...configured];
  const h = host?.trim().toLowerCase();
  if (h && (configured.length === 0 || LOOPBACK_HOST.test(h)))
    origins.push(`${protocol}://${h}`, `https://${h}`);
  return [...new Set(origins)];
}

/**
 * Whether the gateway answers for a Host (issue 37: any Host was accepted): every Host while
 * nothing is configured; with PUBLIC_URL, its host and the loopback names only.
 */
export function hostAllowed(
  host: string | undefined,
  protocol: string,
  configured: readonly string[],
): boolean {
  if (configured.length === 0) return true;
  if (!host) return false;
  const h = normalHost(host, protocol);
  if (LOOPBACK_HOST.test(h)) return true;
  return configured.some((origin) => {
    const url = new URL(origin);
    return url.host === h || normalHost(url.host, url.protocol.replace(':', '')) === h;
  });
}

/** Whether an Origin header names one of `accepted` (exactly, case aside: origins are ASCII). */
export function originAccepted(origin: string | undefined, accepted: readonly string[]): boolean {
  if (!origin) return false;
  const lower = origin.trim().toLowerCase();
  return accepted.some((own) => own.toLowerCase() === lower);
}

export interface WriteRequest {
  method: string;
  /** The path under /api. */
  path: string;
  hasCookie: boolean;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** ownOrigins(...) of the request, asked only of a write that carries a cookie and an Origin. */
  own: () => readonly string[];
}

/**
 * True when the request must be refused: a write carrying a cookie that the browser marks
 * `Sec-Fetch-Site: cross-site` or `same-site` (another site, or another port or subdomain of
 * ours), or whose Origin names another site. An opaque `Origin: null` passes only when the browser
 * says same-origin: a form on our own pages (Referrer-Policy: no-referrer) is sent with
 * `Origin: null` — the card page's pay form is — while a sandboxed frame's never says same-origin.
 */
export function isCrossSiteWrite(req: WriteRequest): boolean {
  if (!WRITES.has(req.method.toUpperCase()) || !req.hasCookie) return false;
  if (ORIGIN_CHECK_EXEMPT.some((path) => path.test(req.path))) return false;
  const site = req.secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  if (req.origin === undefined) return false;
  if (req.origin.trim().toLowerCase() === 'null') return site !== 'same-origin';
  return !originAccepted(req.origin, req.own());
}
