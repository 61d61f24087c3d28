// The tag data layer (window.dataLayer) and Google's gtag(): consent-mode commands must be
// pushed as an `arguments` object, events as plain objects.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag() as Google's snippet defines it: pushes its `arguments`. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- consent mode reads an Arguments object only
  dataLayer().push(arguments);
}
