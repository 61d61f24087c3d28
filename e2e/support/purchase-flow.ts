// Steps of the purchase as a visitor takes them, shared by the purchase and report specs.
import { expect, type Page } from '@playwright/test';
// The audit's solver, which reads only the drawings (as a person does), never the keys.
import { solveFromSvg } from '../../services/exam/src/domain/matrices/verify/solve';

// A fixed answer sequence without runs or cycles (1-based option numbers).
export const CHOICES = [
  3, 1, 4, 6, 2, 5, 5, 2, 6, 1, 3, 4, 2, 6, 1, 5, 4, 3, 1, 2, 6, 4, 5, 3, 2, 1, 6, 3, 5, 4,
];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export async function mails(page: Page): Promise<Mail[]> {
  const res = await page.request.get('/dev/mail.json');
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

/** The account mails (user service), which a paid order also triggers for its address. */
const ACCOUNT_MAIL =
  /Your account is ready|Confirm your e-mail address|Your verification code|Someone tried to register/;

/**
 * The order service's own mails to `to` (receipts, report links), newest first. Counted per
 * address: other specs' mails, and the account mail a payment triggers, arrive at any time.
 */
export async function orderMailsTo(page: Page, to: string): Promise<Mail[]> {
  return (await mails(page)).filter((m) => m.to.includes(to) && !ACCOUNT_MAIL.test(m.subject));
}

/** The newest mail to `to` whose subject matches, once it is in the outbox. */
export async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails(page)).find((m) => m.to.includes(to) && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

export async function orderStatus(page: Page, orderNumber: string) {
  const res = await page.request.post('/api/pay/pay/check/status', { data: { orderNumber } });
  return (await res.json()).data as { status: string; failureReason: string | null };
}

const svgOf = (dataUrl: string | null) => decodeURIComponent((dataUrl ?? '').replace(/^data:[^,]*,/, ''));

/** The option (1-based) the solver finds from the drawings on screen, or null when it is not sure. */
async function solvedChoice(page: Page): Promise<number | null> {
  const matrixSvg = svgOf(await page.getByTestId('question-matrix').getAttribute('src'));
  const optionSvgs: string[] = [];
  for (let i = 1; i <= 6; i++)
    optionSvgs.push(svgOf(await page.getByTestId(`option-${i}`).locator('img').getAttribute('src')));
  const candidates = solveFromSvg({ matrixSvg, optionSvgs });
  return candidates.length === 1 ? candidates[0]! + 1 : null;
}

/**
 * From the start page: the whole test, confirmed, then the e-mail; ends on the tier page. The
 * first `solveFirst` items are answered as a reasoning visitor would (by the drawings), the rest
 * with CHOICES, so the score lands inside the measurable range with some wrong answers.
 */
export async function takeTestToTierPage(page: Page, email: string, { solveFirst = 0 } = {}) {
  await page.goto('/answer_question/start_loading/web-1');
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  for (let n = 1; n <= 30; n++) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question ${n} of 30`);
    const choice = (n <= solveFirst ? await solvedChoice(page) : null) ?? CHOICES[n - 1]!;
    await page.getByTestId(`option-${choice}`).click();
    if (n < 30) await page.getByTestId('next-question').click();
  }
  await page.waitForLoadState('networkidle');
  await page.getByTestId('go-submit').click();
  await page.getByTestId('get-result').click();
  await expect(page.getByTestId('screen-exam-email')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('screen-checkout-scheme')).toBeVisible();
}

/** From the tier page: choose a tier and go on to the payment screen. */
export async function chooseTier(page: Page, tier: RegExp) {
  await expect(page.getByTestId('screen-checkout-scheme')).toBeVisible();
  // A visitor clicks the tier's card (its label), which checks the radio inside.
  const radio = page.getByRole('radio', { name: tier });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
  await page.getByTestId('tier-continue').click();
  await expect(page.getByTestId('screen-checkout-payment')).toBeVisible();
}

/** On the payment screen: the price and terms are stated before anything is charged, then Pay. */
export async function payWith(page: Page, method: 'Card' | 'PayPal') {
  await expect(page.getByTestId('one-time-statement')).toContainText('one-time payment');
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByTestId('pay').click();
}

export async function fillCard(page: Page, number: string) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Buyer');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** After paying: success, then the report route of the order; returns its order number. */
export async function reportAfterPayment(page: Page): Promise<string> {
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  await page.waitForURL(/\/report\/result\/web-1\?orderNumber=/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  expect(orderNumber).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  expect((await orderStatus(page, orderNumber)).status).toBe('paid');
  return orderNumber;
}
