import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import { useGetUserQuery, useLazyResultSavedQuery } from '../../api/user-api';
import { useAccountLinks } from '../account-route/use-account-links';
import styles from '../../components/account.module.css';

/** How often the tab that signed up asks whether its result was saved (and on every return to it). */
export const RESULT_SAVED_POLL_MS = 4000;

/**
 * Issue 38: the tab that signed up with a result waits while the mailed link is opened, maybe in
 * another browser (a phone's mail app). It asks the server, every few seconds and when it is
 * shown again, whether the sign-up saved its result: only then does it say so. Signed in here
 * too (the link was opened in this browser): on to where the sign-up was going.
 */
export function ResultSavedWatch() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const links = useAccountLinks();
  const [ask, answer] = useLazyResultSavedQuery();
  const saved = answer.data?.saved === true;
  const user = useGetUserQuery(undefined, { skip: !saved });
  const next = links.afterSignIn();

  useEffect(() => {
    if (saved) return;
    const check = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    check();
    const timer = window.setInterval(check, RESULT_SAVED_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [saved, ask]);

  useEffect(() => {
    if (saved && user.data) void navigate(next, { replace: true });
  }, [saved, user.data, navigate, next]);

  if (!saved) return null;
  return (
    <div data-testid="register-result-saved">
      <StatusMessage tone="success">{t('register.resultSaved')}</StatusMessage>
      <div className={styles.links}>
        <Link className={styles.link} to={links.to('/user/login')} data-testid="register-result-login">
          {t('register.resultSavedLogin')}
        </Link>
      </div>
    </div>
  );
}
