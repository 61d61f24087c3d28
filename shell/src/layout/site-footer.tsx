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
        {/* Issue 13: the protocol pages take the {code}-{examId} suffix optionally. */}
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/agreement">{t('footer.terms')}</Link>
      </nav>
      {/* Prerendered pages carry the year of the shell's build (its template is rendered then):
          across a new year that text differs from the browser's, which is not an error. */}
      <p className={styles.copy} suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </div>
  );
}
