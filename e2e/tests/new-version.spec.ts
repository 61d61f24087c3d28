// spec §7 "A build manifest file is polled to detect new versions": the page polls GET
// /mf/version (here every 2 s through the session-storage knob the shell reads at start) and,
// once the live build differs from the one it loaded, offers a reload at a safe moment: never on a
// payment page, and on the question page a reload keeps the answers. The polled answer is
// changed with page.route; the real gateway answers otherwise.
import { expect, test, type Page } from '@playwright/test';
import { CHOICES, chooseTier, takeTestToTierPage } from '../support/purchase-flow';

/** shell/src/version/watch-for-new-version.ts POLL_INTERVAL_KEY (never below 2 s). */
const POLL_INTERVAL_KEY = 'IQ-version-poll-ms';
/** Idle after the first view, the prefetch, then a few polls. */
const NOTICE_TIMEOUT = 20_000;

/** Polls faster, and lets the test swap the live shell build the page is told about. */
async function watchPolls(page: Page) {
  const state = { newBuild: false, polls: 0 };
  await page.addInitScript((key) => sessionStorage.setItem(key, '2000'), POLL_INTERVAL_KEY);
  await page.route('**/mf/version', async (route) => {
    state.polls += 1;
    const response = await route.fetch();
    const live = (await response.json()) as { shell: string | null; remotes: Record<string, string> };
    await route.fulfill({
      response,
      json: state.newBuild ? { ...live, shell: 'e2e-new-shell-build' } : live,
    });
  });
  return state;
}

/** E2E_SCREENSHOTS_DIR=/tmp keeps a screenshot of the notice (new-version.png). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const notice = (page: Page) => page.getByTestId('new-version');

test('same build: no notice; a new build: a polite notice, and Reload loads it', async ({ page }) => {
  const polls = await watchPolls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => polls.polls, { timeout: NOTICE_TIMEOUT }).toBeGreaterThanOrEqual(2);
  await expect(notice(page)).toHaveCount(0);

  polls.newBuild = true;
  await expect(notice(page)).toBeVisible({ timeout: NOTICE_TIMEOUT });
  await expect(notice(page)).toContainText('A new version is available.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/new-version.png` });
  await expect(page.getByRole('status').filter({ has: notice(page) })).toHaveCount(1);
  // Polite: the notice never takes the focus.
  await expect(page.getByRole('button', { name: 'Reload' })).not.toBeFocused();

  polls.newBuild = false; // the reloaded page runs the live build
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = polls.polls;
  await expect.poll(() => polls.polls, { timeout: NOTICE_TIMEOUT }).toBeGreaterThan(before + 1);
  await expect(notice(page)).toHaveCount(0);
});

test('dismissed with Escape, it stays closed on this page', async ({ page }) => {
  const polls = await watchPolls(page);
  polls.newBuild = true;
  await page.goto('/');
  await expect(notice(page)).toBeVisible({ timeout: NOTICE_TIMEOUT });
  await page.getByRole('button', { name: 'Reload' }).focus();
  await page.keyboard.press('Escape');
  await expect(notice(page)).toHaveCount(0);
  await page.waitForTimeout(5_000);
  await expect(notice(page)).toHaveCount(0);
});

test('on the question page a reload keeps the answers and the question', async ({ page }) => {
  test.setTimeout(120_000);
  const polls = await watchPolls(page);
  await page.goto('/answer_question/start_loading/web-1');
  await page.getByTestId('begin-test').click();
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question ${n} of 30`);
    await page.getByTestId(`option-${CHOICES[n - 1]}`).click();
    if (n < 3) await page.getByTestId('next-question').click();
  }
  await page.waitForLoadState('networkidle'); // the third answer is saved
  polls.newBuild = true;
  await expect(notice(page)).toBeVisible({ timeout: NOTICE_TIMEOUT });
  polls.newBuild = false;
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 3 of 30');
  await expect(page.getByTestId(`option-${CHOICES[2]}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('3 of 30 answered').first()).toBeVisible();
});

test('never on a payment page: the notice waits until the visitor has left it', async ({ page }) => {
  test.setTimeout(240_000);
  const polls = await watchPolls(page);
  await takeTestToTierPage(page, `new-version-${Date.now()}@example.com`);
  await expect(notice(page)).toHaveCount(0); // same build all the way through the test
  polls.newBuild = true;
  const seen = polls.polls;
  await expect.poll(() => polls.polls, { timeout: NOTICE_TIMEOUT }).toBeGreaterThan(seen);
  await page.waitForTimeout(5_000);
  await expect(page.getByTestId('screen-checkout-scheme')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  // Into the payment page: still nothing.
  await chooseTier(page, /Basic/);
  await expect(page.getByTestId('screen-checkout-payment')).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(notice(page)).toHaveCount(0);
  // Leaving the checkout by a client-side navigation (the page and its watch stay): the notice.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
    window.history.pushState(null, '', '/report/retrieve');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('screen-checkout-payment')).toHaveCount(0);
  await expect(notice(page)).toBeVisible({ timeout: NOTICE_TIMEOUT });
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
