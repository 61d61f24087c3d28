import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { reportLinks, useReportQuery } from '../features/report-route/report-query';
import styles from '../features/extras/extras.module.css';
import page from '../features/report-view/report-view.module.css';

const FREE_TESTS = ['brainTest', 'eqTest', 'personality'] as const;

/**
 * spec §1 "three free tests after logging in" (/report/result-free-test). None of the three
 * exists yet, so each says "coming soon" and none is a link that leads nowhere.
 */
export default function FreeTestsPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const { search, orderNumber } = useReportQuery();
  const links = reportLinks(code, examId, search, orderNumber);
  return (
    <div className={page.page} data-testid="screen-report-free-tests">
      <div className={page.report}>
        <h1 className={page.title}>{t('freeTests.title')}</h1>
        <p className={page.plain}>{t('freeTests.body')}</p>
        <ul className={styles.items}>
          {FREE_TESTS.map((test) => (
            <li key={test} className={styles.item} data-testid={`free-test-${test}`}>
              <div className={styles.included}>
                <p className={styles.name}>{t(`freeTests.tests.${test}`)}</p>
                <p className={styles.status}>{t('freeTests.comingSoon')}</p>
              </div>
            </li>
          ))}
        </ul>
        <nav className={styles.links} aria-label={t('extras.linksLabel')}>
          {orderNumber && <Link to={links.result}>{t('report.backToReport')}</Link>}
          <Link to={links.startTest}>{t('extras.startTest')}</Link>
          <Link to={links.testingHall}>{t('extras.testingHall')}</Link>
        </nav>
      </div>
    </div>
  );
}
