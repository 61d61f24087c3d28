// One question frame for every exam (issue 12): the IQ matrices and the questionnaires' scale
// use these same parts, so a heading, the navigation row, a failed save and the keyboard hint
// look and behave alike on both. Each screen keeps only what is its own (matrix and options,
// or the statement and its scale).
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { NS } from '../../i18n';
import styles from './question-frame.module.css';

/** The screen's h1 ("Question n of N", a part's end …): focused by the screen when it changes. */
export function QuestionHeading({
  headingRef,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** Previous on the left, the screen's forward action (Next, Submit, Get my result …) on the right. */
export function QuestionNav({
  onPrevious,
  previousDisabled = false,
  previousLabel,
  children,
}: {
  onPrevious: () => void;
  previousDisabled?: boolean;
  /** Default: the exam namespace's "Previous". */
  previousLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.nav}>
      <Button variant="secondary" disabled={previousDisabled} onClick={onPrevious}>
        {previousLabel ?? t('question.previous')}
      </Button>
      {children}
    </div>
  );
}

/** An answer the server did not take: said so, with a retry of that very answer. */
export function SaveFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <StatusMessage tone="error">
      {t('errors.saveFailed')}{' '}
      <Button variant="ghost" size="small" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </StatusMessage>
  );
}

/** Shown only where there is a keyboard-and-mouse setup (CSS); always the answers' description. */
export function KeysHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className={styles.keysHint} id={id}>
      {children}
    </p>
  );
}
