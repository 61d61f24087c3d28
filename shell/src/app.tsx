import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markAppReady } from '@iq/contracts';
import { PageLayout } from '@iq/design-system';
import { AppRoutes } from './routing/app-routes';
import { SiteHeader } from './layout/site-header';
import { SiteFooter } from './layout/site-footer';
import { CookieConsent } from './layout/cookie-consent';
import { NetworkStatus } from './layout/network-status';
import { LoadingBar } from './layout/loading-bar';
import { TrackPageViews } from './tracking/page-view';

export function App() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('site.name');
  }, [t]);
  // The shell is running (rendered, or a prerendered page hydrated): a prerendered page looks
  // ready before its code has arrived, so tests and tools wait for this mark to interact.
  useEffect(() => markAppReady(), []);
  return (
    <>
      <LoadingBar />
      <PageLayout header={<SiteHeader />} footer={<SiteFooter />} skipLinkLabel={t('nav.skipToContent')}>
        <AppRoutes />
      </PageLayout>
      <NetworkStatus />
      <CookieConsent />
      <TrackPageViews />
    </>
  );
}
