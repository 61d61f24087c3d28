/** How the page leaves for another document; tests replace `assign` (jsdom cannot navigate). */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Follow a link the service gave (a signed file link). The contract says it is a same-origin
 * path; anything else (another origin, a protocol-relative '//host') is refused.
 */
export function followSameOrigin(url: string): boolean {
  if (!/^\/(?![/\\])/.test(url)) return false;
  browserLocation.assign(url);
  return true;
}
