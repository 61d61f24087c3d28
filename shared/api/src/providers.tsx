// The providers every screen runs in: the shell uses them, and so does each remote's dev/ harness.
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@iq/i18n';
import type { AppStore } from './store';

export function AppProviders({
  store,
  children,
  fallback = null,
}: {
  store: AppStore;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
}
