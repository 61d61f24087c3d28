// The 21-page report (spec §1): exactly 21 A4 pages whatever the data, counted by pdfinfo (the
// page tree where poppler is missing; CI installs it), rendered through the worker pool.
import { createReportRenderer, ReportInputError, type ReportRenderer } from '.';
import { planReport } from './document/plan';
import { sampleReportInput } from './testing/sample-input';
import {
  pageCount,
  pageCountFromTree,
  pageSize,
  pdfText,
  hasPoppler,
  requirePopplerInCi,
} from './testing/pdf-tools';

jest.setTimeout(120_000);

let renderer: ReportRenderer;
beforeAll(async () => {
  requirePopplerInCi();
  renderer = createReportRenderer({ threads: 2 });
  await renderer.warmUp();
});
afterAll(() => renderer.close());

describe('the 21-page report', () => {
  it('has exactly 21 A4 pages, by pdfinfo and by the page tree', async () => {
    const pdf = await renderer.renderReportPdf(sampleReportInput(), 'en-US');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(21);
    expect(pageCountFromTree(pdf)).toBe(21);
    expect(pageSize(pdf)).toEqual({ width: 595.28, height: 841.89 });
  });

  it.each([
    ['a tier without the answer analysis', sampleReportInput({ skuId: 'sku1' })],
    ['every answer wrong', sampleReportInput({ skuId: 'sku4', wrong: () => true, unanswered: () => false })],
    ['every answer right', sampleReportInput({ skuId: 'sku3', wrong: () => false, unanswered: () => false })],
    ['nothing answered', sampleReportInput({ wrong: () => false, unanswered: () => true })],
    ['a score above the measurable range', sampleReportInput({ bound: 'above', score: 139 })],
    [
      'locked parts and no questions',
      { ...sampleReportInput({ skuId: 'sku1' }), ranking: null, dimensions: null, wrongCount: null },
    ],
  ])('stays 21 pages with %s', async (_, input) => {
    expect(planReport(input)).toHaveLength(21);
    expect(pageCount(await renderer.renderReportPdf(input, 'en-US'))).toBe(21);
  });

  (hasPoppler() ? it : it.skip)('prints the score, the band and the pages it promises', async () => {
    const input = sampleReportInput({ bound: 'above', score: 139 });
    const pdf = await renderer.renderReportPdf(input, 'en-US');
    const cover = pdfText(pdf, 1);
    expect(cover).toContain('> 127');
    expect(cover).toContain('Very superior');
    expect(cover).toContain(input.orderNumber);
    expect(pdfText(pdf, 4)).toContain('> 127');
    expect(pdfText(pdf, 21)).toMatch(/Not a clinical assessment/);
    expect(pdfText(pdf, 21)).toMatch(/priors/i);
    // The wrong-answer pages explain items with @iq/report-copy's sentences.
    expect(pdfText(pdf, 13)).toMatch(/Question \d+/);
    expect(pdfText(pdf, 13)).toMatch(/The rules/);
  });

  (hasPoppler() ? it : it.skip)(
    'numbers the options 1–6 as the question screen does, in words and tables',
    async () => {
      const input = sampleReportInput({ skuId: 'sku4' });
      const pdf = await renderer.renderReportPdf(input, 'en-US');
      const missed = input.questions!.find((q) => q.yourAnswer !== null && !q.correct)!;
      // The first item explained on page 13 is the first one missed.
      expect(pdfText(pdf, 13)).toContain(
        `Your answer: Option ${missed.yourAnswer! + 1} · Correct answer: Option ${missed.correctAnswer + 1}`,
      );
      expect(pdfText(pdf, 13)).not.toMatch(/answer: [A-F]\b/);
      // Page 12's table: "Yours" and "Correct" are digits 1–6, never letters.
      const cells = pdfText(pdf, 12)
        .split('\n')
        .map((line) => line.trim());
      expect(cells.filter((cell) => /^[A-F]$/.test(cell))).toEqual([]);
      expect(cells.filter((cell) => /^[1-6]$/.test(cell)).length).toBeGreaterThan(30);
    },
  );

  (hasPoppler() ? it : it.skip)('prints the catalogue names it is given, not its own', async () => {
    const catalogueNames = {
      tiers: { sku1: 'Probe One', sku2: 'Probe Two', sku3: 'Probe Three', sku4: 'Probe Four' },
      wrongAnalysis: 'Probe Analysis',
    };
    const input = sampleReportInput({ skuId: 'sku1', catalogueNames });
    const pdf = await renderer.renderReportPdf(input, 'en-US');
    expect(pdfText(pdf, 1)).toContain('Probe One');
    // Page 12 of a tier without the analysis: what unlocks it, by the given names.
    const locked = pdfText(pdf, 12).replace(/\s+/g, ' ');
    expect(locked).toContain('Probe Analysis');
    expect(locked).toMatch(/Probe Two, Probe Three, Probe Four/);
    expect(locked).not.toContain('Probe One');
  });

  it('refuses an input that does not pass its schema, before any work is queued', async () => {
    const bad = { ...sampleReportInput(), iq: { score: 'high' } } as never;
    await expect(renderer.renderReportPdf(bad, 'en-US')).rejects.toBeInstanceOf(ReportInputError);
    const { sku4: _missing, ...threeTiers } = sampleReportInput().catalogueNames.tiers;
    const unnamed = { ...sampleReportInput(), catalogueNames: { tiers: threeTiers, wrongAnalysis: 'x' } };
    await expect(renderer.renderReportPdf(unnamed as never, 'en-US')).rejects.toBeInstanceOf(
      ReportInputError,
    );
    await expect(renderer.renderReportPdf(sampleReportInput(), 'xx-XX' as never)).rejects.toBeInstanceOf(
      ReportInputError,
    );
  });
});
