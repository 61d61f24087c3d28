import { useTranslation } from 'react-i18next';
import type { OrderReport } from '@iq/contracts';
import { NS } from '../../i18n';
import type { LockOffers } from '../locks/lock-offer';
import { LockedPart } from '../locks/locked-part';
import { DownloadButton } from './download-button';
import styles from './downloads.module.css';

/** spec §1 "a 21-page report that can be downloaded as PDF" (the certificate has its own section). */
export function DownloadsSection({ report, offerFor }: { report: OrderReport; offerFor: LockOffers }) {
  const { t } = useTranslation(NS);
  const pdf = report.items.find((item) => item.key === 'report21');
  return (
    <section className={styles.section} aria-labelledby="downloads-title" data-testid="downloads">
      <h2 id="downloads-title">{t('downloads.title')}</h2>
      {pdf?.locked && pdf.unlockedBy ? (
        <LockedPart
          part="reportPdf"
          offer={offerFor({ unlockedBy: pdf.unlockedBy, upgradable: pdf.upgradable })}
        />
      ) : (
        <div className={styles.list}>
          <DownloadButton orderNumber={report.orderNumber} file="report" label={t('downloads.reportPdf')} />
          <p className={styles.note}>{t('downloads.reportNote')}</p>
        </div>
      )}
    </section>
  );
}
