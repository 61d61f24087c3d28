import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preloadLinks } from './preload-links';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';

let tmp: string;
let shellDir: string;
let remotesDir: string;
const manifest = {
  remotes: {
    landing: { version: 'v1', entry: '/remotes/landing/v1/mf-manifest.json', pages: TEST_PAGES.landing },
  },
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-preload-'));
  shellDir = path.join(tmp, 'shell');
  remotesDir = path.join(tmp, 'remotes');
  fs.mkdirSync(shellDir);
  fs.mkdirSync(path.join(remotesDir, 'landing', 'v1'), { recursive: true });
  const chunk = '(self.webpackChunkshell=self.webpackChunkshell||[]).push([[470],{}]);';
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html></html>');
  fs.writeFileSync(path.join(shellDir, 'main.1a2b.js'), chunk);
  fs.writeFileSync(path.join(shellDir, '470.abc.js'), chunk);
  // RTK Query: landing pages load it after the first view (not preloaded there).
  fs.writeFileSync(path.join(shellDir, 'deferred-query.77.js'), chunk);
  // The shell's strings of two locales: only the page's own is preloaded.
  fs.writeFileSync(path.join(shellDir, 'common-de-DE.5e.js'), chunk);
  fs.writeFileSync(path.join(shellDir, 'common-ja-JP.6f.js'), chunk);
  fs.writeFileSync(
    path.join(shellDir, '12.cjs-copy.js'),
    '"use strict";exports.ids=[12],exports.modules={};',
  );
  fs.writeFileSync(path.join(shellDir, 'main.9f.css'), 'body{}');
  fs.writeFileSync(path.join(shellDir, '923.d5.css'), '.card{}'); // the design system's, split off
  // The new-version watch: loaded when the page is idle, never preloaded.
  fs.writeFileSync(path.join(shellDir, 'idle-version-watch.4d.js'), chunk);
  fs.writeFileSync(path.join(shellDir, 'idle-version-watch.4d.css'), '.banner{}');
  fs.writeFileSync(path.join(shellDir, 'page-admin.5e.js'), chunk);
  fs.writeFileSync(path.join(shellDir, 'page-admin.5e.css'), '.admin{}');
  fs.writeFileSync(path.join(shellDir, 'page-admin-de-DE-json.6f.js'), chunk);
  fs.writeFileSync(
    path.join(remotesDir, 'landing', 'v1', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        {
          name: 'Home',
          assets: { js: { sync: ['__federation_expose_Home.1.js'] }, css: { sync: ['home.2.css'] } },
        },
        { name: 'Landing', assets: { js: { sync: ['__federation_expose_Landing.3.js'] } } },
        { name: 'Help', assets: { js: { sync: ['"><script>alert(1)</script>.js'] } } },
      ],
    }),
  );
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("a page gets the shell's chunks (not its entry) and its remote's entry and page module", () => {
  expect(preloadLinks({ shellDir, remotesDir, manifest, pathname: '/' })).toEqual([
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/landing/v1/mf-manifest.json">',
    '<link rel="preload" as="script" href="/470.abc.js">',
    '<link rel="preload" as="script" href="/remotes/landing/v1/remoteEntry.js">',
    '<link rel="preload" as="script" href="/remotes/landing/v1/__federation_expose_Home.1.js">',
    '<link rel="preload" as="style" href="/923.d5.css">',
    '<link rel="preload" as="style" href="/remotes/landing/v1/home.2.css">',
  ]);
  const variant = preloadLinks({ shellDir, remotesDir, manifest, pathname: '/landing_page/girl/web-1' });
  expect(variant).toContain(
    '<link rel="preload" as="script" href="/remotes/landing/v1/__federation_expose_Landing.3.js">',
  );
});

test("a page preloads the shell's strings of its locale only (English is in the bundle)", () => {
  const german = preloadLinks({ shellDir, remotesDir, manifest, pathname: '/', locale: 'de-DE' });
  expect(german).toContain('<link rel="preload" as="script" href="/common-de-DE.5e.js">');
  expect(german.join('')).not.toContain('common-ja-JP');
  const english = preloadLinks({ shellDir, remotesDir, manifest, pathname: '/', locale: 'en-US' });
  expect(english.join('')).not.toContain('common-');
});

test('RTK Query is preloaded where the page calls the server at once, not on landing pages', () => {
  fs.mkdirSync(path.join(remotesDir, 'exam', 'e1'), { recursive: true });
  fs.writeFileSync(
    path.join(remotesDir, 'exam', 'e1', 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'Question', assets: { js: { sync: ['q.1.js'] } } }] }),
  );
  const both = {
    remotes: {
      ...manifest.remotes,
      exam: { version: 'e1', entry: '/remotes/exam/e1/mf-manifest.json', pages: TEST_PAGES.exam },
    },
  };
  const deferred = '<link rel="preload" as="script" href="/deferred-query.77.js">';
  const question = preloadLinks({
    shellDir,
    remotesDir,
    manifest: both,
    pathname: '/answer_question/standard/web-1',
  });
  expect(question).toContain(deferred);
  expect(question).toContain('<link rel="preload" as="script" href="/remotes/exam/e1/q.1.js">');
  expect(preloadLinks({ shellDir, remotesDir, manifest: both, pathname: '/' })).not.toContain(deferred);
  expect(preloadLinks({ shellDir, remotesDir, manifest: both, pathname: '/nope' })).not.toContain(deferred);
});

test('unknown pages and remotes without a live build get the shell chunks only', () => {
  const only = [
    '<link rel="preload" as="script" href="/470.abc.js">',
    '<link rel="preload" as="style" href="/923.d5.css">',
  ];
  expect(preloadLinks({ shellDir, remotesDir, manifest, pathname: '/nope' })).toEqual(only);
  expect(preloadLinks({ shellDir, remotesDir, manifest, pathname: '/user/login' })).toEqual(only);
  expect(preloadLinks({ shellDir, remotesDir, manifest: { remotes: {} }, pathname: '/' })).toEqual(only);
});

test('a prerendered page links its CSS as stylesheets, design system first, so its HTML is styled at first paint', () => {
  const links = preloadLinks({ shellDir, remotesDir, manifest, pathname: '/', pageStyles: 'stylesheet' });
  expect(links.filter((link) => link.includes('css'))).toEqual([
    '<link rel="stylesheet" href="/923.d5.css">',
    '<link rel="stylesheet" href="/remotes/landing/v1/home.2.css">',
  ]);
  expect(links.join('')).not.toContain('as="style"');
});

test('nothing but plain same-origin paths reaches the HTML', () => {
  const links = preloadLinks({ shellDir, remotesDir, manifest, pathname: '/help/web-1' });
  expect(links.join('')).not.toContain('<script');
});

test("the shell's idle chunks (the new-version watch) and its own pages' chunks (admin) are never preloaded, script or style", () => {
  for (const pathname of ['/', '/answer_question/standard/web-1', '/nope']) {
    const links = preloadLinks({ shellDir, remotesDir, manifest, pathname }).join('');
    expect(links).toContain('/470.abc.js');
    expect(links).not.toContain('idle-');
    expect(links).not.toContain('page-');
  }
});

test('a shell rebuild (index.html rewritten) is seen at once: its locale strings and styles', () => {
  const dir = path.join(tmp, 'rebuilt-shell');
  fs.mkdirSync(dir);
  const links = () =>
    preloadLinks({ shellDir: dir, remotesDir, manifest, pathname: '/', locale: 'fr-FR' }).join('\n');
  fs.writeFileSync(path.join(dir, 'index.html'), '<html>build 1</html>');
  fs.writeFileSync(path.join(dir, 'common-fr-FR.1a.js'), 'strings');
  fs.writeFileSync(path.join(dir, '923.d5.css'), '.card{}');
  expect(links()).toContain('/common-fr-FR.1a.js');
  expect(links()).toContain('/923.d5.css');
  fs.rmSync(path.join(dir, 'common-fr-FR.1a.js'));
  fs.rmSync(path.join(dir, '923.d5.css'));
  fs.writeFileSync(path.join(dir, 'common-fr-FR.2b.js'), 'strings');
  fs.writeFileSync(path.join(dir, '923.e6.css'), '.card{}');
  fs.writeFileSync(path.join(dir, 'index.html'), '<html>build 2</html>');
  const later = new Date(Date.now() + 60_000); // a new mtime, however coarse the file system's clock
  fs.utimesSync(path.join(dir, 'index.html'), later, later);
  expect(links()).toContain('/common-fr-FR.2b.js');
  expect(links()).toContain('/923.e6.css');
  expect(links()).not.toMatch(/common-fr-FR\.1a|923\.d5/);
});

test('a shell folder without index.html is listed afresh on every call', () => {
  const dir = path.join(tmp, 'unbuilt-shell');
  fs.mkdirSync(dir);
  const links = () =>
    preloadLinks({ shellDir: dir, remotesDir, manifest, pathname: '/', locale: 'fr-FR' }).join('\n');
  expect(links()).not.toContain('common-fr-FR');
  fs.writeFileSync(path.join(dir, 'common-fr-FR.1a.js'), 'strings');
  expect(links()).toContain('/common-fr-FR.1a.js');
});
