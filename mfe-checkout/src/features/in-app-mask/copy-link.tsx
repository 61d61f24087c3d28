import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { NS } from '../../i18n';
import { useCreateSessionHandoffMutation } from '../../api/session-handoff-api';
import { withHandoff } from './session-handoff';
import styles from './in-app-mask.module.css';

type CopyState = 'idle' | 'working' | 'copied' | 'manual' | 'failed';

/**
 * "Copy link" for pasting into the system browser. The link carries a one-use hand-over code
 * (issue 13: the system browser's tab has no session of its own), asked from the exam service on
 * the press. The confirmation shows only once the service has answered and the clipboard has taken
 * the link; where there is no clipboard (many app web views, plain http) or it refuses, the link is
 * shown selected, for the visitor's own copy gesture. A failed request says what to do.
 */
export function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation(NS);
  const [createHandoff] = useCreateSessionHandoffMutation();
  const [{ state, link }, setCopy] = useState<{ state: CopyState; link: string }>({
    state: 'idle',
    link: url,
  });
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state !== 'manual') return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [state]);

  const copy = () => {
    if (state === 'working') return;
    setCopy({ state: 'working', link: url });
    const handedOver = createHandoff()
      .unwrap()
      .then(({ code }) => withHandoff(url, code));
    const copied = copyWhenReady(handedOver);
    void Promise.allSettled([handedOver, copied]).then(([link, clipboard]) => {
      if (link.status === 'rejected') setCopy({ state: 'failed', link: url });
      else setCopy({ state: clipboard.status === 'fulfilled' ? 'copied' : 'manual', link: link.value });
    });
  };

  return (
    <div className={styles.copy}>
      <Button fullWidth onClick={copy} aria-busy={state === 'working'} data-testid="in-app-mask-copy">
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
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {/* Present from the start, so a screen reader announces the text when it appears. */}
      <p className={styles.confirmation} role="status" data-testid="in-app-mask-copied">
        {state === 'copied' ? t('inAppMask.copied') : ''}
      </p>
      <p className={styles.failure} role="alert" data-testid="in-app-mask-link-failed">
        {state === 'failed' ? t('inAppMask.linkFailed') : ''}
      </p>
    </div>
  );
}

/**
 * Writes the link to the clipboard once it is known. WebKit (Safari, iOS app browsers) lets a
 * page write only during the tap, and the service's answer comes after it: there the write starts
 * now with the text still pending (a ClipboardItem holding a promise). Elsewhere, or when that is
 * refused, writeText once the link is there (Chromium keeps the tap's permission for seconds).
 */
function copyWhenReady(link: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  const writeText = () =>
    link.then((text) => {
      if (!clipboard?.writeText) throw new Error('no clipboard');
      return clipboard.writeText(text);
    });
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    const blob = link.then((text) => new Blob([text], { type: 'text/plain' }));
    blob.catch(() => undefined); // the failed request is reported by the caller
    try {
      return clipboard.write([new ClipboardItem({ 'text/plain': blob })]).catch(writeText);
    } catch {
      return writeText();
    }
  }
  return writeText();
}
