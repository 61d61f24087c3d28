import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';

export default function InfoPage(_props: RemotePageProps) {
  return <AccountMessage id="info" testId="screen-account-info" />;
}
