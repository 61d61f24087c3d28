import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useLowestTierPrice } from '@iq/api';
import { priceCountry } from '@iq/i18n';
import { NS } from '../../i18n';
import styles from './home.module.css';

/**
 * Before the visitor starts: the detailed report is paid, from the lowest tier price the order
 * service sells in the visitor's country; while it loads or if it fails, the sentence without
 * a price (never a made-up one).
 */
export function PaidReportFact({ examId }: { examId: number }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const price = useLowestTierPrice(examId, priceCountry(search, hl));
  return (
    <li className={styles.paidFact} data-testid="paid-report-fact">
      {price ? t('hero.reportPaidFrom', { price }) : t('hero.reportPaid')}
    </li>
  );
}
