import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useChartWidth } from './use-chart-width';
import styles from './charts.module.css';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  sample: number;
  seed: boolean;
}

const LEFT = 4;
const VALUE_ROOM = 44; // for the value at the end of a bar
const ROW = 38;
const TOP = 6;
const MIN = 70;
const MAX = 130;
const TICKS = [70, 85, 100, 115, 130];

const scale = (width: number) => (iq: number) =>
  LEFT + ((Math.min(MAX, Math.max(MIN, iq)) - MIN) / (MAX - MIN)) * (width - VALUE_ROOM - LEFT);

/**
 * Average IQ per group as horizontal bars, each labelled on its own line above the bar (long
 * country names in any language fit a phone). The axis runs from 70 to 130 and says so; the
 * visitor's score, when known, is a dashed line. Seed figures are lighter and marked.
 * Screen readers get the same figures as a table.
 */
export function BarChart({
  title,
  rows,
  you,
  groupHeader,
  testId,
}: {
  title: string;
  rows: readonly BarRow[];
  you: number | null;
  groupHeader: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const number = new Intl.NumberFormat(i18n.language);
  const { ref, width } = useChartWidth<HTMLElement>();
  const xOf = scale(width);
  const height = TOP + rows.length * ROW + 26;
  const axisY = TOP + rows.length * ROW + 2;
  return (
    <figure ref={ref} className={styles.figure} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* The drawing repeats the table below for the eye; assistive technology reads the table. */}
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {TICKS.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={xOf(tick)} x2={xOf(tick)} y1={TOP} y2={axisY} />
            <text className={styles.tickLabel} x={xOf(tick)} y={axisY + 14} textAnchor="middle">
              {tick}
            </text>
          </g>
        ))}
        {rows.map((row, i) => {
          const y = TOP + i * ROW;
          const name = row.seed ? `${row.label} *` : row.label;
          return (
            <g key={row.key} data-testid={`bar-${row.key}`} data-seed={row.seed || undefined}>
              <text className={styles.barLabel} x={LEFT} y={y + 12}>
                {name}
                <tspan className={styles.barSample} dx={6}>
                  {row.seed
                    ? t('ranking.seedShort')
                    : t('ranking.sample', { count: row.sample, n: number.format(row.sample) })}
                </tspan>
              </text>
              <rect
                className={row.seed ? styles.barSeed : styles.bar}
                x={LEFT}
                y={y + 17}
                width={Math.max(2, xOf(row.value) - LEFT)}
                height={12}
                rx={2}
              />
              <text className={styles.barValue} x={xOf(row.value) + 4} y={y + 27}>
                {number.format(Math.round(row.value))}
              </text>
              {/* The visitor's score beside each bar, clear of the labels above them. */}
              {you !== null && (
                <line className={styles.youLine} x1={xOf(you)} x2={xOf(you)} y1={y + 14} y2={y + 32} />
              )}
            </g>
          );
        })}
      </svg>
      {/* The wrapper hides the table: a table grows to its content whatever its own width says, so
          hidden on itself it still widened the page (438 px on a 390 px phone, 609 px in German). */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupHeader}</th>
              <th scope="col">{t('ranking.average')}</th>
              <th scope="col">{t('ranking.sampleHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{number.format(Math.round(row.value))}</td>
                <td>{row.seed ? t('ranking.seedShort') : number.format(row.sample)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
