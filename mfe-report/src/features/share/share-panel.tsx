import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusMessage } from '@iq/design-system';
import type { OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import { useShareReportMutation, type SharePart } from '../../api/report-api';
import { loadErrorKey } from '../report-route/load-error';
import { copyText } from './copy-text';
import { ShareNetworkLinks } from './share-network-links';
import styles from './share.module.css';

/** The parts this order can share: nothing that its tier locks. */
export function shareableParts(report: OrderReport): SharePart[] {
  const parts: SharePart[] = [];
  if (!report.iq.locked) parts.push('score', 'band', 'percentile');
  if (!report.certificate.locked) parts.push('certificate');
  return parts;
}

/**
 * spec §3 report action "share": the owner chooses what the link shows (POST info/share), then
 * copies it or posts it on a social network (spec §7). The shared view carries only those
 * parts, never the order number.
 */
export function SharePanel({ report }: { report: OrderReport }) {
  const { t } = useTranslation(NS);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const available = shareableParts(report);
  if (available.length === 0) return null;
  return (
    <div className={styles.share}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="share-toggle"
      >
        {t('share.action')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && <ShareForm orderNumber={report.orderNumber} available={available} />}
      </div>
    </div>
  );
}

function ShareForm({ orderNumber, available }: { orderNumber: string; available: SharePart[] }) {
  const { t } = useTranslation(NS);
  const [chosen, setChosen] = useState<SharePart[]>(available.filter((part) => part !== 'certificate'));
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [share, { isLoading }] = useShareReportMutation();
  const linkRef = useRef<HTMLInputElement>(null);

  const toggle = (part: SharePart, on: boolean) => {
    setChosen((current) =>
      on ? available.filter((p) => p === part || current.includes(p)) : current.filter((p) => p !== part),
    );
    setLink(null);
    setCopied(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCopied(null);
    if (chosen.length === 0) return setError(t('share.chooseOne'));
    setError(null);
    try {
      const { path } = await share({ orderNumber, parts: chosen }).unwrap();
      setLink(`${window.location.origin}${path}`);
    } catch (failure) {
      setError(t(loadErrorKey(failure as Parameters<typeof loadErrorKey>[0])));
    }
  };
  const copy = async () => {
    if (!link) return;
    const ok = await copyText(link);
    setCopied(ok);
    if (!ok) {
      // Ready for the reader's own copy.
      linkRef.current?.focus();
      linkRef.current?.select();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="share-form">
      <fieldset className={styles.parts}>
        <legend className={styles.legend}>{t('share.legend')}</legend>
        {available.map((part) => (
          <label key={part} className={styles.part}>
            <input
              type="checkbox"
              name="parts"
              value={part}
              checked={chosen.includes(part)}
              onChange={(event) => toggle(part, event.target.checked)}
            />
            {t(`share.parts.${part}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{t('share.privacy')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={isLoading} data-testid="share-create">
        {t('share.create')}
      </Button>
      {link && (
        <div className={styles.result}>
          <label htmlFor="share-link" className={styles.legend}>
            {t('share.linkLabel')}
          </label>
          <div className={styles.row}>
            <input
              ref={linkRef}
              id="share-link"
              className={styles.input}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              data-testid="share-link"
            />
            <Button onClick={() => void copy()} data-testid="share-copy">
              {t('share.copy')}
            </Button>
          </div>
          {copied === true && <StatusMessage tone="success">{t('share.copied')}</StatusMessage>}
          {copied === false && (
            <StatusMessage tone="error" title={t('share.copyFailed')}>
              <p className={styles.plain}>{t('share.copyYourself')}</p>
            </StatusMessage>
          )}
          <ShareNetworkLinks link={link} />
        </div>
      )}
    </form>
  );
}
