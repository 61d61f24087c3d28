import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './tiers.module.css';

const STORAGE_KEY = 'IQ-offer-started';
const OFFER_MS = 10 * 60 * 1000;

function offerStartedAt(now: number): number {
  try {
    const kept = Number(sessionStorage.getItem(STORAGE_KEY));
    if (Number.isFinite(kept) && kept > 0 && kept <= now) return kept;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // blocked storage: the timer starts with the page
  }
  return now;
}

function mmss(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * spec §4 "an expiry countdown runs on the IQ result offer". It is display copy, and says so:
 * the prices come from the server and do not change when it ends.
 */
export function OfferCountdown() {
  const { t } = useTranslation(NS);
  const [startedAt] = useState(() => offerStartedAt(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const left = startedAt + OFFER_MS - now;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className={styles.offer} data-testid="offer-countdown">
      <span className={styles.offerLabel}>{t('offer.label')}</span>
      {/* Not a live region: a screen reader hears the time when it reaches it, not every second. */}
      <span className={styles.offerClock} role="timer">
        {mmss(left)}
      </span>
      <span className={styles.offerNote}>{left > 0 ? t('offer.note') : t('offer.ended')}</span>
    </div>
  );
}
