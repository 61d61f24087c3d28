import { useLocation } from 'react-router';
import { useAppSelector } from '@iq/api';
import { useLowestTierPrice } from '@iq/api/query';
import { priceCountry } from '@iq/i18n';
import { PaidReportFactText } from './paid-report-fact-text';

/**
 * Before the visitor starts: the detailed report is paid, from the lowest tier price the order
 * service sells in the visitor's country; while it loads or if it fails, the sentence without
 * a price (never a made-up one).
 */
export function PaidReportFact({ examId }: { examId: number }) {
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const price = useLowestTierPrice(examId, priceCountry(search, hl));
  return <PaidReportFactText price={price} />;
}

export default PaidReportFact;
