// The report tiers and their prices (spec §3 tiers, §7 GET /exam/sku/list/{examId}/{country}/{hl}).
// Read by three remotes (landing and exam name the lowest price before the test, checkout sells
// the tiers), and an endpoint name can be injected only once, so it lives in the shared api.
import type { Sku, SkuListResponse } from '@iq/contracts';
import { formatPrice } from '@iq/i18n';
import { api } from './base-api';
import { useAppSelector } from '@iq/api';

export interface SkuListArgs {
  examId: number;
  /** Two-letter country of the prices (`priceCountry` of @iq/i18n). */
  country: string;
  /** The page's locale: names and content lines come translated. */
  hl: string;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    skuList: build.query<SkuListResponse, SkuListArgs>({
      query: ({ examId, country, hl }) =>
        `/exam/sku/list/${examId}/${encodeURIComponent(country)}/${encodeURIComponent(hl)}`,
      providesTags: ['Sku'],
    }),
  }),
});

export const { useSkuListQuery } = catalogueApi;

/** The tier with the lowest price the buyer pays, or null for an empty list. */
export function cheapestSku(skus: readonly Sku[]): Sku | null {
  let cheapest: Sku | null = null;
  for (const sku of skus) if (!cheapest || sku.priceMinor < cheapest.priceMinor) cheapest = sku;
  return cheapest;
}

export interface ReportOffer {
  /** The exam's result is free with an account (the questionnaires); null until the list answers. */
  freeWithAccount: boolean | null;
  /** The lowest tier price, formatted for the page's locale; null while loading, failed or free. */
  lowestPrice: string | null;
}

/**
 * What an exam's report costs this visitor (spec §7 sku list): free with an account, or from the
 * lowest tier price of the visitor's country, formatted for the page's locale (spec §9). Unknown
 * while it loads or when the call fails: the caller then names no price, never a made-up one.
 */
export function useReportOffer(examId: number, country: string): ReportOffer {
  const hl = useAppSelector((state) => state.runtime.hl);
  const { data } = useSkuListQuery({ examId, country, hl });
  const sku = data ? cheapestSku(data.skus) : null;
  return {
    freeWithAccount: data ? data.freeWithAccount === true : null,
    lowestPrice: sku ? formatPrice(sku.priceMinor, sku.currency, { locale: hl }) : null,
  };
}

/**
 * The lowest tier price of an exam for this visitor's country, formatted for the page's locale
 * (spec §9), or null while it loads, when the call fails or when nothing is for sale: the
 * caller then says the report is paid without naming a price, never a made-up one.
 */
export function useLowestTierPrice(examId: number, country: string): string | null {
  return useReportOffer(examId, country).lowestPrice;
}
