// Steps of the purchase, shared by the specs that sell: the test itself through the API
// (takeTestToTierPage), then the tier and payment steps as a visitor takes them.
import { expect, type Page } from '@playwright/test';
import {
  EXAM_IDS,
  EXAM_SESSION_STORAGE_KEY,
  type QuestionList,
  type StartExamSessionResponse,
} from '@iq/contracts';
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

/** Sent to exactly `to`: one spec's address may lie inside another's (buyer@ in safari-buyer@). */
const sentTo = (m: Mail, to: string) => m.to === to;

/**
 * The order service's own mails to `to` (receipts, report links), newest first. Counted per
 * address: other specs' mails, and the account mail a payment triggers, arrive at any time.
 */
export async function orderMailsTo(page: Page, to: string): Promise<Mail[]> {
  return (await mails(page)).filter((m) => sentTo(m, to) && !ACCOUNT_MAIL.test(m.subject));
}

/** The newest mail to `to` whose subject matches, once it is in the outbox. */
export async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails(page)).find((m) => sentTo(m, to) && subject.test(m.subject));
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

/**
 * An exam API call from the visitor's browser context (its cookies; the Exam-Session header as
 * the exam remote sends it): the envelope's data, once the envelope says 200.
 */
export async function examApiData<T>(
  page: Page,
  path: string,
  { body, sessionId }: { body?: unknown; sessionId?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = sessionId ? { 'Exam-Session': sessionId } : {};
  const response =
    body === undefined
      ? await page.request.get(`/api${path}`, { headers })
      : await page.request.post(`/api${path}`, { headers, data: body });
  const envelope = (await response.json()) as { result: number; data: T; message: string };
  expect(envelope.result, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/**
 * The whole test, confirmed, then the e-mail, through the site's API; the session goes where the
 * exam remote keeps it, and the visitor opens the tier page. Taking the 30 questions on screen is
 * exam-flow.spec's and purchase.spec's subject; for the specs that start at the tier page it cost
 * ≈ 10 s each. The first `solveFirst` items are answered as a reasoning visitor would (the audit's
 * solver, from the drawings served), the rest with CHOICES, so the score lands inside the
 * measurable range with some wrong answers.
 */
export async function takeTestToTierPage(page: Page, email: string, { solveFirst = 0 } = {}) {
  const { sessionId } = await examApiData<StartExamSessionResponse>(page, '/exam/session/start', {
    body: { examId: EXAM_IDS.iq, code: 'web' },
  });
  const { questions } = await examApiData<QuestionList>(page, `/exam/question/list/${EXAM_IDS.iq}/en`, {
    sessionId,
  });
  expect(questions).toHaveLength(30);
  for (const [i, question] of questions.entries()) {
    const solved =
      i < solveFirst
        ? solveFromSvg({ matrixSvg: question.matrixSvg, optionSvgs: question.options.map((o) => o.svg) })
        : [];
    const choice = solved.length === 1 ? solved[0]! : CHOICES[i]! - 1;
    const answer = { questionId: question.id, optionId: question.options[choice]!.id };
    await examApiData(page, '/exam/session/answer', { body: answer, sessionId });
  }
  await examApiData(page, '/exam/session/confirm', { body: {}, sessionId });
  await examApiData(page, '/exam/session/email', { body: { email }, sessionId });
  await page.goto('/');
  await page.evaluate(({ key, id }) => sessionStorage.setItem(key, id), {
    key: EXAM_SESSION_STORAGE_KEY,
    id: sessionId,
  });
  await page.goto('/scheme_select/web-1');
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
