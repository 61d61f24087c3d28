// The federated home page's components in one plain React app (bench/bundle, issue 9): the
// shell's chrome (page layout, header, footer, cookie consent, network status) around the
// landing remote's home page, in the providers and start-up order of shell/src/main.tsx, imported
// by path instead of through Module Federation. The route table is left out: it only picks
// this page for '/' and loads it through the federation runtime.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppProviders, createAppStore } from '@iq/api';
import { DEFAULT_APP_CODE, DEFAULT_EXAM_ID } from '@iq/contracts';
import { PageLayout } from '@iq/design-system';
import { detectLocale, initI18n, persistLocale } from '@iq/i18n';
import { SiteHeader } from '../../../shell/src/layout/site-header';
import { SiteFooter } from '../../../shell/src/layout/site-footer';
import { CookieConsent } from '../../../shell/src/layout/cookie-consent';
import { NetworkStatus } from '../../../shell/src/layout/network-status';
import { runtimeFromLocation } from '../../../shell/src/runtime';
import HomePage from '../../../mfe-landing/src/pages/home';

function PlainApp() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('site.name');
  }, [t]);
  return (
    <>
      <PageLayout header={<SiteHeader />} footer={<SiteFooter />} skipLinkLabel={t('nav.skipToContent')}>
        <HomePage code={DEFAULT_APP_CODE} examId={DEFAULT_EXAM_ID} />
      </PageLayout>
      <NetworkStatus />
      <CookieConsent />
    </>
  );
}

async function start() {
  const locale = detectLocale(window);
  persistLocale(locale);
  await initI18n(locale);
  const store = createAppStore(runtimeFromLocation(window, locale));
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <PlainApp />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
