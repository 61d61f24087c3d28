// The certificate as one SVG drawing (A4 landscape, in points): resvg rasterises it to the PNG,
// and the PDF draws the same markup with react-pdf's SVG primitives (../document/drawing), so
// the two files cannot drift apart. Text is laid out here, lines wrapped by an estimate of the
// glyph widths (SVG has no wrapping).
import { IQ_BANDS, type LocaleTag } from '@iq/contracts';
import type { ReportCopy } from '../copy/report-copy';
import { scoreLabel, type CertificateInput } from '../input';

export const CERTIFICATE_SIZE = { width: 841.89, height: 595.28 } as const;
/** The PNG: A4 landscape at 150 dpi. */
export const CERTIFICATE_PNG_SIZE = { width: 1754, height: 1240 } as const;

const C = {
  primary: '#1f5fbf',
  primaryDark: '#153f80',
  primarySubtle: '#eaf1fc',
  accent: '#6b46c1',
  text: '#1b2430',
  muted: '#5b6678',
  border: '#d5dbe4',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Estimated width of `text` in ems (CJK full width; Latin by a rough per-letter table). */
export function textWidthEm(text: string, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (WIDE.test(ch)) em += 1;
    else if (ch === ' ') em += 0.26;
    else if (/[il.,:;'!|]/.test(ch)) em += 0.28;
    else if (/[mwMW@]/.test(ch)) em += 0.86;
    else if (/[A-Z0-9]/.test(ch)) em += 0.64;
    else em += 0.55;
  }
  return em * (bold ? 1.06 : 1);
}

/** Lines of at most `maxWidth` points at `size`: by words, or by characters in CJK text. */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const maxEm = maxWidth / size;
  const units = WIDE.test(text)
    ? (text.match(
        /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+|\s+/gu,
      ) ?? [])
    : text.split(/(\s+)/);
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const next = line + unit;
    if (line.trim() !== '' && textWidthEm(next.trimEnd(), bold) > maxEm) {
      lines.push(line.trim());
      line = unit.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

/** Shrinks `size` until `text` fits on one line of `maxWidth` (not below `min`). */
function fitSize(text: string, size: number, maxWidth: number, min: number, bold = false): number {
  let s = size;
  while (s > min && textWidthEm(text, bold) * s > maxWidth) s -= 1;
  return s;
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  options: { bold?: boolean; fill?: string; anchor?: 'start' | 'middle' | 'end'; family: string },
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${escape(options.family)}" font-size="${size}"` +
    `${options.bold ? ' font-weight="bold"' : ''} fill="${options.fill ?? C.text}" text-anchor="${options.anchor ?? 'middle'}">` +
    `${escape(content)}</text>`
  );
}

/**
 * The certificate's SVG; `fontFamilies` are the family names the fonts call themselves;
 * `pixels` sets the drawing's own size (the viewBox stays in points).
 */
export function certificateSvg(
  input: CertificateInput,
  locale: LocaleTag,
  copy: ReportCopy,
  fontFamilies: readonly string[],
  pixels: { width: number; height: number } = CERTIFICATE_SIZE,
): string {
  const { width: W, height: H } = CERTIFICATE_SIZE;
  const family = fontFamilies.map((f) => (f.includes(' ') ? `'${f}'` : f)).join(', ');
  const t = copy.certificate;
  const cx = W / 2;
  const band = copy.bands[input.band];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(input.completedAt))
    .replace(/\u202f/g, '\u00a0');
  const score = scoreLabel(input.score, input.bound, input.measurable);
  const parts: string[] = [];
  parts.push(
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#ffffff"/>`,
    `<rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="${C.primary}" stroke-width="6"/>`,
    `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${C.accent}" stroke-width="1"/>`,
    `<rect x="31" y="31" width="${W - 62}" height="96" fill="${C.primarySubtle}"/>`,
    `<circle cx="${cx}" cy="80" r="34" fill="${C.primary}" stroke="#ffffff" stroke-width="3"/>`,
    text(cx, 89, 'IQ', 24, { bold: true, fill: '#ffffff', family }),
  );
  // Band scale as small marks under the emblem: the visitor's band filled.
  const bands = [...IQ_BANDS].reverse();
  bands.forEach((b, i) => {
    const x = cx - 75 + i * 26;
    parts.push(
      `<rect x="${x}" y="118" width="20" height="4" fill="${b.id === input.band ? C.accent : C.border}"/>`,
    );
  });
  parts.push(
    text(cx, 156, copy.brand, 11, { fill: C.muted, family }),
    text(cx, 198, t.title, fitSize(t.title, 38, W - 160, 22, true), {
      bold: true,
      fill: C.primaryDark,
      family,
    }),
    text(cx, 224, t.subtitle, 14, { fill: C.muted, family }),
    text(cx, 262, t.awardedTo, 13, { family }),
  );
  const name = input.name.trim();
  if (name) parts.push(text(cx, 302, name, fitSize(name, 30, 520, 14, true), { bold: true, family }));
  parts.push(
    `<line x1="${cx - 230}" y1="316" x2="${cx + 230}" y2="316" stroke="${C.border}" stroke-width="1"/>`,
  );
  wrapText(t.statement(band), 13, 560)
    .slice(0, 3)
    .forEach((line, i) => parts.push(text(cx, 342 + i * 18, line, 13, { family })));

  const boxes: [string, string][] = [
    [t.scoreLabel, score],
    [t.bandLabel, band],
    [t.dateLabel, date],
  ];
  boxes.forEach(([label, value], i) => {
    const x = cx + (i - 1) * 186;
    parts.push(
      `<rect x="${x - 86}" y="392" width="172" height="66" rx="6" fill="#ffffff" stroke="${C.border}" stroke-width="1"/>`,
      text(x, 412, label, 10, { fill: C.muted, family }),
      text(x, 442, value, fitSize(value, i === 0 ? 24 : 17, 160, 9, true), {
        bold: true,
        fill: C.primaryDark,
        family,
      }),
    );
  });
  parts.push(
    text(cx, 494, `${t.codeLabel}${copy.labelSep}${input.verificationCode}`, 12, { bold: true, family }),
    text(
      cx,
      513,
      `${t.verifyAt} ${input.verifyUrl}`,
      fitSize(`${t.verifyAt} ${input.verifyUrl}`, 10, W - 140, 6),
      {
        fill: C.primary,
        family,
      },
    ),
    text(cx, 552, t.footer, 8.5, { fill: C.muted, family }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${W} ${H}">` +
    `${parts.join('')}</svg>`
  );
}
