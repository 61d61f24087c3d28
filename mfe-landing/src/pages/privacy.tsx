import type { RemotePageProps } from '@iq/contracts';
import { ProtocolPage } from '../features/protocol/protocol-page';

/** Issue 13: the privacy policy (linked from the footer and the cookie banner). */
export default function PrivacyPage({ code, examId }: RemotePageProps) {
  return <ProtocolPage id="privacy" helpPath={`/help/${code}-${examId}`} />;
}
