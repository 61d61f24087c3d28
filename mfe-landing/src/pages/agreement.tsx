import type { RemotePageProps } from '@iq/contracts';
import { ProtocolPage } from '../features/protocol/protocol-page';

/** Issue 13: the terms of use. */
export default function AgreementPage({ code, examId }: RemotePageProps) {
  return <ProtocolPage id="agreement" helpPath={`/help/${code}-${examId}`} />;
}
