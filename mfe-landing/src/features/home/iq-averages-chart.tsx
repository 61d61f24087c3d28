import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { AXIS, IQ_BY_AGE, IQ_BY_COUNTRY } from './iq-averages';
import styles from './iq-averages.module.css';

interface Bar {
  label: string;
  value: number;
}

const ROW = 22; // viewBox units per bar
const LABEL = 110; // width of the label column
const WIDTH = 400;

/**
 * A horizontal bar chart in plain SVG (no chart library; the same markup on the server and in
 * the browser). The viewBox scales it to any width. Screen readers get the figure's label and
 * the table of values (visually hidden), not the drawing.
 */
function BarChart({ id, title, header, bars }: { id: string; title: string; header: string; bars: Bar[] }) {
  const { t } = useTranslation(NS);
  const height = bars.length * ROW + 20;
  const x = (value: number) =>
    LABEL +
    ((Math.min(AXIS.max, Math.max(AXIS.min, value)) - AXIS.min) / (AXIS.max - AXIS.min)) *
      (WIDTH - LABEL - 30);
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
      >
        {bars.map((bar, i) => (
          <g key={bar.label} transform={`translate(0 ${i * ROW})`}>
            <text className={styles.label} x={LABEL - 8} y={14} textAnchor="end">
              {bar.label}
            </text>
            <rect
              className={styles.bar}
              x={LABEL}
              y={3}
              width={x(bar.value) - LABEL}
              height={ROW - 6}
              rx={3}
            />
            <text className={styles.value} x={x(bar.value) + 4} y={14}>
              {bar.value}
            </text>
          </g>
        ))}
        {/* The population mean, for scale. */}
        <line className={styles.mean} x1={x(100)} x2={x(100)} y1={0} y2={bars.length * ROW} />
        {[AXIS.min, 100, AXIS.max].map((tick) => (
          <text key={tick} className={styles.tick} x={x(tick)} y={height - 4} textAnchor="middle">
            {tick}
          </text>
        ))}
      </svg>
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col">{t('charts.average')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** spec §2 home: average IQ by country and by age, captioned as illustrative display figures. */
export function IqAverages() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.averages} aria-labelledby="iq-averages-title" data-testid="iq-averages">
      <h2 id="iq-averages-title" className={styles.heading}>
        {t('charts.heading')}
      </h2>
      <p className={styles.note}>{t('charts.illustrative')}</p>
      <div className={styles.charts}>
        <BarChart
          id="iq-by-country"
          title={t('charts.byCountry')}
          header={t('charts.country')}
          bars={IQ_BY_COUNTRY.map(({ country, average }) => ({
            label: t(`charts.countries.${country}`),
            value: average,
          }))}
        />
        <BarChart
          id="iq-by-age"
          title={t('charts.byAge')}
          header={t('charts.age')}
          bars={IQ_BY_AGE.map(({ label, average }) => ({ label, value: average }))}
        />
      </div>
    </section>
  );
}
