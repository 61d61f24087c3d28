// The third parties the gateway configured (TRACKING_CONFIG), from the page's JSON data block.
// The gateway validated it against the contract; the page only reads it (no zod in the first
// view). No block, or one that does not parse, means none: nothing third-party ever loads.
import { TRACKING_DATA_ID, type TrackingConfig } from '@iq/contracts';

export function readTrackingConfig(doc: Document): TrackingConfig | null {
  const text = doc.getElementById(TRACKING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as TrackingConfig | null;
    return config && typeof config === 'object' ? config : null;
  } catch {
    return null;
  }
}
