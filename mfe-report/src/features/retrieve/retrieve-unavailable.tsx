import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';

/**
 * spec §2 "Retrieve report by e-mail". The retrieve call (POST /exam/order/report/retrieve) is
 * not built yet, so the page says so plainly instead of a form that pretends to send something.
 */
export function RetrieveUnavailable() {
  const { t } = useTranslation(NS);
  return (
    <StatusMessage tone="info" title={t('retrieve.unavailable')} data-testid="retrieve-unavailable">
      <p>{t('retrieve.useLink')}</p>
    </StatusMessage>
  );
}
