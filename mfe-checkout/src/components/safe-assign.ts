/** How the page leaves for another document; tests replace `assign` (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Open the provider's payment page. The contract says payUrl is a same-origin path; anything
 * else (another origin, a protocol-relative '//host') is refused rather than followed.
 */
export function openPaymentPage(payUrl: string): boolean {
  if (!/^\/(?![/\\])/.test(payUrl)) return false;
  browserLocation.assign(payUrl);
  return true;
}
