// One remote's builds, and for a campaign manager the changes each build allows.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage, type StatusTone } from '@iq/design-system';
import type { BuildView, Remote } from './admin-client';
import { failureText, formatMoment, type Loadable } from './admin-text';
import { ChangeForm, type Change } from './change-form';
import { NS } from './i18n';
import styles from './admin-page.module.css';

interface Outcome {
  tone: StatusTone;
  text: string;
}

export function RemoteBuilds({
  remote,
  builds,
  canWrite,
  onChanged,
}: {
  remote: Remote;
  builds: Loadable<BuildView[]>;
  canWrite: boolean;
  /** After the server answered a change: reload the lists. */
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(NS);
  const [change, setChange] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();

  function open(next: Change) {
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
      {change && (
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
    </Card>
  );
}
