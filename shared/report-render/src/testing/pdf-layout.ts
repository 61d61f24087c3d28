// Where things landed on a rendered PDF's pages, read back from the file and not from the
// renderer: word boxes from poppler's `pdftotext -bbox-layout`, filled shapes (box
// backgrounds, legend swatches, bars, chart areas) from the page content streams. Then
// `layoutProblems` names every word that overlaps another word, runs into a shape it does not
// sit inside, or leaves the area the report page shows (react-pdf neither hyphenates nor warns:
// a label wider than its box simply runs over its neighbour, docs/decisions/2026-11-29-pdf-layout-check.md).
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';
import { withFile } from './pdf-tools';

/** A box in points, origin at the page's top-left corner (as pdftotext reports). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word extends Box {
  text: string;
}

export interface Shape extends Box {
  /** Fill colour as "r,g,b" (0–1), or "?" where the content stream set none we read. */
  fill: string;
}

export interface PageLayout {
  width: number;
  height: number;
  words: Word[];
  shapes: Shape[];
  /**
   * Where each line of text starts (its baseline's left end), from the content stream: poppler
   * drops text drawn off the page, so `words` alone cannot show that.
   */
  textOrigins: { x: number; y: number }[];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** pdftotext -bbox-layout's XHTML: one entry per page, its size and its words. */
export function parseBboxLayout(xhtml: string): { width: number; height: number; words: Word[] }[] {
  const pages: { width: number; height: number; words: Word[] }[] = [];
  const pageRe = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordRe =
    /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([\s\S]*?)<\/word>/g;
  for (const page of xhtml.matchAll(pageRe)) {
    const words = [...page[3]!.matchAll(wordRe)].map((w) => ({
      x0: Number(w[1]),
      y0: Number(w[2]),
      x1: Number(w[3]),
      y1: Number(w[4]),
      text: decodeEntities(w[5]!),
    }));
    pages.push({ width: Number(page[1]), height: Number(page[2]), words });
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// The PDF's objects, found through its cross-reference table (pdfkit writes a classic one).

class PdfObjects {
  private readonly text: string;
  private readonly offsets = new Map<number, number>();

  constructor(private readonly bytes: Buffer) {
    this.text = bytes.toString('latin1');
    const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(this.text);
    if (!start) throw new Error('no startxref: not a PDF with a classic xref table');
    const xref = /^xref\s+/.exec(this.text.slice(Number(start[1])));
    if (!xref) throw new Error('no classic xref table (a cross-reference stream is not read here)');
    const sectionRe = /(\d+) (\d+)\s*\n((?:\d{10} \d{5} [nf]\s*\n?)+)/y;
    sectionRe.lastIndex = Number(start[1]) + xref[0].length;
    for (let section = sectionRe.exec(this.text); section; section = sectionRe.exec(this.text)) {
      const first = Number(section[1]);
      [...section[3]!.matchAll(/(\d{10}) \d{5} ([nf])/g)].forEach((entry, i) => {
        if (entry[2] === 'n') this.offsets.set(first + i, Number(entry[1]));
      });
    }
  }

  /** The dictionary text of object `id` (without the stream). */
  dict(id: number): string {
    const at = this.offsets.get(id);
    if (at === undefined) throw new Error(`object ${id} is not in the xref table`);
    const body = /^\s*\d+ \d+ obj\s*([\s\S]*?)(?:\bstream\r?\n|\bendobj)/.exec(
      this.text.slice(at, at + 20_000),
    );
    if (!body) throw new Error(`object ${id} is unreadable`);
    return body[1]!;
  }

  /** The decoded stream of object `id` (FlateDecode or none). */
  stream(id: number): string {
    const at = this.offsets.get(id)!;
    const head = /^\s*\d+ \d+ obj\s*([\s\S]*?)\bstream\r?\n/.exec(this.text.slice(at, at + 20_000));
    if (!head) throw new Error(`object ${id} has no stream`);
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(head[1]!);
    if (!length) throw new Error(`object ${id}: only a direct /Length is read`);
    const start = at + head[0].length;
    const raw = this.bytes.subarray(start, start + Number(length[1]));
    const filter = /\/Filter\s*\/(\w+)/.exec(head[1]!)?.[1];
    if (filter && filter !== 'FlateDecode') throw new Error(`object ${id}: filter ${filter} is not read`);
    return (filter ? zlib.inflateSync(raw) : raw).toString('latin1');
  }

  /** The page objects in order, through the catalogue's page tree. */
  pages(): number[] {
    const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(this.text);
    const root = trailer && /\/Root (\d+) \d+ R/.exec(trailer[1]!);
    if (!root) throw new Error('no /Root in the trailer');
    const tree = /\/Pages (\d+) \d+ R/.exec(this.dict(Number(root[1])));
    if (!tree) throw new Error('no page tree');
    const walk = (id: number): number[] => {
      const dict = this.dict(id);
      if (/\/Type\s*\/Page\b/.test(dict)) return [id];
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict);
      return kids ? [...kids[1]!.matchAll(/(\d+) \d+ R/g)].flatMap((k) => walk(Number(k[1]))) : [];
    };
    return walk(Number(tree[1]));
  }

  contents(page: number): string {
    const dict = this.dict(page);
    const single = /\/Contents (\d+) \d+ R/.exec(dict);
    const list = /\/Contents\s*\[([^\]]*)\]/.exec(dict);
    const ids = single
      ? [Number(single[1])]
      : list
        ? [...list[1]!.matchAll(/(\d+) \d+ R/g)].map((m) => Number(m[1]))
        : [];
    return ids.map((id) => this.stream(id)).join('\n');
  }
}

// ---------------------------------------------------------------------------------------------
// Filled paths of a content stream: enough of the PDF graphics model to know where each fill
// landed (q/Q, cm, path construction, fill operators, the fill colour). Text and strokes are
// skipped: words come from poppler, and a stroke (a rule, a marker line) crossing text is drawn
// on purpose.

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

type Token = { op: string } | { value: number } | { other: true };

function* tokens(content: string): Generator<Token> {
  const n = content.length;
  let i = 0;
  const isSpace = (c: string) =>
    c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
  const isDelimiter = (c: string) => '()<>[]{}/%'.includes(c);
  while (i < n) {
    const c = content[i]!;
    if (isSpace(c)) {
      i += 1;
    } else if (c === '%') {
      while (i < n && content[i] !== '\n' && content[i] !== '\r') i += 1;
    } else if (c === '(') {
      let depth = 0;
      for (; i < n; i += 1) {
        const ch = content[i];
        if (ch === '\\') i += 1;
        else if (ch === '(') depth += 1;
        else if (ch === ')' && --depth === 0) break;
      }
      i += 1;
      yield { other: true };
    } else if (c === '<' && content[i + 1] === '<') {
      i += 2;
      yield { other: true };
    } else if (c === '>' && content[i + 1] === '>') {
      i += 2;
      yield { other: true };
    } else if (c === '<') {
      i = content.indexOf('>', i) + 1;
      yield { other: true };
    } else if (c === '[' || c === ']' || c === '{' || c === '}') {
      i += 1;
      yield { other: true };
    } else if (c === '/') {
      i += 1;
      while (i < n && !isSpace(content[i]!) && !isDelimiter(content[i]!)) i += 1;
      yield { other: true };
    } else {
      const start = i;
      while (i < n && !isSpace(content[i]!) && !isDelimiter(content[i]!)) i += 1;
      const word = content.slice(start, i);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield { value: Number(word) };
      else if (word === 'ID') {
        // An inline image's data runs to "EI": skip it unread.
        const end = content.indexOf('EI', i);
        i = end < 0 ? n : end + 2;
      } else yield { op: word };
    }
  }
}

/** Every filled path of one page's content, as its bounding box in top-left page coordinates. */
export function filledShapes(content: string, pageHeight: number): Shape[] {
  return readContent(content, pageHeight).shapes;
}

/** The fills of a page's content and where its lines of text start (both top-left coordinates). */
export function readContent(
  content: string,
  pageHeight: number,
): { shapes: Shape[]; textOrigins: { x: number; y: number }[] } {
  const shapes: Shape[] = [];
  const textOrigins: { x: number; y: number }[] = [];
  // The text line matrix while its position is known (set by BT, Tm or Td); a show moves it on
  // by glyph widths this reader does not know.
  let line: Matrix | null = null;
  const stack: { ctm: Matrix; fill: string }[] = [];
  let ctm: Matrix = IDENTITY;
  let fill = '0,0,0';
  let numbers: number[] = [];
  let path: [number, number][] = [];
  const point = (x: number, y: number): [number, number] => [
    ctm[0] * x + ctm[2] * y + ctm[4],
    pageHeight - (ctm[1] * x + ctm[3] * y + ctm[5]),
  ];
  const last = (count: number) => numbers.slice(numbers.length - count);
  for (const token of tokens(content)) {
    if ('value' in token) {
      numbers.push(token.value);
      continue;
    }
    if ('other' in token) continue;
    switch (token.op) {
      case 'q':
        stack.push({ ctm, fill });
        break;
      case 'Q':
        ({ ctm, fill } = stack.pop() ?? { ctm: IDENTITY, fill: '0,0,0' });
        break;
      case 'cm':
        ctm = multiply(last(6) as Matrix, ctm);
        break;
      case 'm':
      case 'l': {
        const [x, y] = last(2);
        path.push(point(x!, y!));
        break;
      }
      case 'c': {
        const v = last(6);
        path.push(point(v[0]!, v[1]!), point(v[2]!, v[3]!), point(v[4]!, v[5]!));
        break;
      }
      case 'v':
      case 'y': {
        const v = last(4);
        path.push(point(v[0]!, v[1]!), point(v[2]!, v[3]!));
        break;
      }
      case 're': {
        const [x, y, w, h] = last(4) as [number, number, number, number];
        path.push(point(x, y), point(x + w, y), point(x, y + h), point(x + w, y + h));
        break;
      }
      case 'rg':
      case 'sc':
      case 'scn':
        // DeviceRGB as react-pdf sets it; a pattern or another space reads as unknown.
        fill = numbers.length >= 3 ? last(3).join(',') : '?';
        break;
      case 'g':
        fill = `${last(1)[0]},${last(1)[0]},${last(1)[0]}`;
        break;
      case 'f':
      case 'F':
      case 'f*':
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        if (path.length > 0) {
          const xs = path.map((p) => p[0]);
          const ys = path.map((p) => p[1]);
          shapes.push({
            x0: Math.min(...xs),
            y0: Math.min(...ys),
            x1: Math.max(...xs),
            y1: Math.max(...ys),
            fill,
          });
        }
        path = [];
        break;
      case 'S':
      case 's':
      case 'n':
        path = [];
        break;
      case 'BT':
        line = IDENTITY;
        break;
      case 'Tm':
        line = last(6) as Matrix;
        break;
      case 'Td':
      case 'TD':
        line = line && multiply([1, 0, 0, 1, last(2)[0]!, last(2)[1]!], line);
        break;
      case 'T*':
        line = null;
        break;
      case 'Tj':
      case 'TJ':
      case "'":
      case '"':
        if (line) {
          const at = multiply(line, ctm);
          textOrigins.push({ x: at[4], y: pageHeight - at[5] });
        }
        line = null;
        break;
      default:
        break;
    }
    numbers = [];
  }
  return { shapes, textOrigins };
}

/** Every page's words (poppler) and filled shapes (its content stream). Needs pdftotext. */
export function pageLayouts(pdf: Buffer): PageLayout[] {
  const xhtml = withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const words = parseBboxLayout(xhtml);
  const objects = new PdfObjects(pdf);
  const pages = objects.pages();
  if (pages.length !== words.length) throw new Error(`${pages.length} pages, pdftotext read ${words.length}`);
  return pages.map((id, i) => ({
    ...words[i]!,
    ...readContent(objects.contents(id), words[i]!.height),
  }));
}

// ---------------------------------------------------------------------------------------------
// The check.

export interface LayoutRules {
  /** Where text may be: the page's content box, and the band of its footer. */
  content: Box;
  footer: Box;
  /** Points a box may poke out of the area it belongs to (rounding of glyph boxes). */
  tolerance?: number;
}

/**
 * pdftotext gives a word its font's full ascent-to-descent box, taller than the ink and, for
 * the CJK faces, taller than the line height: two lines of one paragraph "touch". The middle
 * half of that height is ink in every script, so boxes are compared by it.
 */
function ink(word: Word): Box {
  const trim = (word.y1 - word.y0) / 4;
  return { x0: word.x0 + 0.25, y0: word.y0 + trim, x1: word.x1 - 0.25, y1: word.y1 - trim };
}

const overlapOf = (a: Box, b: Box) => ({
  w: Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0),
  h: Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0),
});
const inside = (a: Box, b: Box, slack: number) =>
  a.x0 >= b.x0 - slack && a.y0 >= b.y0 - slack && a.x1 <= b.x1 + slack && a.y1 <= b.y1 + slack;
const isWhite = (fill: string) => fill === '1,1,1';
const quote = (w: Word) => `"${w.text}" at ${w.x0.toFixed(1)},${w.y0.toFixed(1)}`;

/** Every overlap and every word out of place on one page, as sentences; empty when clean. */
export function layoutProblems(page: PageLayout, rules: LayoutRules): string[] {
  const slack = rules.tolerance ?? 0.5;
  const problems: string[] = [];
  const inks = page.words.map(ink);
  const byTop = page.words.map((_, i) => i).sort((a, b) => inks[a]!.y0 - inks[b]!.y0);
  for (let a = 0; a < byTop.length; a += 1) {
    const i = byTop[a]!;
    for (let b = a + 1; b < byTop.length && inks[byTop[b]!]!.y0 < inks[i]!.y1; b += 1) {
      const j = byTop[b]!;
      const o = overlapOf(inks[i]!, inks[j]!);
      if (o.w > slack && o.h > 0) problems.push(`${quote(page.words[i]!)} overlaps ${quote(page.words[j]!)}`);
    }
  }
  for (const [i, word] of page.words.entries()) {
    for (const shape of page.shapes) {
      if (isWhite(shape.fill)) continue;
      const o = overlapOf(inks[i]!, shape);
      // Text on a box's background lies inside it; text that crosses a shape's edge ran into it.
      if (o.w > slack && o.h > slack && !inside(inks[i]!, shape, slack)) {
        const at = `${shape.x0.toFixed(1)},${shape.y0.toFixed(1)} (${(shape.x1 - shape.x0).toFixed(1)}×${(shape.y1 - shape.y0).toFixed(1)})`;
        problems.push(`${quote(word)} runs into a filled shape at ${at}`);
      }
    }
    if (!inside(word, rules.content, slack) && !inside(word, rules.footer, slack)) {
      problems.push(`${quote(word)} is outside the page's content box`);
    }
  }
  for (const { x, y } of page.textOrigins) {
    if (x < 0 || y < 0 || x > page.width || y > page.height) {
      problems.push(`text drawn off the page at ${x.toFixed(1)},${y.toFixed(1)}`);
    }
  }
  return problems;
}
