import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@iq/design-system';
import { homeHref } from './remembered-landing';
import styles from './not-found-page.module.css';

/** spec §2/§8: unknown routes and pages failing their validity check. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The path in its own box: on its own line when the sentence does not fit, broken only when
  // it is longer than a line (issue 38: "/this-pa ge-does-not-exist").
  const [before, after = ''] = t('notFound.title', { path: '\u0001' }).split('\u0001');
  return (
    <div className={styles.page} data-testid="not-found">
      <Card>
        <p className={styles.code} aria-label={t('notFound.statusLabel')}>
          404
        </p>
        <h1 className={styles.title}>
          {before}
          <code className={styles.path}>{location.pathname}</code>
          {after}
        </h1>
        <Button onClick={() => navigate(homeHref(location.search))}>{t('notFound.goHome')}</Button>
      </Card>
    </div>
  );
}
