// The tracking names the page and the gateway share (issue 13), plain code without zod: the
// shell's first view imports them, the schema in tracking.ts stays out of it.

/** The id of the page's JSON data block holding the tracking configuration. */
export const TRACKING_DATA_ID = 'iq-tracking';

/** The six pixels of spec §7, each matched to the click-id query key that enables it (spec §9). */
export const PIXEL_CLICK_ID_KEYS = {
  facebook: 'fbclid',
  google: 'gclid',
  tiktok: 'ttclid',
  snapchat: 'ScCid',
  microsoft: 'MSCLKID',
  pinterest: 'epik',
} as const;
export type PixelNetwork = keyof typeof PIXEL_CLICK_ID_KEYS;
export const PIXEL_NETWORKS = Object.keys(PIXEL_CLICK_ID_KEYS) as PixelNetwork[];
