import { expect, test, type Page } from '@playwright/test';
import { layoutShiftScore, recordLayoutShifts } from '../support/layout-audit';

// The shell's own states (spec §4, §8, §9): the network-unstable screen per kind of page, the
// loading bar, and the language switch keeping the address.

/** E2E_SCREENSHOTS_DIR=/tmp keeps screenshots of the states (chrome-*.png) for a human to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

test('offline on a question page: Refresh, answers kept, gone when the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/answer_question/start_loading/web-1');
  await page.getByTestId('begin-test').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 30');
  await page.getByTestId('option-3').click();
  await expect(page.getByTestId('option-3')).toHaveAttribute('aria-checked', 'true');
  await page.waitForLoadState('networkidle'); // the answer is saved
  await page.getByTestId('next-question').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 2 of 30');

  await context.setOffline(true);
  const screen = page.getByTestId('network-unstable');
  await expect(screen).toHaveAttribute('data-kind', 'test');
  await expect(screen).toContainText('Answers you give now wait on this device');
  await expect(screen.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chrome-offline-test.png` });
  await screen.getByRole('button', { name: 'Refresh' }).click();
  await expect(screen).toContainText('Still no connection');

  await context.setOffline(false);
  await expect(screen).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 30');
  await expect(page.getByTestId('option-3')).toHaveAttribute('aria-checked', 'true');
  // And the server kept it: a reload shows it too.
  await page.reload();
  await expect(page.getByTestId('option-3')).toHaveAttribute('aria-checked', 'true');
});

test('offline on a payment page: Reload, to secure the payment', async ({ page, context }) => {
  await page.goto('/paying/payment/web-1');
  await ready(page);
  // The page has loaded the offline screen's code (it comes after the first view); then the
  // connection goes. Offline before that, the page shows the message alone.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('idle-network-unstable')),
  );
  await context.setOffline(true);
  const screen = page.getByTestId('network-unstable');
  await expect(screen).toHaveAttribute('data-kind', 'payment');
  await expect(screen).toContainText('secure your payment');
  await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chrome-offline-payment.png` });
  await context.setOffline(false);
  await expect(screen).toHaveCount(0);
});

test('a slow call shows the loading bar, which goes when the call is answered', async ({ page }) => {
  await page.goto('/answer_question/start_loading/web-1');
  await ready(page);
  await page.route('**/api/exam/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByTestId('begin-test').click();
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chrome-loading-bar.png` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 30', { timeout: 15_000 });
  await expect(bar).toHaveCount(0);
});

test('the language switch keeps the path, the other query values and the hash, with the new hl', async ({
  page,
}) => {
  await page.goto('/help/web-1?utm_source=e2e&hl=en-US#top');
  await ready(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveURL(/\/help\/web-1\?utm_source=e2e&hl=de-DE#top$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
});

// A remote page's styles late (a slow network): the page waits for them instead of showing
// unstyled and moving when they come (its heading's margin, 21 px, was seen moving the page frame
// now and then in the layout audit). One page of each remote that has no prerendered HTML.
test('a page whose styles come late shows styled, and nothing moves when they come', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.route(/\/remotes\/.*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await recordLayoutShifts(page);
  const moved: string[] = [];
  for (const [path, screen] of [
    ['/user/login', 'screen-account-login'],
    ['/help/web-1', 'screen-landing-help'],
    ['/paying/scheme/web-1', 'screen-checkout-plans'],
    ['/report/retrieve/web-1', 'screen-report-retrieve'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(screen)).toBeVisible();
    await ready(page);
    // Past the styles' arrival, and a few frames for a shift to be reported.
    await page.waitForTimeout(2_000);
    const shifts = await layoutShiftScore(page);
    if (shifts?.score !== 0) moved.push(`${path}: ${JSON.stringify(shifts?.shifts)}`);
  }
  expect(moved).toEqual([]);
});
