// Renders one remote page. Loading shows a spinner after 200 ms (spec §9 loading throttle);
// a load or render failure shows the fallback with retry, inside the page frame, so the rest
// of the page keeps working (ARCHITECTURE.md "What must never happen").
import { Component, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { RemoteName, RemotePageProps } from '@iq/contracts';
import { loadedPage, loadPage, type PageComponent } from './load-page';
import { isChunkLoadError, reloadForStaleChunk } from './stale-chunk';
import styles from './remote-page.module.css';

const SPINNER_DELAY_MS = 200;

interface Props {
  remote: RemoteName;
  module: string;
  pageProps: RemotePageProps;
}

export function RemotePage({ remote, module, pageProps }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; component?: PageComponent; failed?: boolean }>({
    key: '',
  });
  const key = `${remote}/${module}#${attempt}`;
  const component = loadedPage(remote, module) ?? (state.key === key ? state.component : undefined);
  const failed = state.key === key && state.failed;

  useEffect(() => {
    if (loadedPage(remote, module)) return;
    let live = true;
    loadPage(remote, module).then(
      (loadedComponent) => live && setState({ key, component: loadedComponent }),
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadForStaleChunk()) return;
        if (live) setState({ key, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module, key]);

  const retry = () => setAttempt((n) => n + 1);
  if (failed) return <RemoteFallback remote={remote} onRetry={retry} />;
  if (!component) return <DelayedSpinner />;
  const Page = component;
  return (
    <RemoteErrorBoundary key={key} remote={remote} onRetry={retry}>
      <Page {...pageProps} />
    </RemoteErrorBoundary>
  );
}

function DelayedSpinner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} aria-busy="true">
      {visible && <Spinner aria-label={t('remote.loading')} />}
    </div>
  );
}

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} data-testid="remote-fallback" data-remote={remote}>
      <StatusMessage tone="error">{t('remote.loadFailed')}</StatusMessage>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}

class RemoteErrorBoundary extends Component<
  { remote: RemoteName; onRetry: () => void; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadForStaleChunk();
  }

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
