// The renderer as the report API's ReportFiles (domain/files/report-files.ts): the API's
// OrderReport and ReportQuestions become the document's input here, and a full render queue
// becomes RendererBusyError (the visitor is told the file is generating, nothing fails).
import type { ReportFiles } from '../domain/files/report-files';
import { RendererBusyError } from '../domain/files/report-files';
import { createReportRenderer, RenderQueueFullError, reportDocumentInputOf, type ReportRenderer } from '.';

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
      busyAware(() => renderer.renderReportPdf(reportDocumentInputOf(report, questions), locale)),
    renderCertificatePdf: (input, locale) => busyAware(() => renderer.renderCertificatePdf(input, locale)),
    renderCertificatePng: (input, locale) => busyAware(() => renderer.renderCertificatePng(input, locale)),
  };
}
