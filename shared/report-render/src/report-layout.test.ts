// Every page of the 21-page report in all nine locales, read back from the PDF with poppler
// (testing/pdf-layout.ts): no word overlaps another word, runs into a filled shape it does not
// sit on, or leaves the page's content box (where it would be cut) other than the footer.
// react-pdf neither hyphenates nor warns, so a label too long for its box in one language ran
// over its neighbour unseen (issue 36: the German bell-curve legend). Two inputs per locale, one
// with the answer analysis and one without (pages 12–17 differ), each rendered once.
import { LOCALE_TAGS, type LocaleTag } from '@iq/contracts';
import { createReportRenderer, type ReportDocumentInput, type ReportRenderer } from '.';
import { CONTENT_HEIGHT, PAGE, REPORT_PAGES } from './document/theme';
import { layoutProblems, pageLayouts, type LayoutRules, type PageLayout } from './testing/pdf-layout';
import { hasPoppler, requirePopplerInCi } from './testing/pdf-tools';
import { sampleReportInput } from './testing/sample-input';

jest.setTimeout(240_000);

const RULES: LayoutRules = {
  content: {
    x0: PAGE.marginX,
    y0: PAGE.marginTop,
    x1: PAGE.width - PAGE.marginX,
    y1: PAGE.marginTop + CONTENT_HEIGHT,
  },
  // The footer's one line of tiny text, above its bottom edge.
  footer: {
    x0: PAGE.marginX,
    y0: PAGE.height - PAGE.footerBottom - 12,
    x1: PAGE.width - PAGE.marginX,
    y1: PAGE.height - PAGE.footerBottom,
  },
};

const INPUTS: Record<string, ReportDocumentInput> = {
  // 16 items missed: four detail pages full and a list of the rest on page 17.
  'with the answer analysis': sampleReportInput({ skuId: 'sku4', wrong: (n) => n % 2 === 0 || n === 25 }),
  // Pages 12–17 as the lowest tier gets them, and the notes of a score beyond the range.
  'without the answer analysis, above the range': sampleReportInput({
    skuId: 'sku1',
    bound: 'above',
    score: 139,
  }),
  // Issue 36: the guessing notice next to the score, every dimension "not measured".
  'answers that look like guessing': sampleReportInput({
    skuId: 'sku2',
    score: 62,
    guessing: true,
    wrong: (n) => n % 6 !== 0,
  }),
};
const CASES = LOCALE_TAGS.flatMap((locale) =>
  Object.keys(INPUTS).map((input) => [locale, input] as [LocaleTag, string]),
);

const layouts = new Map<string, PageLayout[]>();
let renderer: ReportRenderer | null = null;

beforeAll(async () => {
  requirePopplerInCi();
  if (!hasPoppler()) return;
  renderer = createReportRenderer({ threads: 2, timeoutMs: 200_000 });
  await Promise.all(
    CASES.map(async ([locale, input]) => {
      const pdf = await renderer!.renderReportPdf(INPUTS[input]!, locale);
      layouts.set(`${locale} ${input}`, pageLayouts(pdf));
    }),
  );
});
afterAll(() => renderer?.close());

(hasPoppler() ? describe : describe.skip)('every page of the report in every locale', () => {
  it.each(CASES)('%s, %s: no overlap, nothing outside the page', (locale, input) => {
    const pages = layouts.get(`${locale} ${input}`)!;
    expect(pages).toHaveLength(REPORT_PAGES);
    // Something was read on every page, so a clean result is not an empty one.
    expect(pages.filter((page) => page.words.length < 5).map((_, i) => i + 1)).toEqual([]);
    expect(pages[2]!.shapes.length).toBeGreaterThan(6); // page 3: the bands and the legend's swatches
    const problems = pages.flatMap((page, i) =>
      layoutProblems(page, RULES).map((p) => `page ${i + 1}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
