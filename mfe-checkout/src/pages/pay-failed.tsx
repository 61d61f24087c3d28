import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import type { RemotePageProps } from '@iq/contracts';
import { NS } from '../i18n';
import { CheckoutMessage } from '../components/checkout-message';

/** spec §2: payment failed — retry or choose another method. */
export default function PayFailedPage({ code, examId }: RemotePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <CheckoutMessage id="payFailed" testId="screen-checkout-pay-failed">
      <Button onClick={() => navigate(`/paying/payment/${code}-${examId}`)}>{t('payFailed.retry')}</Button>
    </CheckoutMessage>
  );
}
