// ARCHITECTURE.md "API paths": which service answers an /api path (with /api already stripped).
import type { ServiceName } from '@iq/service-common';

// Ordered: the first matching prefix wins, so /app/payment comes before /app.
export const API_ROUTES: readonly (readonly [prefix: string, service: ServiceName])[] = [
  ['/app/payment', 'order'],
  ['/app', 'exam'],
  ['/exam/question', 'exam'],
  ['/exam/category', 'exam'],
  ['/exam/info', 'exam'],
  ['/exam/session', 'exam'],
  ['/exam/order', 'order'],
  ['/exam/sku', 'order'],
  ['/exam/extra', 'order'],
  ['/secondPhase', 'order'],
  ['/vip', 'order'],
  ['/unsubscribe', 'order'],
  ['/pay', 'order'],
  ['/user', 'user'],
  ['/email', 'user'],
  ['/privilege', 'user'],
];

/** API_ROUTES by what a path under each starts with: the prefix in lower case and a slash. */
const ROUTES_BELOW = API_ROUTES.map(([prefix, service]) => [`${prefix.toLowerCase()}/`, service] as const);

/**
 * The service for a path such as `/exam/info/1`, or null (→ 404). Dot segments and encoded
 * slashes are refused, so a path can never mean one service here and another upstream.
 */
export function serviceForApiPath(path: string): ServiceName | null {
  for (const segment of path.split('/')) {
    let decoded = segment;
    if (segment.includes('%'))
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return null;
      }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return null;
  }
  // Express routes case-insensitively, so the table does too.
  const lower = path.toLowerCase();
  const match = ROUTES_BELOW.find(([below]) => lower.startsWith(below));
  return match ? match[1] : null;
}

/** The metrics' route label of each prefix (issue 42): the service's routes are its own to label. */
const ROUTE_LABELS = API_ROUTES.map(([prefix]) => [`${prefix.toLowerCase()}/`, `/api${prefix}/*`] as const);

/** What the gateway answers under /api itself (the beacon, the OpenAPI description and its viewer). */
const OWN_LABELS: ReadonlyMap<string, string> = new Map([
  ['/rum', '/api/rum'],
  ['/openapi.json', '/api/openapi.json'],
  ['/docs', '/api/docs'],
]);

/**
 * The request metrics' route label of a target under /api (`/api/exam/info/7?x=1`, any case):
 * the prefix that routes it (`/api/exam/info/*`), never the path with its ids; null for a
 * target no prefix and no answer of the gateway's own takes.
 */
export function apiRouteLabel(target: string): string | null {
  const query = target.indexOf('?');
  const below = (query === -1 ? target : target.slice(0, query)).slice(4).toLowerCase();
  for (const [start, label] of ROUTE_LABELS) if (below.startsWith(start)) return label;
  const slash = below.indexOf('/', 1);
  return OWN_LABELS.get(slash === -1 ? below : below.slice(0, slash)) ?? null;
}
