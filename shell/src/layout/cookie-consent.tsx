// spec §2 and §4: the cookie banner and the consent-gated tracker. The banner asks only where a
// grant is possible (a European country code, a mode without 'fb'); everything stays denied until
// the visitor accepts, and the choice is kept in the client session.
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  chooseConsent,
  currentConsent,
  rememberQuery,
  startTracking,
  subscribeConsent,
  useAppSelector,
} from '@iq/api';
import { Button } from '@iq/design-system';
import { useHydrated } from '../remotes/prerendered';
import { readTrackingConfig } from '../tracking/tracking-config';
import styles from './cookie-consent.module.css';

/** spec §2: the privacy policy page the banner links to. */
export const PRIVACY_POLICY_PATH = '/privacy';

/**
 * The sentence around its one `<tag>link text</tag>`: [before, link text, after]. (The shell's
 * react-i18next is a subset without Trans, which would add to every page's first view.)
 */
export function splitLink(text: string, tag: string): [string, string, string] {
  const match = new RegExp(`^([\\s\\S]*)<${tag}>([\\s\\S]*?)</${tag}>([\\s\\S]*)$`).exec(text);
  return match ? [match[1]!, match[2]!, match[3]!] : [text, '', ''];
}

const bannerOffered = () => currentConsent().offerBanner;
const notOnServer = () => false;

export function CookieConsent() {
  const { t } = useTranslation();
  const { logid, countryCode, mode } = useAppSelector((state) => state.runtime);
  const { search } = useLocation();
  // Consent is the browser's session: a prerendered page shows the banner once it is hydrated.
  const hydrated = useHydrated();
  const offered = useSyncExternalStore(subscribeConsent, bannerOffered, notOnServer);

  useEffect(() => {
    startTracking({ logid, countryCode, mode, config: readTrackingConfig(document) });
  }, [logid, countryCode, mode]);
  // spec §9: the tracked query keys of every page the visitor arrives at survive navigation.
  useEffect(() => rememberQuery(search), [search]);

  if (!offered || !hydrated) return null;
  const [before, linkText, after] = splitLink(t('cookie.text'), 'privacy');
  return (
    <section className={styles.banner} aria-label={t('cookie.label')} data-testid="cookie-consent">
      <p className={styles.text}>
        {before}
        {linkText && <Link to={PRIVACY_POLICY_PATH}>{linkText}</Link>}
        {after}
      </p>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={() => chooseConsent('declined')}>
          {t('cookie.decline')}
        </Button>
        <Button size="small" onClick={() => chooseConsent('accepted')}>
          {t('cookie.accept')}
        </Button>
      </div>
    </section>
  );
}
