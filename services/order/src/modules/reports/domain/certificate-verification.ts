// What the public verification page confirms about a certificate (issue 8): exactly what the
// certificate prints (name, band, score or bound, test date, code) and nothing more. Pure.
import type { CertificateVerification, SessionScore } from '@iq/contracts';
import { scoreLabel } from '@iq/report-render';
import { printedCode } from './verification-code';

export interface IssuedCertificate {
  code: string;
  name: string | null;
  band: string;
  testedAt: Date;
}

export function certificateVerificationOf(
  certificate: IssuedCertificate,
  score: Pick<SessionScore, 'iq' | 'bound' | 'measurable'>,
): CertificateVerification {
  return {
    code: printedCode(certificate.code),
    name: certificate.name,
    band: certificate.band as CertificateVerification['band'],
    score: scoreLabel(score.iq, score.bound, score.measurable),
    testedAt: certificate.testedAt.toISOString(),
  };
}
