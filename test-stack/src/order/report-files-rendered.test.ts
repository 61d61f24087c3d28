// The report and the certificate end to end with the REAL renderer (worker threads, react-pdf,
// the npm fonts): a paid order asks the API for its files, waits while they generate, downloads
// them through the signed link and checks them with poppler, not with the renderer's own code.
// Pages 1, 3 and 10 in English, Japanese and Simplified Chinese are saved as PNG to
// e2e/artifacts/report/ for a person to look at. PGlite only: the database part is covered on
// both engines by report-files.test.ts.
import path from 'node:path';
import { fileDownloadResponseSchema, type FileDownloadResponse, type LocaleTag } from '@iq/contracts';
import { databaseTargets, postJson } from '@iq/service-common/src/testing';
import { examAndOrderUnderTest } from '../kits/endpoint-kit';
import { confirmedSession, paidOrder, servicePath } from '../kits/order-test-kit';
import { createReportRenderer, CERTIFICATE_PNG_SIZE } from '@iq/report-render';
import {
  embeddedFonts,
  pageCount,
  pagesToPng,
  pdfText,
  pngSize,
  requirePopplerInCi,
  hasPoppler,
  REPORT_COPY,
  reportCopyFor,
} from '@iq/report-render/testing';
import { CATALOGUE_COPY } from '@iq/order-service/src/modules/orders/domain/catalogue-copy';
import { rendererReportFiles } from '@iq/order-service/src/modules/reports/domain/rendered-report-files';

jest.setTimeout(180_000);

const ARTIFACTS = path.resolve(__dirname, '../../../e2e/artifacts/report');
const target = databaseTargets()[0]!;
const renderer = createReportRenderer({ threads: 1 });
afterAll(() => renderer.close());

describe('report files rendered for real', () => {
  const { exam, order } = examAndOrderUnderTest(target, {
    reportFiles: rendererReportFiles(renderer),
    fileWaitMs: 500,
  });
  let orderNumber = '';

  beforeAll(async () => {
    requirePopplerInCi();
    const session = await confirmedSession(exam.url, 1, 77);
    ({ orderNumber } = await paidOrder(order.url, session, { skuId: 'sku3' }));
  });

  /** Asks until the file is ready (the API answers "generating" meanwhile), then downloads it. */
  async function fetchFile(
    file: string,
    hl: LocaleTag,
  ): Promise<{ bytes: Buffer; reply: FileDownloadResponse }> {
    const deadline = Date.now() + 120_000;
    let generating = 0;
    for (;;) {
      const res = await postJson(`${order.url}/exam/order/file/down/info`, { orderNumber, file, hl });
      expect(res.status).toBe(200);
      const reply = fileDownloadResponseSchema.parse((res.body as { data: unknown }).data);
      if (reply.state === 'ready') {
        const got = await fetch(`${order.url}${servicePath(reply.url!)}`);
        expect(got.status).toBe(200);
        return { bytes: Buffer.from(await got.arrayBuffer()), reply };
      }
      generating += 1;
      expect(reply.retryAfterSeconds).toBeGreaterThan(0);
      if (Date.now() > deadline) throw new Error(`still generating after ${generating} asks`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  const SCRIPT: Record<string, RegExp> = {
    'en-US': /Your IQ/i,
    'ja-JP': /[\u3040-\u30ff]/u, // kana
    'zh-CN': /[\u4e00-\u9fff]/u,
  };

  it.each(['en-US', 'ja-JP', 'zh-CN'] as const)(
    'the 21-page report in %s: pdfinfo counts 21 pages, fonts embedded, its script on the cover',
    async (hl) => {
      const { bytes, reply } = await fetchFile('report', hl);
      expect(reply.fileName).toBe(`${orderNumber}.pdf`);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(bytes)).toBe(21);
      const fonts = embeddedFonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      if (hl === 'ja-JP') expect(fonts.some((f) => /JP/.test(f))).toBe(true);
      if (hl === 'zh-CN') expect(fonts.some((f) => /SC/.test(f))).toBe(true);
      if (!hasPoppler()) return;
      const cover = pdfText(bytes, 1);
      expect(cover).toContain(orderNumber);
      expect(cover).toMatch(SCRIPT[hl]!);
      // The locale's own words, not an English fallback.
      expect(REPORT_COPY[hl]).toBeDefined();
      expect(cover.replace(/\s+/g, '')).toContain(reportCopyFor(hl).reportTitle.replace(/\s+/g, ''));
      // The tier's name comes from the order service's catalogue, in the file's language.
      expect(cover.replace(/\s+/g, '')).toContain(CATALOGUE_COPY[hl].tiers.sku3.replace(/\s+/g, ''));
      // The analysis pages (sku3 has them) name questions.
      expect(pdfText(bytes).replace(/\s+/g, '')).not.toContain('undefined');
      const files = pagesToPng(bytes, [1, 3, 10], path.join(ARTIFACTS, hl));
      expect(files).toHaveLength(3);
    },
  );

  it('the certificate as PDF (one landscape page) and PNG', async () => {
    const pdf = await fetchFile('certificate-pdf', 'en-US');
    expect(pdf.reply.fileName).toMatch(/^certificate-[0-9A-Z]{12}\.pdf$/);
    expect(pageCount(pdf.bytes)).toBe(1);
    const png = await fetchFile('certificate-png', 'en-US');
    expect(pngSize(png.bytes)).toEqual(CERTIFICATE_PNG_SIZE);
    if (hasPoppler()) {
      const text = pdfText(pdf.bytes);
      expect(text).toMatch(/verify\/[0-9A-Z]{12}/);
      pagesToPng(pdf.bytes, [1], path.join(ARTIFACTS, 'certificate-en-US'), 60);
    }
  });
});
