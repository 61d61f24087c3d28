import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DEPLOY_DIR, E2E_TMP, REPO_ROOT } from '../stack-env';

const CANARY_TITLE = 'Canary build of the landing remote';
/** A landing variant only the canary build declares (issue 14: routes belong to the remotes). */
const NEW_VARIANT = 'spring_e2e';
const NEW_PATHS = [`/landing_page/${NEW_VARIANT}/web-1`, '/springPage/web-1'];

/** The h1 of the page as the gateway sends it, before any script runs (prerendered, issue 9). */
async function prerenderedHeading(request: APIRequestContext): Promise<string | null> {
  const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

function liveVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(E2E_DEPLOY_DIR, 'manifest.json'), 'utf8'));
  return manifest.remotes[name].version;
}

function remotesCli(...args: string[]) {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'remotes.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: E2E_DEPLOY_DIR },
    encoding: 'utf8',
  });
}

/** The page at `pagePath` as the shell shows it: the landing screen's variant, or 'not found'. */
async function shownPage(page: Page, pagePath: string): Promise<string | null> {
  await page.goto(pagePath);
  const screen = page.locator('[data-testid="screen-landing-variant"], [data-testid="not-found"]');
  await expect(screen).toBeVisible();
  return (await page.getByTestId('not-found').count()) ? 'not found' : screen.getAttribute('data-variant');
}

// A campaign manager swaps the landing build: rebuild one remote with a visible change and a new
// variant path, point the manifest at it, and the next page load shows both. The shell is neither
// rebuilt nor restarted.
test('a rebuilt remote goes live through the manifest alone, new paths included, and rolls back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const shellHtmlBefore = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How high is your IQ?');
  expect(await prerenderedHeading(page.request)).toBe('How high is your IQ?');
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');
  const original = liveVersion('landing');
  for (const pagePath of NEW_PATHS) {
    expect(await shownPage(page, pagePath)).toBe('not found');
    expect((await page.request.get(pagePath, { headers: { Accept: 'text/html' } })).status()).toBe(404);
  }

  // Rebuild the landing remote from a copy of its sources with one visible change.
  const canaryDir = path.join(E2E_TMP, 'mfe-landing-canary');
  fs.rmSync(canaryDir, { recursive: true, force: true });
  for (const item of ['src', 'package.json', 'webpack.config.js', 'webpack.server.config.js']) {
    fs.cpSync(path.join(REPO_ROOT, 'mfe-landing', item), path.join(canaryDir, item), { recursive: true });
  }
  const english = path.join(canaryDir, 'src', 'locales', 'en-US.json');
  const strings = JSON.parse(fs.readFileSync(english, 'utf8'));
  strings.hero.title = CANARY_TITLE;
  fs.writeFileSync(english, JSON.stringify(strings, null, 2));
  // The landing team's new variant: declared in the remote's own routes.ts, nowhere else.
  const routes = path.join(canaryDir, 'src', 'routes.ts');
  const declared = fs.readFileSync(routes, 'utf8');
  const withVariant = declared
    .replace('variants: LANDING_VARIANTS,', `variants: [...LANDING_VARIANTS, '${NEW_VARIANT}'],`)
    .replace(
      '  pages: [\n',
      `  pages: [\n    page('springPage', '/springPage', './Landing', { variant: '${NEW_VARIANT}' }),\n`,
    );
  expect(withVariant).toContain(`'${NEW_VARIANT}'],`);
  expect(withVariant).toContain(`'/springPage'`);
  fs.writeFileSync(routes, withVariant);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'shared', 'mf-build', 'bin', 'build.js')], {
    cwd: canaryDir,
    stdio: 'pipe',
  });

  const published = remotesCli('publish', 'landing', '--from', path.join(canaryDir, 'dist'), '--activate');
  expect(published).toContain('live: landing');
  const canary = liveVersion('landing');
  expect(canary).not.toBe(original);

  // The prerendered HTML is the canary's too: the publish step rendered it with that build.
  expect(await prerenderedHeading(page.request)).toBe(CANARY_TITLE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CANARY_TITLE);
  // Same shell build, same running gateway.
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
  expect(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellHtmlBefore);
  // The new variant's paths are pages now: the gateway answers 200, the shell routes them.
  for (const pagePath of NEW_PATHS) {
    expect((await page.request.get(pagePath, { headers: { Accept: 'text/html' } })).status()).toBe(200);
    expect([pagePath, await shownPage(page, pagePath)]).toEqual([pagePath, NEW_VARIANT]);
    await expect(page.getByTestId('start-test').first()).toHaveAttribute(
      'href',
      /\/answer_question\/start_loading\/web-1/,
    );
  }
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);

  // Roll back: the old version is still in the store.
  remotesCli('use', 'landing', original);
  expect(await prerenderedHeading(page.request)).toBe('How high is your IQ?');
  for (const pagePath of NEW_PATHS) expect(await shownPage(page, pagePath)).toBe('not found');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How high is your IQ?');
});
