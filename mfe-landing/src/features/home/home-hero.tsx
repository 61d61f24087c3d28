import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { StartTestLink } from './start-test-link';
import { PaidReportFact } from './deferred-paid-report-fact';
import { ReportFactText } from './paid-report-fact-text';
import styles from './home.module.css';

export function HomeHero({ code, examId, variant }: { code: string; examId: number; variant?: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.hero} data-variant={variant}>
      <h1 className={styles.title}>{t('hero.title')}</h1>
      <p className={styles.subtitle}>{t('hero.subtitle')}</p>
      <ul className={styles.facts}>
        <li>{t('hero.factQuestions')}</li>
        <li>{t('hero.factTime')}</li>
        <PaidReportFact examId={examId} placeholder={<ReportFactText examId={examId} />} />
      </ul>
      <StartTestLink code={code} examId={examId} label={t('hero.start')} />
    </section>
  );
}
