// The e-mail address an order was placed with, kept for this tab so the success page can name
// it: the status answer does not carry it, and the page says only what it knows.
const STORAGE_KEY = 'IQ-checkout-order-email';

export function rememberOrderEmail(orderNumber: string, email: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ orderNumber, email }));
  } catch {
    // blocked storage: the success page then names no address
  }
}

export function orderEmailOf(orderNumber: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      orderNumber?: unknown;
      email?: unknown;
    } | null;
    return kept?.orderNumber === orderNumber && typeof kept.email === 'string' ? kept.email : null;
  } catch {
    return null;
  }
}
