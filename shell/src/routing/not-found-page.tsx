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
  return (
    <div className={styles.page} data-testid="not-found">
      <Card>
        <p className={styles.code} aria-label={t('notFound.statusLabel')}>
          404
        </p>
        <h1 className={styles.title}>{t('notFound.title', { path: location.pathname })}</h1>
        <Button onClick={() => navigate(homeHref(location.search))}>{t('notFound.goHome')}</Button>
      </Card>
    </div>
  );
}
