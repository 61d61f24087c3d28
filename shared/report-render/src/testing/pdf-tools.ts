// Looking into rendered PDFs from the tests: poppler's pdfinfo / pdffonts / pdftotext /
// pdftoppm (Debian poppler-utils, installed by .ci/run) where present, and a reader of the PDF
// page tree where not. In CI poppler must be there: its absence fails the tests that need it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const hasPoppler = (): boolean => spawnSync('pdfinfo', ['-v']).status === 0;

/** In CI a missing poppler is an error, elsewhere a reason to use the fallback. */
export function requirePopplerInCi(): void {
  if (process.env.CI && !hasPoppler()) {
    throw new Error('pdfinfo (poppler-utils) is missing: .ci/run installs it with apt-get');
  }
}

/** `read` with the PDF written to a temporary file (poppler's tools read files), removed after. */
export function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return read(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Pages counted by the PDF's page tree: the catalogue's /Pages object and its /Count. */
export function pageCountFromTree(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const catalog = /\/Type\s*\/Catalog[\s\S]*?\/Pages\s+(\d+)\s+(\d+)\s+R/.exec(text);
  if (!catalog) throw new Error('no catalogue with a page tree');
  const object = new RegExp(`(?:^|\\s)${catalog[1]}\\s+${catalog[2]}\\s+obj([\\s\\S]*?)endobj`).exec(text);
  const count = object && /\/Count\s+(\d+)/.exec(object[1]!);
  if (!count) throw new Error('page tree without /Count');
  return Number(count[1]);
}

/** Number of pages: pdfinfo's answer when poppler is installed, else the page tree's. */
export function pageCount(pdf: Buffer): number {
  if (!hasPoppler()) return pageCountFromTree(pdf);
  return withFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  });
}

/** Page size in points, from pdfinfo (first page) or the first /MediaBox. */
export function pageSize(pdf: Buffer): { width: number; height: number } {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('no /MediaBox');
  const round = (v: number) => Math.round(v * 100) / 100;
  return { width: round(Number(box[3]) - Number(box[1])), height: round(Number(box[4]) - Number(box[2])) };
}

/** The embedded fonts' base names without their subset tag ("NotoSansJPThin-Regular"). */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = new Set<string>();
  for (const m of pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/\]>]+)/g))
    names.add(m[1]!);
  return [...names].sort();
}

/** The text of the document (or of one page) as pdftotext extracts it. */
export function pdfText(pdf: Buffer, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** Writes the given pages as PNG (`<prefix>-<page>.png`) at `dpi`; returns the files. */
export function pagesToPng(pdf: Buffer, pages: number[], prefix: string, dpi = 110): string[] {
  fs.mkdirSync(path.dirname(prefix), { recursive: true });
  return withFile(pdf, (file) =>
    pages.map((page) => {
      const out = `${prefix}-p${String(page).padStart(2, '0')}`;
      execFileSync('pdftoppm', [
        '-f',
        String(page),
        '-l',
        String(page),
        '-r',
        String(dpi),
        '-png',
        '-singlefile',
        file,
        out,
      ]);
      return `${out}.png`;
    }),
  );
}

/** Width and height from a PNG's IHDR chunk (after checking the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Decodes a PNG far enough to know it is whole: every chunk's CRC, the image data inflated to
 * exactly one filtered scanline per row. Returns the size and the unfiltered first row's bytes
 * per pixel and the raw rows (each starting with its filter byte).
 */
export function decodePng(png: Buffer): { width: number; height: number; channels: number; rows: Buffer[] } {
  const { width, height } = pngSize(png);
  const bitDepth = png[24];
  const colorType = png[25]!;
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType as 0 | 2 | 4 | 6];
  if (bitDepth !== 8 || !channels)
    throw new Error(`unexpected PNG format: depth ${bitDepth}, colour type ${colorType}`);
  const idat: Buffer[] = [];
  let offset = 8;
  let ended = false;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (zlib.crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc)
      throw new Error(`bad CRC in ${type}`);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw new Error('PNG without IEND');
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = 1 + width * channels;
  if (raw.length !== stride * height)
    throw new Error(`image data is ${raw.length} bytes, expected ${stride * height}`);
  const rows = Array.from({ length: height }, (_, y) => raw.subarray(y * stride, (y + 1) * stride));
  return { width, height, channels, rows };
}
