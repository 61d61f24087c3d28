// Renders one remote page. Loading shows a spinner after 200 ms (spec §9 loading throttle);
// a load or render failure shows the fallback with retry, inside the page frame, so the rest
// of the page keeps working (ARCHITECTURE.md "What must never happen").
import {
  Component,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useState,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, StatusMessage } from '@iq/design-system';
import type { RemoteName, RemotePageProps } from '@iq/contracts';
import { trackPending } from '@iq/api';
import { loadedPage, loadPage, type PageComponent } from './load-page';
import { isChunkLoadError, reloadForStaleChunk } from './stale-chunk';
import { isPrerenderedPage, TemplateRenderContext } from './prerendered';
import { PRERENDER_OUTLET } from '@iq/contracts';
import styles from './remote-page.module.css';

const SPINNER_DELAY_MS = 200;

interface Props {
  remote: RemoteName;
  module: string;
  pageProps: RemotePageProps;
}

export function RemotePage(props: Props) {
  const renderingTemplate = useContext(TemplateRenderContext);
  if (renderingTemplate) return <PrerenderOutlet />;
  if (isPrerenderedPage(props.remote, props.module, props.pageProps))
    return <HydratedRemotePage {...props} />;
  return <LoadedRemotePage {...props} />;
}

/**
 * The shell's template (rendered at build time, shell/src/server): the gateway puts the page's
 * prerendered HTML, `<!--$-->…<!--/$-->`, where the comment is.
 */
function PrerenderOutlet() {
  return <div className={styles.outlet} dangerouslySetInnerHTML={{ __html: PRERENDER_OUTLET }} />;
}

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

function lazyPage(remote: RemoteName, module: string): LazyExoticComponent<PageComponent> {
  const key = `${remote}/${module}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPage(remote, module).then((component) => ({ default: component })));
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * The page whose HTML the server sent: the same Suspense boundary the HTML holds, so React
 * keeps that HTML on screen and hydrates it as soon as the remote's code is in. A load failure
 * shows the usual fallback; its retry loads the page the usual way.
 *
 * Memoised on the values of its props: the shell re-renders (an i18n namespace arriving, say)
 * while the boundary still waits for the code, and a boundary that receives new props before it
 * has hydrated is thrown away and rendered on the client, from its fallback: the page would
 * vanish and come back, a large layout shift (docs/decisions/2026-11-23-hydration-keeps-server-html.md).
 */
const HydratedRemotePage = memo(function HydratedRemotePage(props: Props) {
  const [retried, setRetried] = useState(false);
  if (retried) return <LoadedRemotePage {...props} />;
  const Page = lazyPage(props.remote, props.module);
  return (
    <RemoteErrorBoundary remote={props.remote} onRetry={() => setRetried(true)}>
      <div className={styles.outlet}>
        <Suspense fallback={<DelayedSpinner />}>
          <Page {...props.pageProps} />
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}, samePage);

function samePage(a: Props, b: Props): boolean {
  const keys = new Set([...Object.keys(a.pageProps), ...Object.keys(b.pageProps)]) as Set<
    keyof RemotePageProps
  >;
  return (
    a.remote === b.remote &&
    a.module === b.module &&
    [...keys].every((key) => a.pageProps[key] === b.pageProps[key])
  );
}

function LoadedRemotePage({ remote, module, pageProps }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; component?: PageComponent; failed?: boolean }>({
    key: '',
  });
  const key = `${remote}/${module}#${attempt}`;
  const component = loadedPage(remote, module) ?? (state.key === key ? state.component : undefined);
  const failed = state.key === key && state.failed;

  useEffect(() => {
    const ready = loadedPage(remote, module);
    if (ready) {
      // In between this render and its effect (the route's preload finished): render it now, or
      // the spinner would stay with nothing left to replace it.
      setState((now) => (now.key === key && now.component === ready ? now : { key, component: ready }));
      return;
    }
    let live = true;
    // The loading bar (spec §9) runs while the visitor waits for the page; a prerendered page
    // (HydratedRemotePage) is on screen meanwhile, so its load is not counted.
    trackPending(loadPage(remote, module)).then(
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
