// The report renderer (@iq/report-render) as the report API's ReportFiles (./report-files.ts):
// the API's OrderReport and ReportQuestions, with the catalogue's names in the file's language,
// become the document's input here, and a full render queue becomes RendererBusyError (the
// visitor is told the file is generating, nothing fails).
import type { LocaleTag } from '@iq/contracts';
import {
  createReportRenderer,
  RenderQueueFullError,
  reportDocumentInputOf,
  type CatalogueNames,
  type ReportRenderer,
} from '@iq/report-render';
import { CATALOGUE_COPY } from '../../orders';
import { RendererBusyError, type ReportFiles } from './report-files';

/** What the report prints of the catalogue, in `locale`. */
export function catalogueNamesFor(locale: LocaleTag): CatalogueNames {
  const copy = CATALOGUE_COPY[locale];
  return { tiers: copy.tiers, wrongAnalysis: copy.items.wrongAnalysis.name };
}

async function busyAware(render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await render();
  } catch (err) {
    if (err instanceof RenderQueueFullError) throw new RendererBusyError(err.message);
    throw err;
  }
}

/** ReportFiles on `renderer` (by default a new pool of worker threads). */
export function rendererReportFiles(renderer: ReportRenderer = createReportRenderer()): ReportFiles & {
  renderer: ReportRenderer;
} {
  return {
    renderer,
    renderReportPdf: ({ report, questions }, locale) =>
      busyAware(() =>
        renderer.renderReportPdf(reportDocumentInputOf(report, questions, catalogueNamesFor(locale)), locale),
      ),
    renderCertificatePdf: (input, locale) => busyAware(() => renderer.renderCertificatePdf(input, locale)),
    renderCertificatePng: (input, locale) => busyAware(() => renderer.renderCertificatePng(input, locale)),
    poolStats: () => renderer.stats(),
  };
}
