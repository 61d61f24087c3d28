import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { detectLocale, initI18n, persistLocale } from '@iq/i18n';
import { readRemoteManifest, registerManifestRemotes } from './remotes/remote-manifest';
import { expectPrerenderedPage, readPrerenderData } from './remotes/prerendered';
import { prefetchAfterFirstView } from './remotes/prefetch';
import { runtimeFromLocation } from './runtime';
import { App } from './app';

export async function startShell() {
  // A prerendered page was rendered in the locale the gateway chose by the same rules
  // (spec §4: hl, cookie, browser languages); hydrating it in that locale keeps them equal.
  const prerendered = readPrerenderData(document, window.location.pathname);
  const locale = prerendered?.locale ?? detectLocale(window);
  persistLocale(locale);
  const [manifest] = await Promise.all([readRemoteManifest(document), initI18n(locale)]);
  registerManifestRemotes(manifest);
  const store = createAppStore(runtimeFromLocation(window, locale));
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) {
    expectPrerenderedPage(prerendered);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  void prefetchAfterFirstView(window.location.pathname, manifest);
}
