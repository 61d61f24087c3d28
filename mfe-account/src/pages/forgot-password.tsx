import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { ForgotPasswordFlow } from '../features/forgot-password/forgot-password-flow';

/**
 * spec §2 /user/forgot-password: e-mail → code → new password. `?token=` is the set-password
 * link of a purchase mail (issue 11): straight to the new password.
 */
export default function ForgotPasswordPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  return (
    <AccountPage
      title={t(token ? 'forgot.setTitle' : 'forgot.title')}
      testId="screen-account-forgot-password"
    >
      <ForgotPasswordFlow linkToken={token && token.length <= 200 ? token : null} />
    </AccountPage>
  );
}
