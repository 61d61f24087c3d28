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
 * user service's signed-in account. Until both have answered nothing is said (never a claim the
 * server did not make); the space is held so that the start button does not move. A test opened from a paid report (`?orderNumber=`) is
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

  const free = offer.freeWithAccount;
  let body: ReactNode = null;
  if (free === false && offer.lowestPrice)
    body = <p>{t('instructions.questionnaire.account.paidFrom', { price: offer.lowestPrice })}</p>;
  else if (free && account.data)
    body = <p>{t('instructions.questionnaire.account.signedIn', { email: account.data.email })}</p>;
  else if (free && account.data === null) body = <SignInFirst redirect={redirect} />;
  const said = body !== null;
  return (
    <div
      className={styles.accountNotice}
      data-testid="account-notice"
      data-state={said ? 'said' : 'waiting'}
      aria-live="polite"
    >
      {/* Until the servers answer, the longest of the sentences holds the space, unseen and unread. */}
      {said ? (
        body
      ) : (
        <div className={styles.unseen} aria-hidden="true">
          <SignInFirst redirect={redirect} />
        </div>
      )}
    </div>
  );
}

/** Nobody signed in: the account is needed for the result; sign in now or after the test. */
function SignInFirst({ redirect }: { redirect: string }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  return (
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
}
