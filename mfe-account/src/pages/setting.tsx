import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { SignedInGate } from '../components/signed-in-gate';
import { ProfileForm } from '../features/profile/profile-form';
import { useSignedInUser } from '../features/session/use-signed-in-user';

/** spec §2 /user/setting: the personal info form (signed in). */
export default function SettingPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  const session = useSignedInUser();
  return (
    <AccountPage title={t('setting.title')} intro={t('setting.body')} testId="screen-account-setting">
      <SignedInGate session={session}>{(user) => <ProfileForm key={user.userId} user={user} />}</SignedInGate>
    </AccountPage>
  );
}
