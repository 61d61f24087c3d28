import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { runtimeChanged, useAppDispatch } from '@iq/api';
import { changeLocale, LANGUAGE_NAMES, SUPPORTED_LOCALES, type Locale } from '@iq/i18n';
import styles from './site-header.module.css';

const NAV = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.personalityTypes', to: '/landing_page/types/web-2' },
  { key: 'nav.professionalTests', to: '/landing_page/test_center/web-1' },
  { key: 'nav.retrieveReport', to: '/report/retrieve' },
  { key: 'nav.loginRegister', to: '/user/login' },
] as const;

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const onLanguage = (locale: Locale) => {
    void changeLocale(locale);
    dispatch(runtimeChanged({ hl: locale }));
  };
  return (
    <div className={styles.header}>
      <Link to="/" className={styles.brand}>
        {t('site.name')}
      </Link>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        {NAV.map((item) => (
          <Link key={item.key} to={item.to} className={styles.link}>
            {t(item.key)}
          </Link>
        ))}
      </nav>
      <label className={styles.language}>
        <span className={styles.languageLabel}>{t('language.label')}</span>
        <select value={i18n.language} onChange={(event) => onLanguage(event.target.value as Locale)}>
          {SUPPORTED_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
