import { expect, test } from '@playwright/test';

test('home page comes from the landing remote and starts the test', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByTestId('screen-landing-home')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How high is your IQ?');
  // The test centre is loaded through the shared api slice from the exam service.
  await expect(page.getByTestId('test-categories').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('start-test').click();
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  await expect(page.getByTestId('screen-exam-question')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 of 30');
  expect(errors).toEqual([]);
});

test('the page is translated from the hl query and the language picker', async ({ page }) => {
  await page.goto('/?hl=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByTestId('screen-landing-home')).toBeVisible();
  // Prerendered in French: the picker works once the shell runs.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const french = await page.getByRole('heading', { level: 1 }).textContent();
  expect(french).not.toBe('How high is your IQ?');
  await page.getByRole('combobox').selectOption('ja-JP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(french ?? '');
});

// Issue 38: home marked the three live questionnaires "Coming soon".
test('home lists the four live tests, each a link to its own instructions', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('test-categories').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId('test-categories').getByText('Coming soon')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await cards.nth(2).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/answer_question\/start_loading\/web-3$/);
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
});

// Issue 38: campaign links carry the spec's region codes (hl=cn, kr, hk, jp); they showed English.
test('the spec region codes in hl pick their language, prerendered and after the shell runs', async ({
  page,
}) => {
  for (const [code, lang] of [
    ['cn', 'zh-CN'],
    ['kr', 'ko-KR'],
    ['hk', 'zh-HK'],
    ['jp', 'ja-JP'],
  ] as const) {
    await page.goto(`/?hl=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('How high is your IQ?');
  }
});

test('security headers and the embedded manifest are on the page', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const manifest = JSON.parse((await page.locator('#mf-manifest').textContent()) ?? '{}');
  expect(Object.keys(manifest.remotes).sort()).toEqual(['account', 'checkout', 'exam', 'landing', 'report']);
});
