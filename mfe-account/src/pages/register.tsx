import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { RegisterForm } from '../features/register/register-form';

/** spec §2 /user/register. */
export default function RegisterPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  return (
    <AccountPage title={t('register.title')} intro={t('register.body')} testId="screen-account-register">
      <RegisterForm />
    </AccountPage>
  );
}
