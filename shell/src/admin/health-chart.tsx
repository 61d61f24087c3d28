// A build's health beside the live build's (issue 41): per minute over the last hour as small line
// charts (error rate, LCP p75, conversion), and the totals of both as a table, which is also the
// charts' text alternative. Refreshed every 10 s while the page is visible.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { HealthFigures, VitalName } from '@iq/contracts';
import { adminApi, HEALTH_MINUTES, type BuildHealthView, type Remote } from './admin-client';
import { failureText, type Failure } from './admin-text';
import {
  CHART_BOX,
  CHART_METRICS,
  UNIT_OF_METRIC,
  chartGeometry,
  formatFigure,
  type ChartMetric,
} from './health-series';
import { NS } from './i18n';
import { useVisibleInterval } from './use-visible-interval';
import styles from './admin-page.module.css';

export const HEALTH_REFRESH_MS = 10_000;

interface Healths {
  build: BuildHealthView;
  /** null when the remote has no live build to compare with. */
  live: BuildHealthView | null;
}

export function BuildHealth({
  remote,
  version,
  liveVersion,
  onClose,
}: {
  remote: Remote;
  version: string;
  liveVersion: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [healths, setHealths] = useState<Healths | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const asked = useRef(0);

  const load = useCallback(async () => {
    const mine = ++asked.current;
    const [build, live] = await Promise.all([
      adminApi.health(remote, version),
      liveVersion === null ? null : adminApi.health(remote, liveVersion),
    ]);
    if (mine !== asked.current) return; // a later refresh answers instead
    // A failure keeps the last figures on screen until new ones arrive.
    if (!build.ok) setFailure(build);
    else if (live && !live.ok) setFailure(live);
    else {
      setFailure(null);
      setHealths({ build: build.data, live: live?.ok ? live.data : null });
    }
  }, [remote, version, liveVersion]);

  useEffect(() => {
    void load();
  }, [load]);
  useVisibleInterval(() => void load(), HEALTH_REFRESH_MS);

  const minutes = healths?.build.windowMinutes ?? HEALTH_MINUTES;
  const title =
    liveVersion === null
      ? t('health.titleAlone', { remote, version })
      : t('health.title', { remote, version, live: liveVersion });

  return (
    <section
      className={styles.health}
      aria-labelledby={headingId}
      data-testid="health-chart"
      data-version={version}
    >
      <div className={styles.healthHeader}>
        <h3 id={headingId} className={styles.changeTitle}>
          {title}
        </h3>
        <Button variant="ghost" size="small" onClick={onClose}>
          {t('health.close')}
        </Button>
      </div>
      <p className={styles.muted}>{t('health.window', { count: minutes })}</p>
      {!healths && !failure && <Spinner aria-label={t('loading')} />}
      {failure && (
        <StatusMessage tone="error">
          {t('health.loadFailed', { version, message: failureText(t, failure) })}
        </StatusMessage>
      )}
      {healths && healths.build.totals.views === 0 && (
        <p className={styles.empty}>{t('health.empty', { count: minutes })}</p>
      )}
      {healths && healths.build.totals.views > 0 && <HealthFigures healths={healths} minutes={minutes} />}
    </section>
  );
}

function HealthFigures({ healths, minutes }: { healths: Healths; minutes: number }) {
  const { t } = useTranslation(NS);
  const { build, live } = healths;
  const names = {
    build: t('health.thisBuild', { version: build.version }),
    live: live ? t('health.liveBuild', { version: live.version }) : null,
  };
  const metrics = CHART_METRICS.filter(
    (metric) => metric !== 'conversion' || build.totals.conversion !== null,
  );
  return (
    <>
      <div className={styles.charts}>
        {metrics.map((metric) => (
          <LineChart key={metric} metric={metric} healths={healths} names={names} minutes={minutes} />
        ))}
      </div>
      <HealthTotals healths={healths} names={names} minutes={minutes} />
    </>
  );
}

interface Names {
  build: string;
  live: string | null;
}

function metricTitle(t: ReturnType<typeof useTranslation>['t'], metric: ChartMetric, figures: HealthFigures) {
  return metric === 'conversion' && figures.conversion
    ? t('health.charts.conversion', { from: figures.conversion.from, to: figures.conversion.to })
    : t(`health.charts.${metric}`);
}

function LineChart({
  metric,
  healths,
  names,
  minutes,
}: {
  metric: ChartMetric;
  healths: Healths;
  names: Names;
  minutes: number;
}) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const { build, live } = healths;
  const geometry = chartGeometry(live ? [build.points, live.points] : [build.points], metric);
  const [buildLine, liveLine] = geometry.lines;
  const unit = UNIT_OF_METRIC[metric];
  const title = metricTitle(t, metric, build.totals);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const { width, height, left, right, top, bottom } = CHART_BOX;
  return (
    <figure className={styles.chart} data-metric={metric}>
      <figcaption className={styles.chartTitle} id={`${id}-caption`}>
        {title}
      </figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {names.live
            ? t('health.chartDesc', { metric: title, build: names.build, live: names.live, count: minutes })
            : t('health.chartDescAlone', { metric: title, build: names.build, count: minutes })}
        </desc>
        {geometry.valueTicks.map((tick) => (
          <g key={tick.value} className={styles.chartGrid}>
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} />
            <text x={left - 6} y={tick.y} dominantBaseline="middle" textAnchor="end">
              {formatFigure(tick.value, unit, i18n.language)}
            </text>
          </g>
        ))}
        {geometry.timeTicks.map((tick, index) => (
          <text
            key={tick.at}
            className={styles.chartTime}
            x={tick.x}
            y={height - bottom + 16}
            textAnchor={geometry.timeTicks.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
          >
            {time.format(tick.at)}
          </text>
        ))}
        <line className={styles.chartAxis} x1={left} x2={left} y1={top} y2={height - bottom} />
        {liveLine && <path className={styles.lineLive} d={liveLine.path} data-line="live" />}
        {buildLine && <path className={styles.lineBuild} d={buildLine.path} data-line="build" />}
      </svg>
      <p className={styles.chartAxisLabel}>{t('health.time', { count: minutes })}</p>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatchBuild} aria-hidden="true" />
          {names.build}
        </li>
        {names.live && (
          <li>
            <span className={styles.swatchLive} aria-hidden="true" />
            {names.live}
          </li>
        )}
      </ul>
    </figure>
  );
}

const VITAL_ROWS: readonly VitalName[] = ['lcp', 'cls', 'inp', 'ttfb'];

function HealthTotals({ healths, names, minutes }: { healths: Healths; names: Names; minutes: number }) {
  const { t, i18n } = useTranslation(NS);
  const { build, live } = healths;
  const builds = live ? [build, live] : [build];
  const none = t('health.none');
  const figure = (value: number | null, unit: Parameters<typeof formatFigure>[1]) =>
    formatFigure(value, unit, i18n.language) ?? none;
  const count = (value: number) => figure(value, 'count');

  const rows: { key: string; label: string; cell: (view: BuildHealthView) => ReactNode }[] = [
    { key: 'views', label: t('health.totals.views'), cell: (view) => count(view.totals.views) },
    {
      key: 'errorViews',
      label: t('health.totals.errorViews'),
      cell: (view) => count(view.totals.errorViews),
    },
    {
      key: 'errorRate',
      label: t('health.totals.errorRate'),
      cell: (view) => figure(view.totals.errorRate, 'share'),
    },
    {
      key: 'loadFailures',
      label: t('health.totals.loadFailures'),
      cell: (view) => count(view.totals.loadFailures),
    },
    ...VITAL_ROWS.map((vital) => ({
      key: vital,
      label: t(`health.totals.vitals.${vital}`),
      cell: (view: BuildHealthView) => {
        const { p75, count: values } = view.totals.vitals[vital];
        return (
          <>
            {figure(p75, vital === 'cls' ? 'score' : 'ms')}{' '}
            <span className={styles.muted}>{t('health.totals.values', { count: values })}</span>
          </>
        );
      },
    })),
  ];
  const conversion = build.totals.conversion;
  if (conversion) {
    rows.push({
      key: 'conversion',
      label: t('health.totals.conversion', { from: conversion.from, to: conversion.to }),
      cell: (view) =>
        view.totals.conversion
          ? t('health.totals.conversionValue', {
              rate: figure(view.totals.conversion.rate, 'share'),
              reached: count(view.totals.conversion.reached),
              of: count(view.totals.conversion.of),
            })
          : none,
    });
  }

  return (
    <table className={styles.totals} data-testid="health-totals">
      <caption>{t('health.totals.caption', { count: minutes })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('health.totals.figure')}</th>
          <th scope="col">{names.build}</th>
          {names.live && <th scope="col">{names.live}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-figure={row.key}>
            <th scope="row">{row.label}</th>
            {builds.map((view, index) => (
              <td key={index}>{row.cell(view)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
