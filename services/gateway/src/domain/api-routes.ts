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
