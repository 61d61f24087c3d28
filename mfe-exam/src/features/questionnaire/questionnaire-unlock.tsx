import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import { clientStorage, loadErrorKey, useAppSelector } from '@iq/api';
import type { ApiError } from '@iq/api/query';
import {
  EXAM_IDS,
  FREE_TEST_MESSAGES,
  PENDING_RESULTS_MAX,
  RESULTS_AWAITING_ACCOUNT_KEY,
  orderNumberOf,
  withQuery,
} from '@iq/contracts';
import { QUESTIONNAIRE_NAMESPACES } from './i18n';
import { useClaimQuestionnaireMutation } from '../../api/questionnaire-api';
import styles from './questionnaire.module.css';
import { QuestionHeading } from '../question/question-frame';

type FreeTestMessageKey = keyof typeof FREE_TEST_MESSAGES;

/** The i18n key of a FREE_TEST_MESSAGES text, or null for any other message. */
function freeTestMessageKey(message: string | undefined): string | null {
  const found = (Object.keys(FREE_TEST_MESSAGES) as FreeTestMessageKey[]).find(
    (key) => FREE_TEST_MESSAGES[key] === message,
  );
  return found ? `questionnaire.unlock.messages.${found}` : null;
}

/**
 * Issue 38: the confirmed results of this tab that wait for an account. The sign-up form sends
 * them along, so the account claims them whichever browser opens the mailed link.
 */
function noteAwaitingAccount(sessionId: string | null, waiting: boolean) {
  if (!sessionId) return;
  const listed = clientStorage.readSession<unknown>(RESULTS_AWAITING_ACCOUNT_KEY);
  const others = (Array.isArray(listed) ? listed : []).filter(
    (id): id is string => typeof id === 'string' && id !== sessionId,
  );
  const next = waiting ? [sessionId, ...others].slice(0, PENDING_RESULTS_MAX) : others;
  if (next.length) clientStorage.writeSession(RESULTS_AWAITING_ACCOUNT_KEY, next);
  else clientStorage.removeSession(RESULTS_AWAITING_ACCOUNT_KEY);
}

/**
 * A confirmed questionnaire session: its result is unlocked by the order service (issue 12), as a
 * free test of the signed-in account or, with `?orderNumber=`, as a test the paid report includes,
 * then shown by the report remote. Claimed at once, also when the page is opened again on a
 * confirmed session (back from the login page, say); the claim is idempotent per session.
 */
export function QuestionnaireUnlock({ code, examId }: { code: string; examId: number }) {
  const { t } = useTranslation(QUESTIONNAIRE_NAMESPACES, { nsMode: 'fallback' });
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const orderNumber = orderNumberOf(search);
  const [claim, claimState] = useClaimQuestionnaireMutation();
  const sessionId = useAppSelector((state) => state.runtime.examSession);
  const freeTests = `/report/result-free-test/${code}-${examId}`;

  const unlock = useCallback(() => {
    claim(orderNumber ? { orderNumber } : {})
      .unwrap()
      .then(
        (unlocked) => {
          noteAwaitingAccount(sessionId, false);
          return navigate(
            unlocked.via === 'order' && orderNumber
              ? `/report/result/${code}-${EXAM_IDS.iq}${withQuery(search, { orderNumber })}`
              : `${freeTests}${search}`,
            { replace: true },
          );
        },
        (error: ApiError) => {
          // Free, nobody signed in: the result waits for the account the visitor signs up for.
          if (error.status === 401 && !orderNumber) noteAwaitingAccount(sessionId, true);
        },
      );
  }, [claim, orderNumber, navigate, code, search, freeTests, sessionId]);

  // Once per visit (a ref: StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unlock();
  }, [unlock]);

  const error = claimState.error as ApiError | undefined;
  const status = error?.status;

  // Nobody signed in: the visitor may sign in in another tab (the registration mail's link opens
  // one) and come back here, where this session lives; coming back to the tab tries again.
  useEffect(() => {
    if (status !== 401) return;
    const retry = () => {
      if (document.visibilityState === 'visible') unlock();
    };
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', retry);
    return () => {
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [status, unlock]);

  // A screen that replaces the questionnaire: keyboards and screen readers start at its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [status]);

  if (status === 401) {
    const redirect = encodeURIComponent(`${pathname}${search}`);
    return (
      <div className={styles.screen} data-testid="questionnaire-sign-in">
        <QuestionHeading headingRef={headingRef}>{t('questionnaire.unlock.signIn.title')}</QuestionHeading>
        <p className={styles.lead}>{t('questionnaire.unlock.signIn.body')}</p>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to={`/user/login?redirect=${redirect}`}>
            {t('questionnaire.unlock.signIn.login')}
          </Link>
          <Link className={styles.secondaryLink} to={`/user/register?redirect=${redirect}`}>
            {t('questionnaire.unlock.signIn.register')}
          </Link>
        </div>
      </div>
    );
  }

  if (status === 403 || status === 404 || status === 409) {
    const key = freeTestMessageKey(error?.message);
    return (
      <div className={styles.screen} data-testid="questionnaire-unlock-refused">
        <QuestionHeading headingRef={headingRef}>{t('questionnaire.unlock.refused.title')}</QuestionHeading>
        <StatusMessage tone="error">
          {key ? t(key) : (error?.message ?? t('errors.connection'))}
        </StatusMessage>
        <div className={styles.actions}>
          <Link className={styles.primaryLink} to={`${freeTests}${withQuery(search, { orderNumber: null })}`}>
            {t('questionnaire.unlock.refused.freeTests')}
          </Link>
        </div>
      </div>
    );
  }

  if (claimState.isError) {
    return (
      <div className={styles.screen} data-testid="questionnaire-unlock-failed">
        <StatusMessage tone="error">{t(loadErrorKey(error))}</StatusMessage>
        <Button onClick={unlock}>{t('errors.retry')}</Button>
      </div>
    );
  }

  return (
    <div className={styles.screen} aria-busy="true" data-testid="questionnaire-unlocking">
      <Spinner decorative />
      <StatusMessage>{t('questionnaire.unlock.unlocking')}</StatusMessage>
    </div>
  );
}
