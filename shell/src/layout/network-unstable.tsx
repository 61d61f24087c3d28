import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { useAppDispatch } from '@iq/api';
import { networkRouteKind } from './network-route-kind';
import styles from './network-status.module.css';

/**
 * spec §4, §8 "Network unstable" (loaded when shown): on a payment page, Reload (the page checks
 * the order's status again, and the payment's idempotency key keeps it from being charged twice);
 * in the test, Refresh asks again for what failed without a reload, so the screen keeps its state
 * (answers saved on the server, the session and question page in session storage, an answer
 * whose save is waiting for its retry); elsewhere one retry, the same way.
 */
export function NetworkUnstable({
  onBack,
  reload = () => window.location.reload(),
}: {
  onBack: () => void;
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const kind = networkRouteKind(useLocation().pathname);
  const [stillOffline, setStillOffline] = useState(false);

  const askAgain = async () => {
    if (!navigator.onLine) return setStillOffline(true);
    const { refetchFailedQueries } = await import('@iq/api/query');
    dispatch(refetchFailedQueries());
    onBack(); // back if the calls are answered; two more without an answer show it again
  };

  return (
    <section className={styles.overlay} data-testid="network-unstable" data-kind={kind} aria-live="assertive">
      <StatusMessage tone="error">{t('network.disconnected')}</StatusMessage>
      {kind === 'payment' && <p>{t('network.reloadHint')}</p>}
      {kind === 'test' && <p>{t('network.refreshHint')}</p>}
      {stillOffline && <p role="status">{t('network.stillOffline')}</p>}
      <div className={styles.actions}>
        {kind === 'payment' ? (
          <Button onClick={reload}>{t('network.reload')}</Button>
        ) : (
          <Button onClick={() => void askAgain()}>
            {t(kind === 'test' ? 'network.refresh' : 'network.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
