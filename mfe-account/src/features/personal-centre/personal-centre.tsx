import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusMessage } from '@iq/design-system';
import type { UserProfile } from '@iq/contracts';
import { NS } from '../../i18n';
import { useLogoutMutation } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import { serverFailure, type ServerFailure } from '../server-failure/server-failure';
import { FailureMessage } from '../../components/failure-message';
import { MemberStatus } from './member-status';
import { Purchases } from './purchases';
import { FreeTestList } from './free-test-list';
import { ReportList } from './report-list';
import styles from './personal-centre.module.css';

/**
 * spec §2 personal centre: greeting, member status, the report list, subscriptions and receipts
 * (issue 35), links to the settings and the password, and logout (to the login page once the server has ended the session).
 */
export function PersonalCentre({
  user,
  code,
  testPath,
  freeTestsPath,
  onLeaving,
}: {
  user: UserProfile;
  /** The campaign code of the route (`web`): the free tests start under it. */
  code: string;
  testPath: string;
  /** spec §6: the three free tests need login; they live in the report remote. */
  freeTestsPath: string;
  onLeaving: (leaving: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const signedIn = (useLocation().state as { signedIn?: boolean } | null)?.signedIn === true;
  const links = useAccountLinks();
  const [logout, { isLoading }] = useLogoutMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);

  const leave = async () => {
    setFailure(null);
    // The session's end makes the account query answer 401: that is not "log in again" here.
    onLeaving(true);
    try {
      await logout().unwrap();
      void navigate(links.to('/user/login'), { replace: true });
    } catch (caught) {
      onLeaving(false);
      setFailure(serverFailure(caught));
    }
  };

  return (
    <>
      {signedIn && (
        <StatusMessage tone="success" data-testid="login-success">
          {t('info.loginSuccess')}
        </StatusMessage>
      )}
      <Card className={styles.card}>
        <p className={styles.plain} data-testid="greeting">
          {t('info.greeting', { name: user.nickname || user.name })}
        </p>
        <p className={styles.muted}>{user.email}</p>
        <MemberStatus />
      </Card>
      <ReportList userId={user.userId} testPath={testPath} />
      <FreeTestList code={code} freeTestsPath={freeTestsPath} />
      <Purchases />
      <nav className={styles.links} aria-label={t('info.accountLinks')}>
        <Link className={styles.link} to={freeTestsPath}>
          {t('nav.freeTests')}
        </Link>
        <Link className={styles.link} to={links.to('/user/setting')}>
          {t('nav.setting')}
        </Link>
        <Link className={styles.link} to={links.to('/user/edit-password')}>
          {t('nav.editPassword')}
        </Link>
      </nav>
      {failure && <FailureMessage failure={failure} />}
      <Button variant="secondary" loading={isLoading} onClick={() => void leave()} data-testid="logout">
        {t('info.logout')}
      </Button>
    </>
  );
}
