// Server build entry (issue 9): renders the pages the shell hydrates. It runs in Node when a
// landing build is published (never in the browser) and writes
// <out>/<key>/<locale>.html for the home page and every landing variant, plus <out>/index.json.
// Each page is rendered inside the same providers the shell gives it, in a Suspense boundary:
// the shell hydrates the page's HTML in exactly that boundary once this remote's code is in.
import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createAppStore } from '@iq/api';
import { i18n, initI18n, regionOf, SUPPORTED_LOCALES, type Locale } from '@iq/i18n';
import { PRERENDER_TOKENS, prerenderKey, type RemotePageProps } from '@iq/contracts';
import { LANDING_VARIANTS, type LandingVariant } from '../routes';
import HomePage from '../pages/home';
import LandingPage from '../pages/landing';
import { NS } from '../i18n';
import { VARIANTS_NS } from '../features/variants/i18n';
import { renderBelowHeroWith } from '../features/variants/below-hero-slot';
import { loadBelowHero } from '../features/variants/below-hero';

interface PageToRender {
  key: string;
  module: './Home' | './Landing';
  variant?: LandingVariant;
}

export const PAGES: PageToRender[] = [
  { key: prerenderKey('./Home', undefined)!, module: './Home' },
  ...LANDING_VARIANTS.map((variant) => ({
    key: prerenderKey('./Landing', variant)!,
    module: './Landing' as const,
    variant,
  })),
];

/** One page in one locale, with the request's values left as tokens (see fillPrerendered). */
export async function renderPage(page: PageToRender, locale: Locale): Promise<string> {
  await initI18n(locale);
  await i18n.loadNamespaces([NS, VARIANTS_NS]);
  // The sections under a landing hero are in the page's HTML (the browser hydrates them later).
  renderBelowHeroWith(await loadBelowHero());
  const store = createAppStore({ hl: locale, countryCode: regionOf(locale) });
  const props: RemotePageProps = {
    code: PRERENDER_TOKENS.code,
    examId: PRERENDER_TOKENS.examId as unknown as number,
    variant: page.variant,
  };
  const Page = page.module === './Home' ? HomePage : LandingPage;
  const html = renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={`/?${PRERENDER_TOKENS.search}`}>
          <Suspense fallback={null}>
            <Page {...props} />
          </Suspense>
        </StaticRouter>
      </I18nextProvider>
    </Provider>,
  );
  // A boundary that suspended was rendered as its fallback: the page would not match in the browser.
  if (html.includes('<!--$!-->') || !html.startsWith('<!--$-->')) {
    throw new Error(`prerender ${page.key} ${locale}: the page suspended instead of rendering`);
  }
  return html;
}

/** Renders every page in every locale into `outDir`. */
export async function writePrerendered(outDir: string): Promise<{ pages: number }> {
  let pages = 0;
  for (const locale of SUPPORTED_LOCALES) {
    for (const page of PAGES) {
      const html = await renderPage(page, locale);
      fs.mkdirSync(path.join(outDir, page.key), { recursive: true });
      fs.writeFileSync(path.join(outDir, page.key, `${locale}.html`), html);
      pages += 1;
    }
  }
  fs.writeFileSync(
    path.join(outDir, 'index.json'),
    `${JSON.stringify({ keys: PAGES.map((p) => p.key), locales: SUPPORTED_LOCALES }, null, 2)}\n`,
  );
  return { pages };
}
