/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The certificate PDF: one A4 landscape page drawing the same SVG as the PNG.
import type { LocaleTag } from '@iq/contracts';
import { reportCopyFor } from '../copy';
import { Drawing } from '../document/drawing';
import { pdf } from '../document/react-pdf';
import type { CertificateInput } from '../input';
import { parseSvg } from '../svg/parse-svg';
import { CERTIFICATE_SIZE, certificateSvg } from './certificate-svg';

export function CertificateDocument(props: { input: CertificateInput; locale: LocaleTag; fonts: string[] }) {
  const R = pdf();
  const copy = reportCopyFor(props.locale);
  // The PDF sets the text in the registered families; the names in the markup are for resvg.
  const drawing = parseSvg(certificateSvg(props.input, props.locale, copy, props.fonts));
  return (
    <R.Document
      title={`${copy.certificate.title} · ${props.input.verificationCode}`}
      author={copy.brand}
      creator={copy.brand}
      producer={copy.brand}
      language={props.locale}
    >
      <R.Page size="A4" orientation="landscape" wrap={false} style={{ padding: 0 }}>
        <Drawing drawing={drawing} width={CERTIFICATE_SIZE.width} fontFamily={props.fonts} />
      </R.Page>
    </R.Document>
  );
}
