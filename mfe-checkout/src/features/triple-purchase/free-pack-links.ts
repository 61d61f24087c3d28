// Where the free pack's links go: the service's site path (with `?orderNumber=` when the order
// unlocks the test) plus the page's own query (hl, tracking keys); the page's order number and
// token never ride along on a test the order does not unlock.
import { withQuery } from '../checkout-route/checkout-query';

export function withPageQuery(sitePath: string, search: string): string {
  const [path, own = ''] = sitePath.split('?') as [string, string?];
  const changes: Record<string, string | null> = { orderNumber: null, token: null };
  for (const [key, value] of new URLSearchParams(own)) changes[key] = value;
  return `${path}${withQuery(search, changes)}`;
}
