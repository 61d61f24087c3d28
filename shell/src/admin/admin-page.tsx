// The campaign managers' admin page for the remote registry (issue 14), the shell's own /admin
// route, loaded lazily (nothing here is in the shell's first view). It talks to the gateway's
// /admin/api: sign in, the builds of each remote, the changes a campaign manager may make (each
// with a reason), and the history. A 404 from the API means the gateway runs without the registry.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Spinner, StatusMessage } from '@iq/design-system';
import {
  adminApi,
  REMOTES,
  type AdminMe,
  type AnalysisConfig,
  type AnalysisView,
  type ApiResult,
  type AuditEntryView,
  type BuildView,
  type Remote,
} from './admin-client';
import { failureText, toLoadable, type Failure, type Loadable } from './admin-text';
import { HEALTH_REFRESH_MS } from './health-chart';
import { useVisibleInterval } from './use-visible-interval';
import { NS } from './i18n';
import { SignInForm } from './sign-in-form';
import { RemoteBuilds } from './remote-builds';
import { HistoryList } from './history-list';
import styles from './admin-page.module.css';

type Session =
  | { state: 'checking' }
  | { state: 'off' }
  | { state: 'signed-out' }
  | { state: 'unreachable'; failure: Failure }
  | { state: 'signed-in'; me: AdminMe };

const HISTORY_LIMIT = 50;

export default function AdminPage() {
  const { t } = useTranslation(NS);
  const [session, setSession] = useState<Session>({ state: 'checking' });

  const check = useCallback(async () => {
    setSession({ state: 'checking' });
    const me = await adminApi.me();
    if (me.ok) setSession({ state: 'signed-in', me: me.data });
    else if (me.status === 404) setSession({ state: 'off' });
    else if (me.status === 401) setSession({ state: 'signed-out' });
    else setSession({ state: 'unreachable', failure: me });
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const signedOut = useCallback(() => setSession({ state: 'signed-out' }), []);
  const registryOff = useCallback(() => setSession({ state: 'off' }), []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {session.state === 'checking' && <Spinner aria-label={t('loading')} />}
      {session.state === 'off' && (
        <StatusMessage tone="info" title={t('off.title')}>
          <p>{t('off.body')}</p>
        </StatusMessage>
      )}
      {session.state === 'unreachable' && (
        <StatusMessage tone="error" title={t('unreachable.title')}>
          <p>{failureText(t, session.failure)}</p>
          <Button variant="secondary" size="small" onClick={() => void check()}>
            {t('unreachable.retry')}
          </Button>
        </StatusMessage>
      )}
      {session.state === 'signed-out' && (
        <SignInForm onSignedIn={(me) => setSession({ state: 'signed-in', me })} onRegistryOff={registryOff} />
      )}
      {session.state === 'signed-in' && (
        <Console me={session.me} onSignedOut={signedOut} onExpired={signedOut} />
      )}
    </div>
  );
}

const loadingAll = <T,>() =>
  Object.fromEntries(REMOTES.map((remote) => [remote, { status: 'loading' }])) as Record<Remote, Loadable<T>>;

/** A gateway without real-user metrics has no analysis route (404): the remote has no analysis. */
function analysisOf(
  result: ApiResult<{ analysis: AnalysisView | null; defaults: AnalysisConfig }>,
): Loadable<AnalysisView | null> {
  if (!result.ok && result.status === 404) return { status: 'ready', data: null };
  return toLoadable(result, (data) => data.analysis);
}

function Console({
  me,
  onSignedOut,
  onExpired,
}: {
  me: AdminMe;
  onSignedOut: () => void;
  /** The session ended on the server (expired, revoked): back to the sign-in form. */
  onExpired: () => void;
}) {
  const { t } = useTranslation(NS);
  const [builds, setBuilds] = useState(loadingAll<BuildView[]>);
  const [analyses, setAnalyses] = useState(loadingAll<AnalysisView | null>);
  // The gateway's default analysis (the start form's values); null until one answered it.
  const [analysisDefaults, setAnalysisDefaults] = useState<AnalysisConfig | null>(null);
  const [history, setHistory] = useState<Loadable<AuditEntryView[]>>({ status: 'loading' });
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailure, setSignOutFailure] = useState<Failure | null>(null);
  const canWrite = me.role === 'campaign-manager';

  // Reloads keep what is shown until the new lists arrive (no flicker, focus stays put).
  const reload = useCallback(async () => {
    const [lists, log, analysisList] = await Promise.all([
      Promise.all(REMOTES.map((remote) => adminApi.builds(remote))),
      adminApi.history(HISTORY_LIMIT),
      Promise.all(REMOTES.map((remote) => adminApi.analysis(remote))),
    ]);
    if ([...lists, log, ...analysisList].some((result) => !result.ok && result.status === 401)) {
      onExpired();
      return;
    }
    setBuilds(
      Object.fromEntries(
        REMOTES.map((remote, index) => [remote, toLoadable(lists[index]!, (data) => data.builds)]),
      ) as Record<Remote, Loadable<BuildView[]>>,
    );
    setHistory(toLoadable(log, (data) => data.entries));
    const answered = analysisList.find((result) => result.ok);
    if (answered?.ok) setAnalysisDefaults(answered.data.defaults);
    setAnalyses(
      Object.fromEntries(
        REMOTES.map((remote, index) => [remote, analysisOf(analysisList[index]!)]),
      ) as Record<Remote, Loadable<AnalysisView | null>>,
    );
  }, [onExpired]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // While an analysis runs it steps the canary up or rolls it back on its own: follow it.
  const running = REMOTES.some((remote) => {
    const analysis = analyses[remote];
    return analysis.status === 'ready' && analysis.data?.state === 'running';
  });
  useVisibleInterval(() => void reload(), running ? HEALTH_REFRESH_MS : null);

  async function signOut() {
    setSigningOut(true);
    setSignOutFailure(null);
    const result = await adminApi.logout();
    setSigningOut(false);
    if (result.ok || result.status === 401) onSignedOut();
    else setSignOutFailure(result);
  }

  return (
    <>
      <Card
        className={styles.session}
        padding="small"
        aria-label={t('session.signedInAs', { email: me.email })}
      >
        <div className={styles.who}>
          <p className={styles.email}>{t('session.signedInAs', { email: me.email })}</p>
          <p className={styles.role}>
            {t('session.role', { role: t(canWrite ? 'roles.campaignManager' : 'roles.viewer') })}
          </p>
        </div>
        <Button variant="secondary" size="small" loading={signingOut} onClick={() => void signOut()}>
          {t('session.signOut')}
        </Button>
        {!canWrite && <p className={styles.readOnly}>{t('session.readOnly')}</p>}
        {signOutFailure && (
          <StatusMessage tone="error" className={styles.wide}>
            {failureText(t, signOutFailure)}
          </StatusMessage>
        )}
      </Card>
      {REMOTES.map((remote) => (
        <RemoteBuilds
          key={remote}
          remote={remote}
          builds={builds[remote]}
          analysis={analyses[remote]}
          analysisDefaults={analysisDefaults}
          canWrite={canWrite}
          onChanged={reload}
        />
      ))}
      <HistoryList history={history} />
    </>
  );
}
