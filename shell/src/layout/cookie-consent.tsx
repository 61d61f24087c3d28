import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { clientStorage } from '@iq/api';
import { useHydrated } from '../remotes/prerendered';
import styles from './cookie-consent.module.css';

const CONSENT_KEY = 'cookie-consent';

/** spec §2: cookie consent banner with an accept button. */
export function CookieConsent() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => clientStorage.readConfig<boolean>(CONSENT_KEY) === true);
  // Stored consent is the browser's: a prerendered page shows the banner once it is hydrated.
  const hydrated = useHydrated();
  if (accepted || !hydrated) return null;
  return (
    <section className={styles.banner} aria-label={t('cookie.label')} data-testid="cookie-consent">
      <p className={styles.text}>{t('cookie.text')}</p>
      <Button
        size="small"
        onClick={() => {
          clientStorage.writeConfig(CONSENT_KEY, true);
          setAccepted(true);
        }}
      >
        {t('cookie.accept')}
      </Button>
    </section>
  );
}
