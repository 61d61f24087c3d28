import { useTranslation } from 'react-i18next';
import { IQ_BANDS, populationShare } from '@iq/contracts';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** spec §2 home: the IQ classification chart, with each band's share of the population. */
export function IqChart() {
  const { t, i18n } = useTranslation(NS);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const maxShare = Math.max(...IQ_BANDS.map(populationShare));
  return (
    <figure className={styles.chart} aria-labelledby="iq-chart-title">
      <figcaption id="iq-chart-title" className={styles.chartTitle}>
        {t('chart.title')}
      </figcaption>
      <ul className={styles.bands}>
        {IQ_BANDS.map((band) => {
          const share = populationShare(band);
          const range =
            band.min === null
              ? `< ${band.max! + 1}`
              : band.max === null
                ? `> ${band.min - 1}`
                : `${band.min}–${band.max}`;
          return (
            <li key={band.id} className={styles.band}>
              <span className={styles.bandName}>{t(`bands.${band.id}`)}</span>
              <span className={styles.bandRange}>{range}</span>
              <meter className={styles.bandMeter} min={0} max={maxShare} value={share} />
              <span className={styles.bandShare}>{percent.format(share)} %</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
