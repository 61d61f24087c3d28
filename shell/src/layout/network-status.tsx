import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import { useHydrated } from '../remotes/prerendered';
import styles from './network-status.module.css';

/** spec §8 "Network unstable": reload (to secure a payment) or refresh (test; answers are kept). */
export function NetworkStatus() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const hydrated = useHydrated();
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (online || !hydrated) return null;
  return (
    <section className={styles.overlay} data-testid="network-unstable" aria-live="assertive">
      <StatusMessage tone="error">{t('network.disconnected')}</StatusMessage>
      <p>{t('network.reloadHint')}</p>
      <p>{t('network.refreshHint')}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('network.reload')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('network.refresh')}
        </Button>
      </div>
    </section>
  );
}
