import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { NS } from '../../i18n';
import styles from './in-app-mask.module.css';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * "Copy link" for pasting into the system browser. The confirmation shows only once the clipboard
 * has taken the link; where there is no clipboard (many app web views, plain http) or it refuses,
 * the link is shown selected, for the visitor's own copy gesture.
 */
export function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<CopyState>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state !== 'manual') return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [state]);

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      setState('manual');
      return;
    }
    clipboard.writeText(url).then(
      () => setState('copied'),
      () => setState('manual'),
    );
  };

  return (
    <div className={styles.copy}>
      <Button fullWidth onClick={copy} data-testid="in-app-mask-copy">
        {t('inAppMask.copy')}
      </Button>
      {state === 'manual' && (
        <div className={styles.manual}>
          <label className={styles.manualLabel} htmlFor="in-app-mask-link">
            {t('inAppMask.copyManually')}
          </label>
          <input
            ref={fieldRef}
            id="in-app-mask-link"
            className={styles.link}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {/* Present from the start, so a screen reader announces the text when it appears. */}
      <p className={styles.confirmation} role="status" data-testid="in-app-mask-copied">
        {state === 'copied' ? t('inAppMask.copied') : ''}
      </p>
    </div>
  );
}
