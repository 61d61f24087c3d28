import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '@iq/contracts';
import { shiftsOnAnswer } from '../support/layout-audit';

// Issue 13: help centre, support, privacy policy and terms of use, in the visitor's language,
// on a phone; the footer reaches them.
test.use({ viewport: { width: 390, height: 844 } });

test('help centre in German: list, then an article from ?id=', async ({ page }) => {
  await page.goto('/help/web-1?hl=de-DE');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
  const topic = page.getByRole('link', { name: 'Wie beantrage ich eine Erstattung?' });
  await expect(topic).toBeVisible();
  await expect(topic).toHaveAttribute('href', '/helpDetail/web-1?id=refunds');
  await page.goto('/helpDetail/web-1?id=refunds&hl=de-DE');
  await expect(page).toHaveURL(/\/helpDetail\/web-1\?id=refunds/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wie beantrage ich eine Erstattung?' }),
  ).toBeVisible();
  await expect(page.getByTestId('screen-landing-help-detail')).toContainText('@');
});

test('an unknown help article says so', async ({ page }) => {
  await page.goto('/helpDetail/web-1?id=no-such-topic');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
});

test('support shows the configured address as a mailto link', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/app/support/info')).json()) as { data: { email: string } };
  await page.goto('/support/web-1');
  const mail = page.getByRole('link', { name: data.email });
  await expect(mail).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${data.email.replace(/[.+]/g, '\\$&')}\\?subject=`),
  );
  await expect(page.getByTestId('screen-landing-support')).not.toContainText('example');
});

test("the support address takes its spinner's place without moving the page, in every locale", async ({
  page,
}) => {
  // Each answer is held until the spinner shows, so the address arrives after the page is drawn.
  const measure = await shiftsOnAnswer(page, '**/api/app/support/info');
  await page.setViewportSize({ width: 360, height: 640 });
  for (const locale of LOCALE_TAGS) {
    const shifts = await measure(
      async () => {
        await page.goto(`/support/web-1?hl=${locale}`);
        await expect(page.getByTestId('screen-landing-support').getByRole('status')).toBeVisible();
      },
      () => expect(page.getByRole('link', { name: /@/ })).toBeVisible(),
    );
    expect(shifts?.score, `${locale}: ${JSON.stringify(shifts?.shifts)}`).toBe(0);
  }
});

test('privacy policy in Japanese and terms of use in Korean', async ({ page }) => {
  await page.goto('/privacy?hl=ja-JP');
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'クッキーと広告' })).toBeVisible();
  await page.goto('/agreement/web-1?hl=ko-KR');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
});

test('the footer links to help, support, privacy and terms, and none sideways-scrolls the phone', async ({
  page,
}) => {
  await page.goto('/help/web-1');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Help Centre', '/help/web-1'],
    ['Support', '/support/web-1'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/agreement'],
  ] as const) {
    // Followed by address, not by a click: the cookie bar may sit over the footer on a phone.
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await page.goto(path);
    await expect(page.locator('[data-testid^="screen-landing-"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
