// Server build entry (issue 9), run once at build time: the shell's page with its chrome
// (header, footer, skip link) rendered in each locale, and where the page goes, the outlet the
// gateway fills with a landing build's prerendered HTML. Written to dist/ssr/<locale>.html.
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { htmlLang, i18n, initI18n, regionOf, SUPPORTED_LOCALES, type Locale } from '@iq/i18n';
import { PRERENDER_OUTLET, declarePage, escapeLikeReact } from '@iq/contracts';
import { TemplateRenderContext } from '../remotes/prerendered';
import { setRouteTable } from '../routing/route-table';
import { App } from '../app';

/** The chrome in one locale, the page's place left as PRERENDER_OUTLET. */
export async function renderChrome(locale: Locale): Promise<string> {
  await initI18n(locale);
  // The routes come from the live builds at run time (issue 14); the template only needs one
  // landing page at "/" to render the frame around the outlet.
  const home = declarePage('home', '/', './Home', { suffix: 'none' });
  setRouteTable({ remotes: { landing: { version: 'template', entry: '', pages: { pages: [home] } } } });
  const store = createAppStore({ hl: locale, countryCode: regionOf(locale) });
  const html = renderToString(
    <AppProviders store={store}>
      <TemplateRenderContext.Provider value={true}>
        <StaticRouter location="/">
          <App />
        </StaticRouter>
      </TemplateRenderContext.Provider>
    </AppProviders>,
  );
  if (!html.includes(PRERENDER_OUTLET) || html.includes('<!--$!-->')) {
    throw new Error(`shell template ${locale}: the chrome did not render completely`);
  }
  return html;
}

/** Writes <distDir>/ssr/<locale>.html from the built <distDir>/index.html. */
export async function writeTemplates(distDir: string): Promise<number> {
  const page = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // index.html is minified: attribute quotes are optional.
  const root = /<div id="?root"?><\/div>/;
  const lang = /<html lang="?[A-Za-z-]*"?>/;
  if (!root.test(page) || !lang.test(page)) {
    throw new Error('shell index.html: expected <html lang=…> and an empty <div id=root></div>');
  }
  fs.mkdirSync(path.join(distDir, 'ssr'), { recursive: true });
  for (const locale of SUPPORTED_LOCALES) {
    const chrome = await renderChrome(locale);
    const html = page
      .replace(lang, () => `<html lang="${htmlLang(locale)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeLikeReact(i18n.t('site.name'))}</title>`)
      .replace(root, () => `<div id="root">${chrome}</div>`);
    fs.writeFileSync(path.join(distDir, 'ssr', `${locale}.html`), html);
  }
  return SUPPORTED_LOCALES.length;
}
