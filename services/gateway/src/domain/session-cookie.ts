// The one cookie the gateway reads (issue 11: the session cookie): a small parse instead of a
// dependency. RFC 6265 pairs split on ';', the first of a name wins (as the `cookie` package).
/**
 * The first `name` cookie of a Cookie header, or undefined: a small parse of one name (RFC 6265
 * pairs split on ';'), quotes removed, percent-decoding when it is valid.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // not percent-encoded: as it is
    }
    return value;
  }
  return undefined;
}
