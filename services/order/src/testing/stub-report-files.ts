// A stand-in renderer for the report API's tests (imported by *.test.ts only): records what it
// was asked to render, can be held (a render in progress) or made to fail, and returns small
// bytes that start like a PDF or a PNG and carry the input as JSON.
import type { LocaleTag } from '@iq/contracts';
import type {
  CertificateFileInput,
  ReportFileInput,
  ReportFiles,
} from '../modules/reports/domain/report-files';

export type StubCall =
  | { kind: 'report'; input: ReportFileInput; locale: LocaleTag }
  | { kind: 'certificate-pdf' | 'certificate-png'; input: CertificateFileInput; locale: LocaleTag };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function stubReportFiles() {
  const calls: StubCall[] = [];
  let failures = 0;
  let gate: Promise<void> | null = null;

  async function render(call: StubCall): Promise<Buffer> {
    calls.push(call);
    if (gate) await gate;
    if (failures > 0) {
      failures -= 1;
      throw new Error('stub renderer failure');
    }
    const json = Buffer.from(JSON.stringify({ kind: call.kind, locale: call.locale, input: call.input }));
    return call.kind === 'certificate-png'
      ? Buffer.concat([PNG_SIGNATURE, json])
      : Buffer.concat([Buffer.from('%PDF-1.7\n%stub\n'), json]);
  }

  const files: ReportFiles = {
    renderReportPdf: (input, locale) => render({ kind: 'report', input, locale }),
    renderCertificatePdf: (input, locale) => render({ kind: 'certificate-pdf', input, locale }),
    renderCertificatePng: (input, locale) => render({ kind: 'certificate-png', input, locale }),
  };
  return {
    files,
    calls,
    /** The next `count` renders fail. */
    failNext(count: number) {
      failures = count;
    },
    /** Renders wait until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}
