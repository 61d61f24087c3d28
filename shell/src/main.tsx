import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { afterFirstView } from '@iq/contracts';
import { detectLocale, initI18n, persistLocale } from '@iq/i18n';
import { readRemoteManifest, registerManifestRemotes } from './remotes/remote-manifest';
import { preloadRoutePage } from './remotes/load-page';
import { setRouteTable } from './routing/route-table';
import { canHydrate, expectPrerenderedPage, readPrerenderData } from './remotes/prerendered';
import { prefetchAfterFirstView } from './remotes/prefetch';
import { runtimeFromLocation } from './runtime';
import { bufferEarlyRum, caughtErrorReporter, ReportPages } from './rum/early-rum';
import { App } from './app';

/** How long the first render waits for the route's page code before showing its placeholder. */
const PAGE_WAIT_MS = 400;

export async function startShell() {
  // Issue 41: errors (a remote's code runs from here on) and pages wait for the beacon's chunk.
  const rum = bufferEarlyRum(window);
  // A prerendered page was rendered in the locale the gateway chose by the same rules
  // (spec §4: hl, cookie, browser languages); hydrating it in that locale keeps them equal.
  const prerendered = readPrerenderData(document, window.location.pathname);
  const locale = prerendered?.locale ?? detectLocale(window);
  persistLocale(locale);
  // The page's remote loads while i18n initialises (its files are preloaded with the HTML);
  // the first render waits for it a little, so it renders the page in one pass.
  const manifest = readRemoteManifest(document).then((read) => {
    setRouteTable(read);
    registerManifestRemotes(read, (remote) => rum.fellBack.add(remote));
    return read;
  });
  const pageReady = manifest.then((read) => preloadRoutePage(window.location.pathname, read, PAGE_WAIT_MS));
  await Promise.all([pageReady, initI18n(locale)]);
  const store = createAppStore(runtimeFromLocation(window, locale));
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
          <ReportPages rum={rum} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // A remote page's render error is caught by its error boundary: React's supported hook hands it
  // on (and logs it, as React's default does) so the beacon counts it against the remote that threw.
  const roots = { onCaughtError: caughtErrorReporter(window) };
  if (prerendered && canHydrate(prerendered, window)) {
    expectPrerenderedPage(prerendered);
    hydrateRoot(container, app, roots);
  } else {
    createRoot(container, roots).render(app);
  }
  const loaded = await manifest;
  // Issue 41: the page-view beacon and web-vitals once the first view is done (chunk 'idle-…').
  void afterFirstView()
    .then(() => import(/* webpackChunkName: "idle-rum" */ './rum/start-rum'))
    .then(
      (beacon) => beacon.startRum({ early: rum, manifest: loaded, store }),
      () => undefined,
    );
  // spec §7: after the idle prefetch, the new-version watch (chunk 'idle-…', never preloaded).
  void prefetchAfterFirstView(window.location.pathname, loaded)
    .then(() => import(/* webpackChunkName: "idle-version-watch" */ './version/watch-for-new-version'))
    .then(
      (watch) => watch.watchForNewVersion(store, loaded),
      () => undefined,
    );
}
