// Tracking rules (spec §7 "Client-side only", §9 "Tracked query keys"), pure: which query keys
// are remembered, and where one event goes. Every event goes to the tag data layer with the
// log id as its event id; a pixel gets it only when consent is granted, the pixel is configured
// and its click id is in the remembered query.
import { PIXEL_CLICK_ID_KEYS, PIXEL_NETWORKS, type PixelNetwork, type TrackingConfig } from '@iq/contracts';

/** spec §9. click_id and pixel_id are kept and passed along but enable no pixel of their own. */
export const TRACKED_QUERY_KEYS = [
  'hl',
  'logid',
  'fbclid',
  'gclid',
  'click_id',
  'pixel_id',
  'ttclid',
  'tt_test_id',
  'ScCid',
  'MSCLKID',
  'epik',
] as const;
export type TrackedQueryKey = (typeof TRACKED_QUERY_KEYS)[number];
export type TrackedQuery = Partial<Record<TrackedQueryKey, string>>;

export const TRACKING_EVENTS = [
  'view_content',
  'add_payment_info',
  'initiate_checkout',
  'add_to_cart',
  'purchase',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

export interface TrackingEventParams {
  value?: number;
  currency?: string;
  /** What the event is about: a tier or plan sku, an exam id. */
  contentId?: string;
}

/**
 * The remembered tracked keys after arriving at `search`: the keys in the query replace the
 * remembered ones, the others stay (an in-app link without a query keeps what the visit came with).
 */
export function rememberTrackedQuery(remembered: TrackedQuery | undefined, search: string): TrackedQuery {
  const query = new URLSearchParams(search);
  const next: TrackedQuery = { ...(remembered ?? {}) };
  for (const key of TRACKED_QUERY_KEYS) {
    const value = query.get(key);
    if (value) next[key] = value.slice(0, 500);
  }
  return next;
}

export interface PixelDispatch {
  network: PixelNetwork;
  pixelId: string;
  clickId: string;
  /** TikTok's test-event code (tt_test_id), passed along to its pixel. */
  testId?: string;
}

export interface EventPlan {
  dataLayer: Record<string, string | number>;
  pixels: PixelDispatch[];
}

export interface EventInput {
  name: TrackingEventName;
  logid: string;
  params?: TrackingEventParams;
  consentGranted: boolean;
  query: TrackedQuery;
  pixels: TrackingConfig['pixels'];
}

export function planEvent({
  name,
  logid,
  params = {},
  consentGranted,
  query,
  pixels,
}: EventInput): EventPlan {
  const dataLayer: Record<string, string | number> = { event: name, event_id: logid };
  if (params.value !== undefined) dataLayer.value = params.value;
  if (params.currency) dataLayer.currency = params.currency;
  if (params.contentId) dataLayer.content_id = params.contentId;
  if (!consentGranted) return { dataLayer, pixels: [] };
  const dispatches: PixelDispatch[] = [];
  for (const network of PIXEL_NETWORKS) {
    const pixel = pixels?.[network];
    const clickId = query[PIXEL_CLICK_ID_KEYS[network]];
    if (!pixel || !clickId) continue;
    const dispatch: PixelDispatch = { network, pixelId: pixel.id, clickId };
    if (network === 'tiktok' && query.tt_test_id) dispatch.testId = query.tt_test_id;
    dispatches.push(dispatch);
  }
  return { dataLayer, pixels: dispatches };
}

/** The pixels whose scripts a visit needs: configured and with their click id remembered. */
export function pixelsToLoad(pixels: TrackingConfig['pixels'], query: TrackedQuery): PixelNetwork[] {
  return PIXEL_NETWORKS.filter((network) => pixels?.[network] && query[PIXEL_CLICK_ID_KEYS[network]]);
}
