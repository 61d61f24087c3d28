// @react-pdf/renderer ships ESM only, with subpath packages that export an `import` condition
// alone: required from CommonJS (how tsx runs this service) it fails to resolve. So it is loaded
// once with a real dynamic import, and the components read it from here.
import type * as ReactPdf from '@react-pdf/renderer';

export type ReactPdfModule = typeof ReactPdf;

let loaded: ReactPdfModule | null = null;

export async function loadReactPdf(): Promise<ReactPdfModule> {
  loaded ??= await import('@react-pdf/renderer');
  return loaded;
}

/** The loaded module; the renderers load it before they build a document. */
export function pdf(): ReactPdfModule {
  if (!loaded) throw new Error('@react-pdf/renderer is not loaded: call loadReactPdf() first');
  return loaded;
}
