import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { AccountPage } from '../components/account-page';
import { SignedInGate } from '../components/signed-in-gate';
import { EditPasswordForm } from '../features/edit-password/edit-password-form';
import { useSignedInUser } from '../features/session/use-signed-in-user';
import { useAccountLinks } from '../features/account-route/use-account-links';
import styles from '../components/account.module.css';

/** spec §2 /user/edit-password (signed in). An account made by a purchase has no password yet. */
export default function EditPasswordPage(_props: RemotePageProps) {
  const { t } = useTranslation(NS);
  const session = useSignedInUser();
  const links = useAccountLinks();
  return (
    <AccountPage
      title={t('editPassword.title')}
      intro={t('editPassword.body')}
      testId="screen-account-edit-password"
    >
      <SignedInGate session={session}>
        {(user) =>
          user.hasPassword ? (
            <EditPasswordForm />
          ) : (
            <>
              <StatusMessage tone="info" data-testid="no-password-yet">
                {t('editPassword.noPassword')}
              </StatusMessage>
              <Link className={styles.link} to={links.to('/user/forgot-password')}>
                {t('editPassword.setPassword')}
              </Link>
            </>
          )
        }
      </SignedInGate>
    </AccountPage>
  );
}
