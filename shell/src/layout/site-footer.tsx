import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <nav aria-label={t('footer.label')} className={styles.links}>
        <Link to="/help/web-1">{t('footer.help')}</Link>
        <Link to="/support/web-1">{t('footer.support')}</Link>
      </nav>
      <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </div>
  );
}
