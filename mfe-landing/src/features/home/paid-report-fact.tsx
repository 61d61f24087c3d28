import { useLocation } from 'react-router';
import { useAppSelector } from '@iq/api';
import { useReportOffer } from '@iq/api/query';
import { priceCountry } from '@iq/i18n';
import { FreeResultFactText, PaidReportFactText } from './paid-report-fact-text';
import { resultIsFree } from './free-result-exams';

/**
 * Before the visitor starts: what the result costs, from the order service's tier list for the
 * visitor's country. A questionnaire's list is empty and free with an account: its result is
 * free. Otherwise the report is paid, from the lowest tier price; while it loads or if it fails,
 * the sentence without a price (never a made-up one).
 */
export function PaidReportFact({ examId }: { examId: number }) {
  const { search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const offer = useReportOffer(examId, priceCountry(search, hl));
  if (offer.freeWithAccount ?? resultIsFree(examId)) return <FreeResultFactText />;
  return <PaidReportFactText price={offer.lowestPrice} />;
}

export default PaidReportFact;
