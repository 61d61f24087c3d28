import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { withQuery } from '../checkout-route/checkout-query';
import styles from './plans.module.css';

/** Where the terms box's links lead: the cancel page, the personal centre, the terms of use. */
export interface TermsLinks {
  cancel: string;
  centre: string;
  agreement: string;
}

/**
 * spec §5 terms checkbox, as every step that starts or changes a recurring charge shows it (the
 * plans page and the upsell's plan packages): the terms in plain words, boxed, with how to
 * cancel and the terms of use; then the required tick box and, when the buyer went on without
 * it, the spec's message. The caller keeps the state and decides what to send.
 */
export function TermsBox({
  id,
  statement,
  links,
  accepted,
  onAcceptedChange,
  error,
}: {
  /** The checkbox's id (the statement and the message take it as their prefix). */
  id: string;
  /** The terms of this offer: amount, period, first and next charge. */
  statement: ReactNode;
  links: TermsLinks;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The spec's message once the buyer went on without the tick. */
  error: string | null;
}) {
  const { t } = useTranslation(NS);
  const statementId = `${id}-statement`;
  const errorId = `${id}-error`;
  return (
    <>
      <div id={statementId} className={styles.statement} data-testid="subscription-statement">
        {statement}
        <p className={styles.plain}>
          {t('plans.statement.cancel')}{' '}
          <Link className={styles.link} to={links.cancel} data-testid="cancel-link">
            {t('plans.cancelLink')}
          </Link>
          {' · '}
          <Link className={styles.link} to={links.centre} data-testid="centre-link">
            {t('plans.centreLink')}
          </Link>
        </p>
      </div>

      <div className={styles.termsField}>
        <label className={styles.check}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkbox}
            checked={accepted}
            onChange={(event) => onAcceptedChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${statementId} ${errorId}` : statementId}
            data-testid="terms-checkbox"
          />
          <span>{t('plans.termsLabel')}</span>
        </label>
        {/* A new tab: the offer, and the tick, stay where they are while the buyer reads. */}
        <a
          className={styles.termsLink}
          href={links.agreement}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="agreement-link"
        >
          {t('plans.agreementLink')}
        </a>
        {error && (
          <p id={errorId} className={styles.error} role="alert" data-testid="terms-error">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

/** The terms box's links for a checkout page of `{code}-{examId}` (the page's language kept). */
export function termsLinks(code: string, examId: number, search: string): TermsLinks {
  const hl = new URLSearchParams(search).get('hl');
  const language = hl ? withQuery('', { hl }) : '';
  return {
    cancel: `/cancel/subscription/${code}-${examId}${withQuery(search, { orderNumber: null, step: null })}`,
    centre: `/user/info/${code}-${examId}${language}`,
    agreement: `/agreement/${code}-${examId}${language}`,
  };
}
