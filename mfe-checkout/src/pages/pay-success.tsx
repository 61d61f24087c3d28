import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

const COUNTDOWN_S = 5;

/** spec §4: success opens the report after a countdown of {t} seconds. */
export default function PaySuccessPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN_S);
  useEffect(() => {
    if (left <= 0) {
      navigate(`/report/result/${code}-${examId}`);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, code, examId]);
  return (
    <CheckoutMessage id="paySuccess" testId="screen-checkout-pay-success">
      <p role="status">{t('paySuccess.opening', { t: left })}</p>
    </CheckoutMessage>
  );
}
