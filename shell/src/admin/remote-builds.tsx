// One remote's builds, and for a campaign manager the changes each build allows; its canary
// analysis, and the health of a build against the live build's (issue 41).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage, type StatusTone } from '@iq/design-system';
import type { AnalysisConfig, AnalysisView, BuildView, Remote } from './admin-client';
import { failureText, formatMoment, type Loadable } from './admin-text';
import { AnalysisForm } from './analysis-form';
import { AnalysisPanel } from './analysis-panel';
import { ChangeForm, type Change } from './change-form';
import { BuildHealth } from './health-chart';
import { NS } from './i18n';
import styles from './admin-page.module.css';

/** A change, or a canary started with its analysis (its own form). */
type Opened = Change | { kind: 'analysis'; version: string; dropped?: string[] };

interface Outcome {
  tone: StatusTone;
  text: string;
}

export function RemoteBuilds({
  remote,
  builds,
  analysis,
  analysisDefaults,
  canWrite,
  onChanged,
}: {
  remote: Remote;
  builds: Loadable<BuildView[]>;
  /** The remote's running analysis or the last that ended; ready with null when it has none. */
  analysis: Loadable<AnalysisView | null>;
  /** The gateway's default analysis; null while unknown (no analysis can be started then). */
  analysisDefaults: AnalysisConfig | null;
  canWrite: boolean;
  /** After the server answered a change: reload the lists. */
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(NS);
  const [change, setChange] = useState<Opened | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const healthId = `${idPrefix}-health`;
  const healthRef = useRef<HTMLDivElement>(null);
  const healthOpener = useRef<HTMLElement | null>(null);
  // The chart shown: the one picked with a build's Health button, else the canary's (unless closed).
  const [picked, setPicked] = useState<string | null>(null);
  const [closedDefault, setClosedDefault] = useState<string | null>(null);

  const list = builds.status === 'ready' ? builds.data : [];
  const liveVersion = list.find((build) => build.live)?.version ?? null;
  const current = analysis.status === 'ready' ? analysis.data : null;
  const canaryVersion =
    (current?.state === 'running' ? current.version : null) ??
    list.find((build) => !build.live && build.canaryShare !== null)?.version ??
    null;
  const defaultHealth = canaryVersion !== closedDefault ? canaryVersion : null;
  const wanted = picked ?? defaultHealth;
  const shownHealth = list.some((build) => build.version === wanted && !build.live) ? wanted : null;

  function toggleHealth(version: string, button: HTMLElement) {
    healthOpener.current = button;
    if (shownHealth === version) {
      closeHealth();
      return;
    }
    setPicked(version);
    requestAnimationFrame(() => healthRef.current?.focus());
  }

  /** Closes whichever chart is open: the canary's does not come back by itself. */
  function closeHealth() {
    setClosedDefault(canaryVersion);
    setPicked(null);
    // Back to the button that opened it, or for the canary's chart (opened by itself) to its row's.
    const button = healthOpener.current ?? document.getElementById(`${idPrefix}-health-${shownHealth}`);
    button?.focus();
    healthOpener.current = null;
  }

  function open(next: Opened) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOutcome(null);
    setChange(next);
  }

  function cancel() {
    setChange(null);
    opener.current?.focus();
  }

  function answered(ok: boolean, text: string) {
    setOutcome({ tone: ok ? 'success' : 'error', text });
    // Refused: the form stays, to correct and send again; done: the answer takes the focus.
    if (ok) {
      setChange(null);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
    void onChanged();
  }

  const title = t('builds.title', { remote });
  const columns = {
    version: t('builds.columns.version'),
    published: t('builds.columns.published'),
    live: t('builds.columns.live'),
    canary: t('builds.columns.canary'),
    variants: t('builds.columns.variants'),
    pages: t('builds.columns.pages'),
    health: t('builds.columns.health'),
    actions: t('builds.columns.actions'),
  };

  return (
    <Card title={title} className={styles.remote} data-remote={remote}>
      {canWrite && (
        <div className={styles.remoteActions}>
          <Button variant="secondary" size="small" onClick={() => open({ kind: 'rollback' })}>
            {t('builds.rollback', { remote })}
          </Button>
        </div>
      )}
      {builds.status === 'loading' && <Spinner aria-label={t('loading')} />}
      {builds.status === 'failed' && (
        <StatusMessage tone="error">
          {t('builds.loadFailed', { remote, message: failureText(t, builds.failure) })}
        </StatusMessage>
      )}
      {builds.status === 'ready' && builds.data.length === 0 && (
        <p className={styles.empty}>{t('builds.empty', { remote })}</p>
      )}
      {builds.status === 'ready' && builds.data.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.version}</th>
              <th scope="col">{columns.published}</th>
              <th scope="col">{columns.live}</th>
              <th scope="col">{columns.canary}</th>
              <th scope="col">{columns.variants}</th>
              <th scope="col">{columns.pages}</th>
              <th scope="col">{columns.health}</th>
              {canWrite && <th scope="col">{columns.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {builds.data.map((build) => {
              const versionId = `${idPrefix}-${build.version}`;
              const refusalId = `${versionId}-refusal`;
              const compared = build.pagesAgainstLive ?? null;
              const dropped = compared?.dropped.length ? compared.dropped : undefined;
              // The server would refuse to serve it: its changes are offered disabled, with why.
              const refused = Boolean(build.refusal);
              const described = refused ? `${versionId} ${refusalId}` : versionId;
              return (
                <tr key={build.version} data-live={build.live || undefined}>
                  <th scope="row" id={versionId} data-label={columns.version}>
                    <code className={styles.version}>{build.version}</code>
                  </th>
                  <td data-label={columns.published}>
                    {t('builds.publishedBy', {
                      at: formatMoment(build.publishedAt, i18n.language),
                      who: build.publishedBy,
                    })}
                  </td>
                  <td data-label={columns.live}>
                    {build.live ? (
                      <strong className={styles.live}>{t('builds.isLive')}</strong>
                    ) : (
                      t('builds.notLive')
                    )}
                  </td>
                  <td data-label={columns.canary}>
                    {build.canaryShare !== null
                      ? t('builds.share', { share: build.canaryShare })
                      : t('builds.noCanary')}
                  </td>
                  <td data-label={columns.variants}>
                    {build.variants.length === 0 ? (
                      t('builds.noVariants')
                    ) : (
                      <ul className={styles.variants}>
                        {build.variants.map((variant) => (
                          <li key={variant}>
                            <code>{variant}</code>
                            {canWrite && (
                              <Button
                                variant="ghost"
                                size="small"
                                aria-label={t('builds.unassignLabel', { variant })}
                                onClick={() => open({ kind: 'unassign', version: build.version, variant })}
                              >
                                {t('builds.unassign')}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label={columns.pages} data-drops={dropped ? dropped.length : undefined}>
                    {!compared
                      ? t('builds.pagesUnknown')
                      : dropped
                        ? t('builds.pagesDropped', { count: dropped.length, pages: dropped.join(', ') })
                        : compared.added.length
                          ? t('builds.pagesAdded', { count: compared.added.length })
                          : t('builds.pagesSame')}
                  </td>
                  <td data-label={columns.health}>
                    {build.live ? (
                      t('health.none')
                    ) : (
                      <Button
                        id={`${idPrefix}-health-${build.version}`}
                        variant="ghost"
                        size="small"
                        aria-label={t('builds.healthLabel', { remote, version: build.version })}
                        aria-expanded={shownHealth === build.version}
                        aria-controls={shownHealth === build.version ? healthId : undefined}
                        onClick={(event) => toggleHealth(build.version, event.currentTarget)}
                      >
                        {t('builds.health')}
                      </Button>
                    )}
                  </td>
                  {canWrite && (
                    <td data-label={columns.actions}>
                      {refused && (
                        <p id={refusalId} className={styles.refusal}>
                          {t('builds.refused', { reason: build.refusal })}
                        </p>
                      )}
                      <div className={styles.buildActions}>
                        {!build.live && (
                          <Button
                            size="small"
                            disabled={refused}
                            aria-describedby={described}
                            onClick={() => open({ kind: 'promote', version: build.version, dropped })}
                          >
                            {t('builds.promote')}
                          </Button>
                        )}
                        {!build.live && (
                          <Button
                            variant="secondary"
                            size="small"
                            disabled={refused}
                            aria-describedby={described}
                            onClick={() =>
                              open({
                                kind: 'canary',
                                version: build.version,
                                share: build.canaryShare,
                                dropped,
                              })
                            }
                          >
                            {t('builds.canary')}
                          </Button>
                        )}
                        {!build.live && analysisDefaults && (
                          <Button
                            variant="secondary"
                            size="small"
                            disabled={refused}
                            aria-describedby={described}
                            onClick={() => open({ kind: 'analysis', version: build.version, dropped })}
                          >
                            {t('builds.analysis')}
                          </Button>
                        )}
                        <Button
                          variant="secondary"
                          size="small"
                          disabled={refused}
                          aria-describedby={described}
                          onClick={() => open({ kind: 'assign', version: build.version, dropped })}
                        >
                          {t('builds.assign')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {analysis.status === 'failed' && (
        <StatusMessage tone="error">
          {t('analysis.loadFailed', { remote, message: failureText(t, analysis.failure) })}
        </StatusMessage>
      )}
      {current && (
        <AnalysisPanel
          remote={remote}
          analysis={current}
          canWrite={canWrite}
          onStop={() => open({ kind: 'stopAnalysis' })}
        />
      )}
      {change?.kind === 'analysis' && analysisDefaults && (
        <AnalysisForm
          defaults={analysisDefaults}
          key={change.version}
          remote={remote}
          version={change.version}
          dropped={change.dropped}
          onCancel={cancel}
          onAnswered={answered}
        />
      )}
      {change && change.kind !== 'analysis' && (
        <ChangeForm
          key={JSON.stringify(change)}
          remote={remote}
          change={change}
          onCancel={cancel}
          onAnswered={answered}
        />
      )}
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>
        </div>
      )}
      {shownHealth && (
        <div ref={healthRef} id={healthId} tabIndex={-1} className={styles.focusTarget}>
          <BuildHealth
            key={`${shownHealth} ${liveVersion ?? ''}`}
            remote={remote}
            version={shownHealth}
            liveVersion={liveVersion}
            onClose={closeHealth}
          />
        </div>
      )}
    </Card>
  );
}
