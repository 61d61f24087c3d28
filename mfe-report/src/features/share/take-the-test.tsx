import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './shared.module.css';

/** The way to the test under what a shared report or a certificate shows (home page). */
export function TakeTheTest() {
  const { t } = useTranslation(NS);
  return (
    <Link className={styles.cta} to="/">
      {t('shared.takeTest')}
    </Link>
  );
}
