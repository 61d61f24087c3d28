import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';

export default function ForgotPasswordPage(_props: RemotePageProps) {
  return <AccountMessage id="forgotPassword" testId="screen-account-forgot-password" />;
}
