// What the checkout pages read from the URL: the country of the prices, the chosen tier, the
// order a page is about. Links between the pages keep the rest of the query (hl, tracking keys).
import { useLocation } from 'react-router';
import { useAppSelector } from '@iq/api';
import { SKU_IDS, orderNumberOf, withQuery, type SkuId } from '@iq/contracts';
import { priceCountry } from '@iq/i18n';

// Shared with the other remotes (@iq/contracts); re-exported for this remote's pages.
export { orderNumberOf, withQuery };

export function isSkuId(value: string | null | undefined): value is SkuId {
  return (SKU_IDS as readonly string[]).includes(value ?? '');
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
