import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { LoginForm } from '../features/login/login-form';

/** spec §2 /user/login: e-mail and password; `?redirect=` comes back, `?confirm=` signs in. */
export default function LoginPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <AccountPage title={t('login.title')} intro={t('login.body')} testId="screen-account-login">
      <LoginForm />
    </AccountPage>
  );
}
