// The layout check itself, on PDFs written by hand (Helvetica, a few rectangles): it must see a
// word that runs into a swatch, two words on top of each other and a word out of the content
// box, through poppler and the content-stream reader, and stay quiet on a clean page.
import { filledShapes, layoutProblems, pageLayouts, parseBboxLayout, type LayoutRules } from './pdf-layout';
import { hasPoppler, requirePopplerInCi } from './pdf-tools';

/** A PDF of 300×200 pt pages with the given content streams (PDF coordinates, origin bottom left). */
function handMadePdf(contents: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = contents.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  contents.forEach((content, i) => {
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents ${pageIds[i]! + 1} 0 R ` +
      '/Resources << /Font << /F1 3 0 R >> >> >>';
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const text = (x: number, y: number, s: string) => `BT /F1 10 Tf ${x} ${y} Td (${s}) Tj ET`;
const RULES: LayoutRules = {
  content: { x0: 10, y0: 10, x1: 290, y1: 170 },
  footer: { x0: 10, y0: 178, x1: 290, y1: 195 },
};

describe('the layout check on hand-made PDFs', () => {
  beforeAll(() => requirePopplerInCi());
  const run = hasPoppler() ? it : it.skip;

  run('a clean page: text on its box, a swatch with room beside its label, a footer', () => {
    const page = [
      '0.9 0.9 1 rg 10 120 200 30 re f', // a callout's background, the text inside it
      text(20, 130, 'Inside its box'),
      '0.5 0.4 0.8 rg q 1 0 0 1 10 0 cm 0 98 10 10 re f Q', // a swatch at x 10–20
      text(25, 100, 'Label (130-145)'),
      '0.5 0.4 0.8 rg 120 98 10 10 re f', // the next swatch, clear of the label
      text(135, 100, 'Next'),
      text(12, 10, 'Footer line'),
    ].join('\n');
    const [layout] = pageLayouts(handMadePdf([page]));
    expect(layout!.words.map((w) => w.text).sort()).toEqual([
      '(130-145)',
      'Footer',
      'Inside',
      'Label',
      'Next',
      'box',
      'its',
      'line',
    ]);
    expect(layout!.shapes).toHaveLength(3);
    expect(layoutProblems(layout!, RULES)).toEqual([]);
  });

  run('a label that runs into the next swatch (the German legend of issue 36)', () => {
    // The swatch is placed through a transform, as react-pdf draws everything.
    const page = [
      text(25, 100, 'Label (130-145)'),
      '0.5 0.4 0.8 rg q 1 0 0 1 70 0 cm 20 98 10 10 re f Q',
    ].join('\n');
    const problems = layoutProblems(pageLayouts(handMadePdf([page]))[0]!, RULES);
    expect(problems).toEqual([
      expect.stringMatching(/^"\(130-145\)" at .* runs into a filled shape at 90\.0,/),
    ]);
  });

  run('two words on top of each other, and a word out of the content box', () => {
    const overlap = [text(20, 100, 'Overlapping'), text(60, 102, 'words')].join('\n');
    // "edge" starts beyond the page's right edge: poppler drops it, the content stream has it.
    const outside = [text(250, 100, 'Beyond the'), text(305, 100, 'edge'), text(20, 25, 'Cut off')].join(
      '\n',
    );
    const [first, second] = pageLayouts(handMadePdf([overlap, outside]));
    expect(layoutProblems(first!, RULES)).toEqual([
      // Either way round: the check reads the page from the top.
      expect.stringMatching(/^"(Overlapping|words)" at .* overlaps "(words|Overlapping)"/),
    ]);
    expect(layoutProblems(second!, RULES)).toEqual([
      expect.stringMatching(/^"the" at 28\d\.\d,.* is outside the page's content box$/),
      expect.stringMatching(/^"Cut" at .* is outside the page's content box$/),
      expect.stringMatching(/^"off" at .* is outside the page's content box$/),
      'text drawn off the page at 305.0,100.0',
    ]);
  });
});

describe('its parts', () => {
  it('reads fills through q/Q and cm, skips strokes and white', () => {
    const shapes = filledShapes(
      [
        '1 0 0 -1 0 200 cm',
        'q 1 0 0 1 10 20 cm 0 0 5 5 re 0.2 0.4 0.6 rg f Q',
        '0 0 m 50 50 l S',
        '1 1 1 rg 0 0 9 9 re f',
      ].join('\n'),
      200,
    );
    // pdfkit's page flip makes the stream's y the distance from the top, as pdftotext reports.
    expect(shapes).toEqual([
      { x0: 10, y0: 20, x1: 15, y1: 25, fill: '0.2,0.4,0.6' },
      { x0: 0, y0: 0, x1: 9, y1: 9, fill: '1,1,1' },
    ]);
    expect(
      layoutProblems(
        {
          width: 200,
          height: 200,
          words: [{ x0: 5, y0: 4, x1: 20, y1: 8, text: 'x' }],
          shapes,
          textOrigins: [],
        },
        {
          content: { x0: 0, y0: 0, x1: 200, y1: 200 },
          footer: { x0: 0, y0: 0, x1: 0, y1: 0 },
        },
      ),
    ).toEqual([]); // white is the paper: a word over it is no overlap
  });

  it('reads the word boxes of pdftotext -bbox-layout', () => {
    const xhtml =
      '<page width="595.28" height="841.89"><word xMin="1" yMin="2" xMax="3" yMax="4">a&amp;b</word></page>' +
      '<page width="595.28" height="841.89"></page>';
    expect(parseBboxLayout(xhtml)).toEqual([
      { width: 595.28, height: 841.89, words: [{ x0: 1, y0: 2, x1: 3, y1: 4, text: 'a&b' }] },
      { width: 595.28, height: 841.89, words: [] },
    ]);
  });
});
