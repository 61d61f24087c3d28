// Issue 41, consent: the beacon is first-party, anonymous aggregate measurement of our own builds
// (no identifier, nothing from cookies), so it needs no accept; declining in the cookie banner or
// a browser sending Global Privacy Control objects to it, and then nothing is sent or kept.
import { consentState, currentConsent, type RuntimeState } from '@iq/api';

type Where = Pick<RuntimeState, 'countryCode' | 'mode'>;

/**
 * The visitor declined in the banner: the banner is asked here (consent is possible and nothing
 * was chosen yet it would be offered), it is no longer offered, and consent is not granted.
 * (Before the tracker starts every state reads as denied, so this errs on the side of no beacon.)
 */
export function declinedInBanner(where: Where): boolean {
  const asked = consentState({
    countryCode: where.countryCode,
    mode: where.mode,
    choice: undefined,
  }).offerBanner;
  const now = currentConsent();
  return asked && !now.offerBanner && !now.granted;
}

/** Whether this page view may be measured: no decline in the banner, no Global Privacy Control. */
export function mayMeasure(nav: Navigator, where: Where): boolean {
  if ((nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return false;
  return !declinedInBanner(where);
}
