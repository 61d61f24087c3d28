import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PRERENDER_OUTLET, PRERENDER_TOKENS, fillPrerendered } from '@iq/contracts';
import { prerenderedPage } from './prerendered-page';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

// React itself is the independent judge: a page rendered with tokens and filled by the gateway
// must be byte for byte what React renders with the request's real values.
const link = (code: string, examId: string | number, search: string) =>
  renderToString(
    createElement(
      'a',
      { href: `/answer_question/start_loading/${code}-${examId}${search}`, title: `${code} ${search}` },
      `${code}${search}`,
    ),
  );

describe('fillPrerendered', () => {
  const rendered = link(PRERENDER_TOKENS.code, PRERENDER_TOKENS.examId, `?${PRERENDER_TOKENS.search}`);
  test.each([
    ['fb_ads2', 4, ''],
    ['web', 1, '?utm_source=ad&ref=%22q%22'],
    ['x', 12, `?a="b"&c='d'&e=<f>`],
    ['y', 3, '?hl=ja&&x=1#not-sent'.split('#')[0]!],
  ])('%s-%s%s', (code, examId, search) => {
    expect(fillPrerendered(rendered, { code, examId, search })).toBe(link(code, examId, search));
  });
});

describe('prerenderedPage', () => {
  let tmp: string;
  let shellDir: string;
  let remotesDir: string;
  const manifest = {
    remotes: {
      landing: { version: 'v1', entry: '/remotes/landing/v1/mf-manifest.json', pages: TEST_PAGES.landing },
    },
  };
  const request = (pathname: string, locale: 'de-DE' | 'ja-JP' = 'de-DE', search = '') => ({
    shellDir,
    remotesDir,
    manifest,
    pathname,
    search,
    locale,
  });

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-prerender-'));
    shellDir = path.join(tmp, 'shell');
    remotesDir = path.join(tmp, 'remotes');
    fs.mkdirSync(path.join(shellDir, 'ssr'), { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'ssr', 'de-DE.html'),
      `<html lang="de-DE"><body><div id="root"><main>${PRERENDER_OUTLET}</main></div></body></html>`,
    );
    const pages = path.join(remotesDir, 'landing', 'v1', 'prerendered');
    for (const key of ['home', 'landing-girl']) {
      fs.mkdirSync(path.join(pages, key), { recursive: true });
      fs.writeFileSync(
        path.join(pages, key, 'de-DE.html'),
        `<!--$--><h1>${key}</h1><a href="/s/${PRERENDER_TOKENS.code}-${PRERENDER_TOKENS.examId}?${PRERENDER_TOKENS.search}">x</a><!--/$-->`,
      );
    }
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test('a landing variant: the template with the page in its outlet, the request values filled in', () => {
    const page = prerenderedPage(request('/landing_page/girl_old/fb_ads2-1', 'de-DE', '?utm=1'));
    expect(page?.html).toBe(
      '<html lang="de-DE"><body><div id="root"><main><!--$--><h1>landing-girl</h1><a href="/s/fb_ads2-1?utm=1">x</a><!--/$--></main></div></body></html>',
    );
    expect(page?.data).toEqual({
      remote: 'landing',
      module: './Landing',
      version: 'v1',
      key: 'landing-girl',
      locale: 'de-DE',
      pathname: '/landing_page/girl_old/fb_ads2-1',
      code: 'fb_ads2',
      examId: 1,
      variant: 'girl',
    });
  });

  test('the home page takes the default campaign', () => {
    expect(prerenderedPage(request('/'))?.html).toContain('<h1>home</h1><a href="/s/web-1">');
  });

  test.each<[string, string, 'de-DE' | 'ja-JP']>([
    ['a page that is not prerendered', '/help/web-1', 'de-DE'],
    ['an invalid page', '/landing_page/purple/web-1', 'de-DE'],
    ['a variant the build did not render', '/landing_page/matrix/web-1', 'de-DE'],
    ['a locale without a shell template', '/', 'ja-JP'],
  ])('none for %s', (_name, pathname, locale) =>
    expect(prerenderedPage(request(pathname, locale))).toBeNull(),
  );

  test('none when the live build has no prerendered pages', () => {
    expect(prerenderedPage({ ...request('/'), manifest: { remotes: {} } })).toBeNull();
    const older = {
      remotes: {
        landing: { version: 'v0', entry: '/remotes/landing/v0/mf-manifest.json', pages: TEST_PAGES.landing },
      },
    };
    expect(prerenderedPage({ ...request('/'), manifest: older })).toBeNull();
  });
});
