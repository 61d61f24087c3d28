// What the checkout pages read from the URL: the country of the prices, the chosen tier, the
// order a page is about. Links between the pages keep the rest of the query (hl, tracking keys).
import { useLocation } from 'react-router';
import { useAppSelector } from '@iq/api';
import { SKU_IDS, type SkuId } from '@iq/contracts';
import { priceCountry } from '@iq/i18n';

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

export function isSkuId(value: string | null | undefined): value is SkuId {
  return (SKU_IDS as readonly string[]).includes(value ?? '');
}

// The shape of orderNumberSchema (@iq/contracts), as a plain pattern: no zod in the browser.
const ORDER_NUMBER = /^[A-Za-z0-9_-]{22,64}$/;

/** An order number from the URL (`key`, orderNumber by default), only when it has an order number's shape. */
export function orderNumberOf(search: string, key = 'orderNumber'): string | null {
  const value = new URLSearchParams(search).get(key);
  return value && ORDER_NUMBER.test(value) ? value : null;
}

export function useCheckoutQuery() {
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const query = new URLSearchParams(search);
  const sku = query.get('sku');
  return {
    search,
    hl,
    country: priceCountry(search, hl),
    sku: isSkuId(sku) ? sku : null,
    orderNumber: orderNumberOf(search),
    /** An upgrade of this paid order (from the report's locked parts): priced at the difference. */
    upgradeFrom: orderNumberOf(search, 'upgradeFrom'),
    cancelled: query.get('cancelled') === '1',
  };
}
