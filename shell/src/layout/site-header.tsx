import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { runtimeChanged, useAppDispatch } from '@iq/api';
import { changeLocale, LANGUAGE_NAMES, LOCALE_QUERY_PARAM, SUPPORTED_LOCALES, type Locale } from '@iq/i18n';
import styles from './site-header.module.css';

const NAV = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.personalityTypes', to: '/landing_page/types/web-2' },
  { key: 'nav.professionalTests', to: '/landing_page/test_center/web-1' },
  { key: 'nav.retrieveReport', to: '/report/retrieve' },
  { key: 'nav.loginRegister', to: '/user/login' },
] as const;

/**
 * The site's header: brand, navigation, language. On a phone (CSS, ≤ 720 px) the navigation
 * folds behind a Menu button and opens as a list with every item whole, instead of a row that
 * scrolls sideways with items cut mid-word; it closes on a choice, on Escape and on a new page.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const onLanguage = (locale: Locale) => {
    void changeLocale(locale);
    dispatch(runtimeChanged({ hl: locale }));
    // The URL's hl wins over the cookie at the next load (spec §4): a reload or a shared link
    // keeps the new language. Without hl the cookie speaks for this visitor and a shared link
    // for its reader's browser, so none is added.
    const query = new URLSearchParams(location.search);
    if (!query.has(LOCALE_QUERY_PARAM)) return;
    query.set(LOCALE_QUERY_PARAM, locale);
    navigate({ pathname, search: `?${query}`, hash: location.hash }, { replace: true });
  };

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.header}>
      <Link to="/" className={styles.brand}>
        {t('site.name')}
      </Link>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true" className={styles.menuIcon} />
        <span className={styles.menuText}>{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</span>
      </button>
      <nav
        id={navId}
        aria-label={t('nav.label')}
        className={styles.nav}
        data-open={open ? 'true' : undefined}
      >
        {NAV.map((item) => (
          <Link key={item.key} to={item.to} className={styles.link} onClick={() => setOpen(false)}>
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
