import { expect, test } from '@playwright/test';
import { examplePaths, manifestRouteTable, routeTableOf } from '@iq/contracts';
import { PAGES as landing } from '../../mfe-landing/src/routes';
import { PAGES as exam } from '../../mfe-exam/src/routes';
import { PAGES as checkout } from '../../mfe-checkout/src/routes';
import { PAGES as report } from '../../mfe-report/src/routes';
import { PAGES as account } from '../../mfe-account/src/routes';

/** Pages for signed-in visitors only (spec §6: the free tests need login). */
const SIGN_IN_FIRST = new Set(['report-result-free-test']);

// spec §2: every route (landing variants and legacy aliases included) shows its remote's screen.
test('every route of the table renders its remote screen', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The table the shell routes from: the pages the live builds declare, as the gateway serves them
  // (issue 14) — the same as the remotes' src/routes.ts, which their builds published.
  const manifest = await (await page.request.get('/mf/manifest')).json();
  const table = manifestRouteTable(manifest);
  expect(table).toEqual(routeTableOf({ landing, exam, checkout, report, account }));
  const paths = examplePaths(table, 'web-1');
  expect(paths.length).toBeGreaterThan(80);
  for (const { path, route } of paths) {
    await page.goto(path);
    if (SIGN_IN_FIRST.has(route.id)) {
      // Nobody is signed in: the login page, which comes back here afterwards.
      await expect(page, path).toHaveURL(/\/user\/login\?redirect=/);
      await expect(page.locator('[data-testid^="screen-account-"]'), path).toBeVisible();
      continue;
    }
    await expect(page.locator(`[data-testid^="screen-${route.remote}-"]`), path).toBeVisible();
    await expect(page.getByTestId('not-found'), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('user and report routes work without the code-examId suffix', async ({ page }) => {
  for (const path of ['/user/login', '/report/retrieve', '/report/result', '/report/result/web-1']) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="screen-"]'), path).toBeVisible();
  }
});

test('landing variants carry their variant to the page', async ({ page }) => {
  await page.goto('/landing_page/girl_old/web-1');
  await expect(page.getByTestId('screen-landing-variant')).toHaveAttribute('data-variant', 'girl');
  await page.goto('/girlPage/web-1');
  await expect(page.getByTestId('screen-landing-variant')).toHaveAttribute('data-variant', 'girl');
});

for (const path of [
  '/no/such/page',
  '/landing_page/unknown_variant/web-1',
  '/answer/email/web-abc',
  '/answer/email/we-b-1',
  '/verify/not-a-code',
]) {
  test(`404 screen for ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText(`Page Not Found: ${path}`);
    await expect(page.getByTestId('not-found')).toContainText('404');
  });
}

test('"Go back home" returns to the remembered landing route with its query', async ({ page }) => {
  await page.goto('/landing_page/new_girl/fbads-1?hl=en&gclid=abc');
  await expect(page.getByTestId('screen-landing-variant')).toBeVisible();
  // Prerendered: visible before the shell runs; the landing is remembered once it does.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.goto('/definitely/missing?x=1');
  await page.getByRole('button', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/landing_page\/new_girl\/fbads-1\?hl=en&gclid=abc$/);
  await expect(page.getByTestId('screen-landing-variant')).toBeVisible();
});

test('"Go back home" without a remembered landing goes to the root', async ({ page }) => {
  await page.goto('/missing-page');
  await page.getByRole('button', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('screen-landing-home')).toBeVisible();
});
