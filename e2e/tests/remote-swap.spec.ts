import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DEPLOY_DIR, E2E_TMP, REPO_ROOT } from '../stack-env';

const CANARY_TITLE = 'Canary build of the landing remote';

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

// A campaign manager swaps the landing build: rebuild one remote with a visible change, point
// the manifest at it, and the next page load shows it. The shell is neither rebuilt nor restarted.
test('a rebuilt remote goes live through the manifest alone, and rolls back', async ({ page }) => {
  test.setTimeout(300_000);
  const shellHtmlBefore = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How high is your IQ?');
  expect(await prerenderedHeading(page.request)).toBe('How high is your IQ?');
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');
  const original = liveVersion('landing');

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
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CANARY_TITLE);
  // Same shell build, same running gateway.
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
  expect(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellHtmlBefore);

  // Roll back: the old version is still in the store.
  remotesCli('use', 'landing', original);
  expect(await prerenderedHeading(page.request)).toBe('How high is your IQ?');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How high is your IQ?');
});
