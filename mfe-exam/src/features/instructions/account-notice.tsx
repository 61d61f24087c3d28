import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@iq/api';
import { useReportOffer } from '@iq/api/query';
import { orderNumberOf } from '@iq/contracts';
import { priceCountry } from '@iq/i18n';
import { useSignedInAccountQuery } from '../../api/account-api';
import { QUESTIONNAIRE_NS } from '../questionnaire/i18n';
import styles from '../answering/exam.module.css';

/**
 * Before a questionnaire starts (issue 38): what its result costs and whether an account is
 * needed for it, said here rather than after the last item. Both from the servers: the order
 * service's list for the visitor's country (free with an account, or the lowest price) and the
 * user service's signed-in account. Until both have answered, the reserved space stays empty:
 * never a claim the server did not make. A test opened from a paid report (`?orderNumber=`) is
 * unlocked by that order, so nothing is asked of the visitor.
 */
export function AccountNotice({ examId }: { examId: number }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const { pathname, search } = useLocation();
  const hl = useAppSelector((state) => state.runtime.hl);
  const offer = useReportOffer(examId, priceCountry(search, hl));
  const account = useSignedInAccountQuery();
  const redirect = encodeURIComponent(`${pathname}${search}`);
  if (orderNumberOf(search) !== null) return null;

  let body: ReactNode = null;
  if (offer.freeWithAccount === false && offer.lowestPrice)
    body = <p>{t('instructions.questionnaire.account.paidFrom', { price: offer.lowestPrice })}</p>;
  else if (offer.freeWithAccount && account.data)
    body = <p>{t('instructions.questionnaire.account.signedIn', { email: account.data.email })}</p>;
  else if (offer.freeWithAccount && account.data === null)
    body = (
      <>
        <p>{t('instructions.questionnaire.account.needed')}</p>
        <p className={styles.accountLinks}>
          <Link to={`/user/login?redirect=${redirect}`} data-testid="account-notice-login">
            {t('instructions.questionnaire.account.login')}
          </Link>
          <Link to={`/user/register?redirect=${redirect}`} data-testid="account-notice-register">
            {t('instructions.questionnaire.account.register')}
          </Link>
        </p>
      </>
    );
  return (
    <div
      className={styles.accountNotice}
      data-testid="account-notice"
      data-state={body ? 'said' : 'waiting'}
      aria-live="polite"
    >
      {body}
    </div>
  );
}
