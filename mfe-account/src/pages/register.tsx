import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';

export default function RegisterPage(_props: RemotePageProps) {
  return <AccountMessage id="register" testId="screen-account-register" />;
}
