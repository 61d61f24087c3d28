// A remote's canary analysis (issue 41), running or the last one that ended: its state, the share
// now among its steps, its rules, each gate's last outcome with the numbers, and why it ended. A
// campaign manager may stop a running one (the change form asks why).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iq/design-system';
import { ANALYSIS_GATES } from '@iq/contracts';
import type { AnalysisView, Remote } from './admin-client';
import { formatMoment } from './admin-text';
import { toleranceForPeople } from './analysis-config';
import { UNIT_OF_GATE, formatFigure, formatP } from './health-series';
import { NS } from './i18n';
import styles from './admin-page.module.css';

export function AnalysisPanel({
  remote,
  analysis,
  canWrite,
  onStop,
}: {
  remote: Remote;
  analysis: AnalysisView;
  canWrite: boolean;
  /** Opens the form that stops it (campaign managers, running analyses only). */
  onStop: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const locale = i18n.language;
  const none = t('health.none');
  const running = analysis.state === 'running';
  const { config } = analysis;
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 }).format(value);
  const columns = {
    gate: t('analysis.gates.columns.gate'),
    outcome: t('analysis.gates.columns.outcome'),
    canary: t('analysis.gates.columns.canary'),
    live: t('analysis.gates.columns.live'),
    p: t('analysis.gates.columns.p'),
    summary: t('analysis.gates.columns.summary'),
  };
  const measured = (
    gate: AnalysisView['gates'][number]['gate'],
    side: { value: number | null; count: number },
  ) =>
    t('analysis.gates.measured', {
      value: formatFigure(side.value, UNIT_OF_GATE[gate], locale) ?? none,
      count: side.count,
    });

  return (
    <section
      className={styles.analysis}
      aria-labelledby={`${id}-title`}
      data-testid="analysis-panel"
      data-state={analysis.state}
    >
      <div className={styles.healthHeader}>
        <h3 id={`${id}-title`} className={styles.changeTitle}>
          {t('analysis.title', { remote, version: analysis.version })}
        </h3>
        <strong className={styles.analysisState} data-state={analysis.state}>
          {t(`analysis.states.${analysis.state}`)}
        </strong>
      </div>
      <dl className={styles.facts}>
        <dt>{t('analysis.against')}</dt>
        <dd>{analysis.liveVersion ? <code>{analysis.liveVersion}</code> : t('analysis.noLive')}</dd>
        {running && (
          <>
            <dt>{t('analysis.shareNow')}</dt>
            <dd>{t('builds.share', { share: analysis.share })}</dd>
          </>
        )}
        <dt id={`${id}-steps`}>{t('analysis.steps')}</dt>
        <dd>
          <ol className={styles.steps} aria-labelledby={`${id}-steps`}>
            {config.steps.map((step, index) => (
              <li key={step} aria-current={index === analysis.stepIndex ? 'step' : undefined}>
                {index === analysis.stepIndex ? (
                  <strong>{t('builds.share', { share: step })}</strong>
                ) : (
                  t('builds.share', { share: step })
                )}
              </li>
            ))}
          </ol>
        </dd>
        <dt>{t('analysis.started')}</dt>
        <dd>
          <time dateTime={analysis.startedAt}>{formatMoment(analysis.startedAt, locale)}</time>
        </dd>
        {running && (
          <>
            <dt>{t('analysis.stepStarted')}</dt>
            <dd>
              <time dateTime={analysis.stepStartedAt}>{formatMoment(analysis.stepStartedAt, locale)}</time>
            </dd>
          </>
        )}
        {analysis.decidedAt && (
          <>
            <dt>{t('analysis.decided')}</dt>
            <dd>
              <time dateTime={analysis.decidedAt}>{formatMoment(analysis.decidedAt, locale)}</time>
            </dd>
          </>
        )}
        <dt>{t('analysis.rules')}</dt>
        <dd>
          <p className={styles.factLine}>
            {t('analysis.rulesValue', { minSample: config.minSample, alpha: number(config.alpha) })}
          </p>
          <ul className={styles.tolerances}>
            {ANALYSIS_GATES.filter((gate) => config.gates[gate] !== undefined).map((gate) => {
              const tolerance = toleranceForPeople(gate, config.gates[gate]!);
              // count picks "point" or "points" for the rates (the p75s' text has no plural forms).
              return (
                <li key={gate}>
                  {t(`analysis.tolerances.${gate}`, { count: tolerance, value: number(tolerance) })}
                </li>
              );
            })}
          </ul>
        </dd>
      </dl>
      {!running && analysis.reason && (
        <p className={styles.analysisReason}>{t('analysis.reason', { reason: analysis.reason })}</p>
      )}
      {analysis.gates.length === 0 ? (
        <p className={styles.empty}>{t('analysis.gates.none')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{t('analysis.gates.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.gate}</th>
              <th scope="col">{columns.outcome}</th>
              <th scope="col">{columns.canary}</th>
              <th scope="col">{columns.live}</th>
              <th scope="col">{columns.p}</th>
              <th scope="col">{columns.summary}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.gates.map((gate) => (
              <tr key={gate.gate} data-gate={gate.gate} data-outcome={gate.outcome}>
                <th scope="row" data-label={columns.gate}>
                  {t(`analysis.gates.names.${gate.gate}`)}
                </th>
                <td data-label={columns.outcome}>
                  <strong className={styles.outcomeText} data-outcome={gate.outcome}>
                    {t(`analysis.gates.outcomes.${gate.outcome}`)}
                  </strong>
                </td>
                <td data-label={columns.canary}>{measured(gate.gate, gate.canary)}</td>
                <td data-label={columns.live}>{measured(gate.gate, gate.live)}</td>
                <td data-label={columns.p}>{formatP(gate.p, locale) ?? none}</td>
                <td data-label={columns.summary} className={styles.summary}>
                  {gate.summary}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && running && (
        <div className={styles.remoteActions}>
          <Button variant="secondary" size="small" onClick={onStop}>
            {t('analysis.stop')}
          </Button>
        </div>
      )}
    </section>
  );
}
