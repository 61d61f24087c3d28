import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useChartWidth } from './use-chart-width';
import { IQ_MEAN, normalPdf } from '../score/normal-curve';
import type { ScoreDisplay } from '../score/score-display';
import styles from './charts.module.css';

// Drawn in CSS pixels at the figure's own width (text stays 11–13 px); the height is fixed.
const HEIGHT = 190;
const LEFT = 16;
const BASE = 150;
const PEAK = 48;
const MIN_IQ = 40;
const MAX_IQ = 160;
const TICKS = [55, 70, 85, 100, 115, 130, 145];

const yOf = (iq: number) => BASE - (normalPdf(iq) / normalPdf(IQ_MEAN)) * (BASE - PEAK);

function curvePath(xOf: (iq: number) => number, from: number, to: number, closed: boolean): string {
  const points: string[] = [];
  for (let iq = from; iq <= to + 1e-9; iq += 1) points.push(`${xOf(iq).toFixed(1)},${yOf(iq).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  return closed
    ? `M${xOf(from).toFixed(1)},${BASE}L${points.join('L')}L${xOf(to).toFixed(1)},${BASE}Z`
    : line;
}

/**
 * The IQ scale's reference population (spec §1 "ranking against the population") with the
 * visitor's place: the share below them shaded, a marker at the score, or at the end of the
 * measurable range with an arrow outward when the score is a bound.
 */
export function BellCurve({ score }: { score: ScoreDisplay | null }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { ref, width: measured } = useChartWidth<HTMLElement>();
  // Wider than a tablet's column the curve gets flat and far to read: keep it at 640 px at most.
  const width = Math.min(measured, 640);
  const xOf = (iq: number) => LEFT + ((iq - MIN_IQ) / (MAX_IQ - MIN_IQ)) * (width - 2 * LEFT);
  const at = score
    ? Math.min(MAX_IQ, Math.max(MIN_IQ, score.kind === 'exact' ? score.score : score.limit))
    : null;
  const label = !score
    ? null
    : score.kind === 'exact'
      ? t('ranking.curve.you', { score: score.score })
      : t(`ranking.curve.${score.direction}`, { limit: score.limit });
  const x = at === null ? 0 : xOf(at);
  const arrow = score?.kind === 'bound' ? (score.direction === 'above' ? 1 : -1) : 0;
  // Keep the marker's label inside the drawing near the ends.
  const anchor = x > width - 70 ? 'end' : x < 70 ? 'start' : 'middle';
  return (
    <figure ref={ref} className={styles.figure} data-testid="bell-curve">
      <svg
        className={styles.curve}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        focusable="false"
      >
        <title id={titleId}>
          {label ? `${t('ranking.curve.title')}. ${label}` : t('ranking.curve.title')}
        </title>
        <path className={styles.curveArea} d={curvePath(xOf, MIN_IQ, MAX_IQ, true)} />
        {at !== null && (
          <path
            className={styles.curveBelow}
            d={curvePath(xOf, MIN_IQ, at, true)}
            data-testid="curve-below"
          />
        )}
        <path className={styles.curveLine} d={curvePath(xOf, MIN_IQ, MAX_IQ, false)} />
        <line className={styles.axis} x1={LEFT} x2={width - LEFT} y1={BASE} y2={BASE} />
        {TICKS.map((tick) => (
          <g key={tick}>
            <line className={styles.tick} x1={xOf(tick)} x2={xOf(tick)} y1={BASE} y2={BASE + 4} />
            <text className={styles.tickLabel} x={xOf(tick)} y={BASE + 17} textAnchor="middle">
              {tick}
            </text>
          </g>
        ))}
        {at !== null && label && (
          <g data-testid="curve-marker">
            <line className={styles.marker} x1={x} x2={x} y1={BASE} y2={28} />
            {arrow !== 0 && (
              <path
                className={styles.markerArrow}
                d={`M${x},36 l${arrow * 14},0 l${-arrow * 5},-4 M${x + arrow * 14},36 l${-arrow * 5},4`}
              />
            )}
            <text className={styles.markerLabel} x={x} y={20} textAnchor={anchor}>
              {label}
            </text>
          </g>
        )}
        <text className={styles.axisTitle} x={width / 2} y={HEIGHT - 4} textAnchor="middle">
          {t('ranking.curve.axis')}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        {score?.kind === 'bound'
          ? t('ranking.curve.captionBound', { limit: score.limit })
          : t('ranking.curve.caption')}
      </figcaption>
    </figure>
  );
}
