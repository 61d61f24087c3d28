import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { useVipOrderStatusQuery } from '../../api/second-phase-api';
import { NS } from '../../i18n';

/**
 * spec §4 / §6: after a VIP purchase (the sku4 tier, or the members-only step) a message says the
 * buyer has become a member. It asks the order service (GET /vip/pay/status/{order}) and says so
 * only when the answer is a permanent membership; while asking, or on any other answer, nothing.
 */
export function VipCongratulation({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation(NS);
  const { data } = useVipOrderStatusQuery({ orderNumber });
  if (!data?.vip || !data.permanent) return null;
  return (
    <StatusMessage tone="success" data-testid="vip-congratulation">
      <strong>{t('vip.title')}</strong> {t('vip.body', { percent: data.discountPercent })}
    </StatusMessage>
  );
}
