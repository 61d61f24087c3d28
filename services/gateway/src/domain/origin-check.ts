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

/**
 * The origins that count as the site's own: the ones configured (PUBLIC_URL) and the request's
 * own scheme and Host. Its https twin counts too: behind a balancer that ends TLS (no TRUST_PROXY)
 * the gateway sees http while the browser says https; an https page is never a weaker sender.
 */
export function ownOrigins(
  protocol: string,
  host: string | undefined,
  configured: readonly string[] = [],
): string[] {
  const origins = [...configured];
  if (host) origins.push(`${protocol}://${host}`.toLowerCase(), `https://${host}`.toLowerCase());
  return [...new Set(origins)];
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
  /** ownOrigins(...) of the request. */
  own: readonly string[];
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
  return !originAccepted(req.origin, req.own);
}
