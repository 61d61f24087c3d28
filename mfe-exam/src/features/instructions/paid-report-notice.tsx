import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { useLowestTierPrice } from '@iq/api/query';
import { priceCountry } from '@iq/i18n';
import { NS } from '../../i18n';
import styles from '../answering/exam.module.css';

/**
 * Before the visitor starts: the detailed report is paid, from the lowest tier price the order
 * service sells in the visitor's country. While it loads, or if it cannot be had, the same
 * sentence without a price: never a made-up one.
 */
export function PaidReportNotice({ examId }: { examId: number }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const price = useLowestTierPrice(examId, priceCountry(search, hl));
  return (
    <p className={styles.paidNotice} data-testid="paid-report-notice">
      {price ? t('instructions.reportFrom', { price }) : t('instructions.report')}
    </p>
  );
}
