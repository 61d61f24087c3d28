import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { detectLocale, initI18n, persistLocale } from '@iq/i18n';
import { readRemoteManifest, registerManifestRemotes } from './remotes/remote-manifest';
import { runtimeFromLocation } from './runtime';
import { App } from './app';

export async function startShell() {
  const locale = detectLocale(window);
  persistLocale(locale);
  const [manifest] = await Promise.all([readRemoteManifest(document), initI18n(locale)]);
  registerManifestRemotes(manifest);
  const store = createAppStore(runtimeFromLocation(window, locale));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
