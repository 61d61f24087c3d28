// Reading and writing a page's query string (browser and services alike; plain code, no zod).

/** The shape of an order number (orderNumberSchema): ≥ 128 random bits, URL-safe. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** The query with some keys set (a string) or removed (null), as '?…' or ''. */
export function withQuery(search: string, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** An order number from the query (`key`, orderNumber by default), only when it has an order number's shape. */
export function orderNumberOf(search: string, key = 'orderNumber'): string | null {
  const value = new URLSearchParams(search).get(key);
  return value && ORDER_NUMBER_PATTERN.test(value) ? value : null;
}
