// Issue 38 point 1, "Done when": on a phone, an EQ result finished before sign-up is claimed
// through the sign-up mail's link opened in a FRESH browser context (a phone's mail app has none
// of the first tab's storage or cookies): that context's personal centre shows the result, not
// "Start"; the first tab notices, from the server, that it was saved, and after logging in there
// shows the same result. The result's figure is checked against the order service's list as the
// fresh context's own cookie reads it, not against the screen that shows it.
import { expect, test, type Page } from '@playwright/test';
import { answerQuestionnaire, expectNoSidewaysScroll } from '../support/questionnaire';
import { mailTo } from '../support/purchase-flow';

/** E2E_SCREENSHOTS_DIR=/tmp keeps screenshots of the screens (result-claim-*.png). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const PASSWORD = 'claim-Results-0k!';

test.use(PHONE);

/** The overall EQ percent of the account signed in on `page`, as the order service lists it. */
async function listedEqOverall(page: Page): Promise<number> {
  const res = await page.request.get('/api/exam/order/info/free');
  expect(res.status()).toBe(200);
  const tests = (await res.json()).data.tests as {
    examId: number;
    result: { overall?: { percent: number } };
  }[];
  const eq = tests.find((t) => t.examId === 3);
  expect(eq, 'the EQ result in the account').toBeTruthy();
  return eq!.result.overall!.percent;
}

test('an EQ result is claimed by the sign-up whose mailed link opens in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `claim-eq-${Date.now()}@example.com`;

  // The first tab: the EQ test, "Get my result", nobody signed in.
  await page.goto('/answer_question/start_loading/web-3?hl=en-US');
  await page.getByTestId('begin-test').click();
  await answerQuestionnaire(page, { itemCount: 30 });
  await page.getByTestId('get-result').click();
  const signIn = page.getByTestId('questionnaire-sign-in');
  await expect(signIn).toBeVisible({ timeout: 20_000 });
  await signIn.getByRole('link', { name: 'Register for free' }).click();

  // "Register for free": the form, then "Check your inbox", saying the result waits for the link.
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill('Claire');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat the password').fill(PASSWORD);
  await form.getByLabel('I have read and agree to the privacy policy').check();
  await form.getByTestId('register-submit').click();
  const sent = page.getByTestId('register-sent');
  await expect(sent).toContainText('Check your inbox');
  await expect(sent).toContainText('Your test result is kept with this sign-up');
  // Not yet: the link has not been opened, and the tab does not say otherwise.
  await expect(page.getByTestId('register-result-saved')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-claim-inbox.png`, fullPage: true });

  // The mail's link, opened in a fresh context: no cookie, no session storage of the first tab.
  const mail = await mailTo(page, email, /Confirm your e-mail address/);
  const link = /https?:\/\/\S+[?&]confirm=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'a confirmation link in the mail').toBeTruthy();
  const fresh = await browser.newContext({ ...PHONE, baseURL: new URL(page.url()).origin });
  const phone = await fresh.newPage();
  const confirmUrl = new URL(link!);
  await phone.goto(`${confirmUrl.pathname}${confirmUrl.search}`);

  // Signed in there, on the personal centre: the EQ row shows the result, not "Start".
  await expect(phone).toHaveURL(/\/user\/info/, { timeout: 20_000 });
  const eqRow = phone.getByTestId('account-free-test-eq');
  await expect(eqRow.getByTestId('account-free-test-result')).toBeVisible({ timeout: 15_000 });
  const overall = await listedEqOverall(phone);
  await expect(eqRow.getByTestId('account-free-test-result')).toContainText(`Overall ${overall}%`);
  await expect(eqRow.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await expect(eqRow.getByRole('link', { name: 'See the result' })).toBeVisible();
  // The tests not taken still offer to start.
  await expect(
    phone.getByTestId('account-free-test-brainDominance').getByRole('link', { name: 'Start' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(phone);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/result-claim-fresh-centre.png`, fullPage: true });

  // Its free tests page: the EQ card shows the five scales.
  await eqRow.getByRole('link', { name: 'See the result' }).click();
  await expect(phone).toHaveURL(/\/report\/result-free-test\//);
  await expect(phone.getByTestId('free-test-result-eq')).toBeVisible({ timeout: 15_000 });
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/result-claim-fresh-free-tests.png`, fullPage: true });

  // The first tab notices (it asks the server every few seconds) instead of "Check your inbox" forever.
  const saved = page.getByTestId('register-result-saved');
  await expect(saved).toBeVisible({ timeout: 20_000 });
  await expect(saved).toContainText('your test result is saved to your account');
  await expect(page.getByRole('heading', { level: 2, name: 'Your result is saved' })).toBeVisible();
  await expect(sent).toHaveCount(0); // no longer "Check your inbox"
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-claim-first-tab-saved.png`, fullPage: true });
  // Logging in there leads back to the test, whose result is now the account's.
  await saved.getByTestId('register-result-login').click();
  const login = page.getByTestId('login-form');
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/report\/result-free-test\/web-3/, { timeout: 20_000 });
  await expect(page.getByTestId('free-test-result-eq')).toBeVisible({ timeout: 15_000 });
  expect(await listedEqOverall(page)).toBe(overall);

  // One owner: a stranger's sign-up with the same result is refused by the server.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const examSession = await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'));
  expect(examSession).toBeTruthy();
  const refused = await stranger.request.post('/api/user/register', {
    data: {
      name: 'Mallory',
      email: `claim-stranger-${Date.now()}@example.com`,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      privacyAgreed: true,
      results: [examSession],
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).result).toBe(409);
  await stranger.close();
  await fresh.close();
});
