import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** The hero's line on the paid report: with the lowest price once it is known, else without one. */
export function PaidReportFactText({ price }: { price?: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.paidFact} data-testid="paid-report-fact">
      {price ? t('hero.reportPaidFrom', { price }) : t('hero.reportPaid')}
    </li>
  );
}
