// Issue 11 "Done when" (e2e): in Chromium, through the pages: register, log out, log in, request a
// reset code, read it from /dev/mail.json, reset, log in with the new password, edit the profile
// (an invalid birthday shows 'Invalid date'), see the report list with a completed and a pending
// order, pay the pending one.
import { expect, test, type Page } from '@playwright/test';
import {
  chooseTier,
  fillCard,
  mailTo,
  orderStatus,
  payWith,
  takeTestToTierPage,
} from '../support/purchase-flow';

const EMAIL = `account-${Date.now()}@example.com`;
const FIRST_PASSWORD = 'first-Passw0rd!';
const NEW_PASSWORD = 'second-Passw0rd!';
/** E2E_SCREENSHOTS_DIR=/tmp keeps screenshots of the screens (account-*.png) for a human to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-${name}.png`, fullPage: true });
}

/** The first link in a mail's text that leads to `path` on this site, as a path with its query. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}[^\\s"<>]*`).exec(text)?.[0];
  expect(found, `a ${path} link in the mail`).toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, password: string) {
  await page.goto('/user/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mail address').fill(EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByTestId('login-submit').click();
}

async function logOut(page: Page) {
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  // The cookie is gone for the server too: the personal centre sends the visitor back to login.
  const res = await page.request.get('/api/user/get');
  expect(res.status()).toBe(401);
}

test.describe.serial('an account: register, log in, reset by code, profile, reports', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('register, confirm by the mailed link, log out, log in', async () => {
    await page.goto('/user/register');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Name').fill('Ada Account');
    await form.getByLabel('E-mail address').fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await form.getByLabel('Repeat the password').fill('not-the-same-1');
    await form.getByLabel('I have read and agree to the privacy policy').check();
    await form.getByTestId('register-submit').click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await form.getByLabel('Repeat the password').fill(FIRST_PASSWORD);
    await form.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-sent')).toContainText('Check your inbox');
    await shot(page, 'register-sent');

    // Not signed in by registering: the confirmation link in the mail does that.
    expect((await page.request.get('/api/user/get')).status()).toBe(401);
    const mail = await mailTo(page, EMAIL, /Confirm your e-mail address/);
    expect(mail.text).not.toContain(FIRST_PASSWORD);
    await page.goto(linkIn(mail.text, '/user/login'));
    await expect(page).toHaveURL(/\/user\/info/, { timeout: 15_000 });
    await expect(page.getByTestId('greeting')).toContainText('Ada Account');
    await expect(page.getByTestId('report-list-empty')).toBeVisible();
    await shot(page, 'info-empty');

    await logOut(page);
    await logIn(page, 'wrong-password-1');
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await logIn(page, FIRST_PASSWORD);
    await expect(page).toHaveURL(/\/user\/info/);
    await expect(page.getByTestId('login-success')).toHaveText('Login successful');
    await expect(page.getByTestId('greeting')).toContainText('Ada Account');
    await logOut(page);
  });

  test('forgot password: a code from /dev/mail.json, a new password, log in with it', async () => {
    await page.goto('/user/forgot-password');
    await page.getByTestId('forgot-email-form').getByLabel('E-mail address').fill(EMAIL);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('code-sent')).toContainText('Verification code sent');
    const mail = await mailTo(page, EMAIL, /Your verification code/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByTestId('verify-code').click();
    const reset = page.getByTestId('forgot-password-form');
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password').click();
    await expect(page.getByTestId('forgot-done')).toContainText('Password reset successful');
    await shot(page, 'reset-done');

    await logIn(page, FIRST_PASSWORD);
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await logIn(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/user\/info/);
  });

  test('the profile: an invalid birthday is refused, then saved and kept', async () => {
    await page.goto('/user/setting');
    const form = page.getByTestId('profile-form');
    await form.getByLabel('Nickname').fill('Ada');
    await form.getByLabel('Birthday').fill('2021-02-30');
    await page.getByTestId('profile-submit').click();
    await expect(page.getByText('Invalid date')).toBeVisible();
    await expect(page.getByTestId('profile-saved')).toHaveCount(0);
    // The service refuses it too, whatever a screen does.
    const refused = await page.request.post('/api/user/update', { data: { birthday: '2021-02-30' } });
    expect(refused.status()).toBe(400);

    await form.getByLabel('Birthday').fill('1990-05-31');
    await form.getByLabel('Female').check();
    await page.getByTestId('profile-submit').click();
    await expect(page.getByTestId('profile-saved')).toHaveText('Saved successfully');
    await shot(page, 'profile-saved');
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel('Birthday')).toHaveValue('1990-05-31');
    await expect(page.getByTestId('profile-form').getByLabel('Nickname')).toHaveValue('Ada');
  });

  test('the report list: one completed and one pending order; paying the pending one completes it', async () => {
    test.setTimeout(300_000);
    // A paid order for this address…
    await takeTestToTierPage(page, EMAIL);
    await chooseTier(page, /Basic/);
    await payWith(page, 'Card');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    // …and one left at the card form, unpaid, in another browser (paid later from the account).
    const other = await page.context().browser()!.newPage();
    await takeTestToTierPage(other, EMAIL);
    await chooseTier(other, /Basic/);
    await payWith(other, 'Card');
    await expect(other.getByLabel('Card number')).toBeVisible();
    await other.close();

    await page.goto('/user/info');
    const list = page.getByTestId('report-list');
    await expect(list.getByTestId('report-completed')).toHaveCount(1);
    await expect(list.getByTestId('report-pending')).toHaveCount(1);
    await expect(list.getByTestId('report-pending')).toContainText('Pending payment');
    await shot(page, 'reports');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'reports-mobile');
    await page.setViewportSize({ width: 1280, height: 720 });

    await list.getByTestId('report-pending').getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/paying\/payment\/web-1\?orderNumber=/);
    const pendingOrder = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    await payWith(page, 'Card');
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
    expect((await orderStatus(page, pendingOrder)).status).toBe('paid');

    await page.goto('/user/info');
    await expect(page.getByTestId('report-list').getByTestId('report-completed')).toHaveCount(2);
    await expect(page.getByTestId('report-list').getByTestId('report-pending')).toHaveCount(0);
  });
});
