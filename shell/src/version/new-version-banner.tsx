import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import styles from './new-version-banner.module.css';

interface Props {
  /** Whether offering a reload is safe now (build-version.ts isSafeMoment). */
  isSafe: () => boolean;
  /** Calls back whenever safety may have changed (navigation, store updates); returns an unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  onReload: () => void;
}

/**
 * "A new version is available — Reload", shown at a safe moment only: hidden on payment pages
 * and while a write is open, back when the visitor has left them. Polite: an empty live region
 * (role=status) is there first and the notice is put into it, focus stays where it is; closed
 * with its × button, or Escape while focus is inside it, for the rest of this page's life.
 */
export function NewVersionBanner({ isSafe, subscribe, onReload }: Props) {
  const { t } = useTranslation();
  const [safe, setSafe] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const update = () => setSafe(isSafe());
    update();
    return subscribe(update);
  }, [isSafe, subscribe]);
  const dismiss = () => setDismissed(true);
  return (
    <div role="status">
      {safe && !dismissed && (
        <div
          className={styles.banner}
          data-testid="new-version"
          onKeyDown={(event) => {
            if (event.key === 'Escape') dismiss();
          }}
        >
          <p className={styles.text}>{t('update.available')}</p>
          <div className={styles.actions}>
            <Button size="small" onClick={onReload}>
              {t('update.reload')}
            </Button>
            <Button
              variant="ghost"
              size="small"
              className={styles.dismiss}
              aria-label={t('update.dismiss')}
              onClick={dismiss}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
