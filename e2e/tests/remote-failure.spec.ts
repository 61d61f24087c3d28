import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DEPLOY_DIR } from '../stack-env';

// A remote whose assets are gone must not take the page down: the shell shows the fallback
// with retry, the rest of the page keeps working, and retry recovers once the assets are back.
test('a missing remote shows the fallback, the frame works, retry recovers', async ({ page }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(E2E_DEPLOY_DIR, 'manifest.json'), 'utf8'));
  const buildDir = path.join(E2E_DEPLOY_DIR, 'remotes', 'report', manifest.remotes.report.version);
  const hiddenDir = `${buildDir}.hidden`;
  // The site has been serving (the gateway has read the live builds' page declarations), then
  // the report build's files go missing.
  await page.goto('/');
  await expect(page.getByTestId('screen-landing-home')).toBeVisible();
  fs.renameSync(buildDir, hiddenDir);
  try {
    await page.goto('/report/retrieve/web-1');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Load failed. Please retry.');
    await expect(page.getByRole('banner')).toBeVisible();

    // The rest of the page works: the navigation leads to another remote's page.
    await page.getByRole('navigation').getByRole('link').first().click();
    await expect(page.getByTestId('screen-landing-home')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();

    // Still gone: retry fails again and keeps the fallback.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();

    fs.renameSync(hiddenDir, buildDir);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('screen-report-retrieve')).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  } finally {
    if (fs.existsSync(hiddenDir)) fs.renameSync(hiddenDir, buildDir);
  }
});
