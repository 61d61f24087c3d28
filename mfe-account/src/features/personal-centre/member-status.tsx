import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import { useIsVipQuery } from '../../api/user-api';
import styles from './personal-centre.module.css';

/** spec §6 member / VIP status, from GET /user/isVIP (the order service's VIP state). */
export function MemberStatus() {
  const { t, i18n } = useTranslation(NS);
  const vip = useIsVipQuery();
  const line = `${styles.muted} ${styles.memberLine}`;
  if (vip.isLoading) return <p className={line}>{t('info.member.loading')}</p>;
  // The status is a nicety here: when it does not load, the page says nothing wrong about it.
  if (!vip.data) return null;
  if (!vip.data.vip) {
    return (
      <p className={line} data-testid="member-status">
        {t('info.member.none')}
      </p>
    );
  }
  const since = vip.data.since ? new Date(vip.data.since) : null;
  const sinceText =
    since && !Number.isNaN(since.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(since)
      : null;
  return (
    <StatusMessage tone="success" data-testid="member-status">
      {vip.data.permanent ? t('info.member.permanent') : t('info.member.vip')}
      {vip.data.discountPercent > 0 && ` ${t('info.member.discount', { percent: vip.data.discountPercent })}`}
      {sinceText && ` ${t('info.member.since', { date: sinceText })}`}
    </StatusMessage>
  );
}
