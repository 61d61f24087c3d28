import type { RemotePageProps } from '@iq/contracts';
import '../i18n';
import { AccountMessage } from '../components/account-message';
import { LoginForm } from '../features/login/login-form';

export default function LoginPage(_props: RemotePageProps) {
  return (
    <AccountMessage id="login" testId="screen-account-login">
      <LoginForm />
    </AccountMessage>
  );
}
