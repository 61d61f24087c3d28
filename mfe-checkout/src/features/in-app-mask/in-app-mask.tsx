import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '@iq/api';
import { detectDevice, type DeviceInfo } from '@iq/contracts';
import { useAddressBarHandoff } from './address-bar-handoff';
import { InAppMaskDialog } from './in-app-mask-dialog';
import { rememberMaskDismissed, wasMaskDismissed } from './mask-dismissal';
import styles from './in-app-mask.module.css';

/**
 * spec §7 "Device detection by user agent … sets a mask-layer flag": in an app's built-in browser,
 * before payment, a layer asks the visitor to open the page in the system browser (payment pages
 * and wallets often fail inside apps). The page under it is inert until the visitor chooses; they
 * can always continue here. Decided after mount, so a server-rendered or prerendered page (no
 * user agent) and the first client render agree.
 */
export function InAppMask({ enabled = true, children }: { enabled?: boolean; children: ReactNode }) {
  const [device, setDevice] = useState<DeviceInfo | null>(null);
  useEffect(() => {
    if (!enabled || wasMaskDismissed()) return;
    const detected = detectDevice(navigator.userAgent);
    if (detected.inApp) setDevice(detected);
  }, [enabled]);
  const open = enabled && device !== null;
  // Issue 13: the app's menu ("Open in Safari") takes the address bar along, so it carries a code
  // while the mask is up (a code needs the tab's session; a retry by order number has its own key).
  const session = useAppSelector((state) => state.runtime.examSession);
  useAddressBarHandoff(open && session !== null);
  const continueHere = useCallback(() => {
    rememberMaskDismissed();
    setDevice(null);
  }, []);

  return (
    <>
      {/* inert + aria-hidden: while the layer is up, nothing under it can be clicked, focused or read. */}
      <div className={styles.underlay} inert={open} aria-hidden={open || undefined}>
        {children}
      </div>
      {open &&
        createPortal(
          <InAppMaskDialog os={device.os} url={window.location.href} onContinue={continueHere} />,
          document.body,
        )}
    </>
  );
}
