// Accounts for browser tests that need a signed-in visitor but are not about accounts: made
// through the real user service (register, the mailed confirmation token, log out), so the
// test then signs in through the login page like a visitor.
import { expect, type Page } from '@playwright/test';
import { mailTo } from './purchase-flow';

export interface TestAccount {
  email: string;
  password: string;
}

/** A confirmed account, signed out again; the browser context keeps no session. */
export async function confirmedAccount(page: Page, prefix: string): Promise<TestAccount> {
  const account = { email: `${prefix}-${Date.now()}@example.com`, password: 'free-Tests-0k!' };
  const registered = await page.request.post('/api/user/register', {
    data: {
      name: 'Free Tester',
      email: account.email,
      password: account.password,
      passwordRepeat: account.password,
      privacyAgreed: true,
    },
  });
  expect(registered.status()).toBe(200);
  const mail = await mailTo(page, account.email, /Confirm your e-mail address/);
  const token = /[?&]confirm=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, 'a confirmation token in the mail').toBeTruthy();
  expect((await page.request.post('/api/user/confirm', { data: { token } })).status()).toBe(200);
  expect((await page.request.post('/api/user/logout', { data: {} })).status()).toBe(200);
  expect((await page.request.get('/api/user/get')).status()).toBe(401);
  return account;
}

/** Fills the login page the visitor was sent to (it keeps its `redirect`) and submits. */
export async function logInHere(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/user\/login/);
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByTestId('login-submit').click();
}
