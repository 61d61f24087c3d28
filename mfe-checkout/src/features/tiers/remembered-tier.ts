// spec §3 client session: the tier the buyer picked survives a reload and the way back from payment.
import type { SkuId } from '@iq/contracts';
import { isSkuId } from '../checkout-route/checkout-query';

const STORAGE_KEY = 'IQ-checkout-sku';
/** What the tier page highlights before any choice: the middle tier of the spec's four. */
export const DEFAULT_SKU: SkuId = 'sku2';

export function rememberedTier(): SkuId | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return isSkuId(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberTier(skuId: SkuId): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, skuId);
  } catch {
    // blocked storage: the choice still travels in the URL (?sku=)
  }
}
