// The work a render worker does (./render-worker.cjs loads this). Also callable in-process by
// the bench. Each task loads react-pdf and the locale's fonts once per thread, then renders.
import { createElement, type ReactElement } from 'react';
import type { LocaleTag } from '@iq/contracts';
import { CertificateDocument } from '../certificate/certificate-document';
import { CERTIFICATE_PNG_SIZE, certificateSvg } from '../certificate/certificate-svg';
import { reportContext } from '../document/context';
import { loadReactPdf } from '../document/react-pdf';
import { ReportDocument } from '../document/report-document';
import { fontFile, fontFilePath, registerFontsFor, LOCALE_FONT_STACK } from '../fonts/font-faces';
import { sfntFamilyName } from '../fonts/woff';
import type { CertificateInput, ReportDocumentInput } from '../input';
import { reportCopyFor } from '../copy';

export interface ReportTask {
  input: ReportDocumentInput;
  locale: LocaleTag;
}
export interface CertificateTask {
  input: CertificateInput;
  locale: LocaleTag;
}

type DocumentElement = Parameters<Awaited<ReturnType<typeof loadReactPdf>>['renderToBuffer']>[0];

export async function renderReport({ input, locale }: ReportTask): Promise<Buffer> {
  const R = await loadReactPdf();
  const fonts = registerFontsFor(R.Font, locale);
  const element = createElement(ReportDocument, { ctx: reportContext(input, locale, fonts) });
  return R.renderToBuffer(element as unknown as DocumentElement);
}

export async function renderCertificatePdf({ input, locale }: CertificateTask): Promise<Buffer> {
  const R = await loadReactPdf();
  const fonts = registerFontsFor(R.Font, locale);
  const element: ReactElement = createElement(CertificateDocument, { input, locale, fonts });
  return R.renderToBuffer(element as unknown as DocumentElement);
}

/** The certificate drawn as SVG and rasterised by resvg with the locale's faces (no OS fonts). */
export async function renderCertificatePng({ input, locale }: CertificateTask): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const stack = LOCALE_FONT_STACK[locale];
  const faces = stack.flatMap((family) => [
    { family, weight: 400 as const },
    { family, weight: 700 as const },
  ]);
  // resvg matches font-family against the names inside the files ("Noto Sans JP Thin"…).
  const names = [
    ...new Set(
      faces.map((f) => sfntFamilyName(fontFile(f.family, f.weight))).filter((n): n is string => n !== null),
    ),
  ];
  const svg = certificateSvg(input, locale, reportCopyFor(locale), names, CERTIFICATE_PNG_SIZE);
  const resvg = new Resvg(svg, {
    // No OS fonts: the same faces as the PDF, so a fresh machine draws the same picture.
    font: {
      loadSystemFonts: false,
      fontFiles: faces.map((f) => fontFilePath(f.family, f.weight)),
      defaultFontFamily: names[0],
    },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}

/** Loads react-pdf so the first real task does not pay for it. */
export async function warmUp(): Promise<boolean> {
  await loadReactPdf();
  return true;
}
