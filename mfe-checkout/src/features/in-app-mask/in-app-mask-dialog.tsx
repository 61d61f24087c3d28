import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import type { DeviceOs } from '@iq/contracts';
import { NS } from '../../i18n';
import { CopyLink } from './copy-link';
import styles from './in-app-mask.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The layer itself: a modal dialog that takes the focus and keeps it (Tab wraps, focus that
 * escapes is pulled back), Escape = continue here, and gives it back on close.
 */
export function InAppMaskDialog({
  os,
  url,
  onContinue,
}: {
  os: DeviceOs;
  url: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest handler without re-running the focus effect (which would move the focus again).
  const continueRef = useRef(onContinue);
  continueRef.current = onContinue;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        continueRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (before?.isConnected) before.focus();
    };
  }, []);

  const steps = os === 'ios' ? 'ios' : os === 'android' ? 'android' : 'other';
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid="in-app-mask"
      >
        <h2 id={titleId} className={styles.title}>
          {t('inAppMask.title')}
        </h2>
        <p id={bodyId} className={styles.body}>
          {t('inAppMask.body')}
        </p>
        <h3 className={styles.stepsTitle}>{t('inAppMask.stepsTitle')}</h3>
        <ol className={styles.steps} data-testid={`in-app-mask-steps-${steps}`}>
          <li>{t(`inAppMask.steps.${steps}.menu`)}</li>
          <li>{t(`inAppMask.steps.${steps}.open`)}</li>
        </ol>
        <CopyLink url={url} />
        <Button variant="ghost" fullWidth onClick={onContinue} data-testid="in-app-mask-continue">
          {t('inAppMask.continue')}
        </Button>
      </div>
    </div>
  );
}
