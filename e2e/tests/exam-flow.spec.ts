import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../stack-env';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'artifacts', 'items');
// A phone (390 × 844): the flow is what a phone visitor sees, and every item must fit its screen.
const PHONE = { width: 390, height: 844 };
const ITEM_PARTS = ['exam-timer', 'question-matrix', ...[1, 2, 3, 4, 5, 6].map((n) => `option-${n}`)];
// A fixed answer sequence without runs or cycles (1-based option numbers).
const CHOICES = [3, 1, 4, 6, 2, 5, 5, 2, 6, 1, 3, 4, 2, 6, 1, 5, 4, 3, 1, 2, 6, 4, 5, 3, 2, 1, 6, 3, 5, 4];

async function beginTest(page: Page) {
  await page.goto('/answer_question/start_loading/web-1');
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  await expect(page.getByTestId('question-matrix')).toBeVisible();
}

async function expectQuestion(page: Page, number: number) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question ${number} of 30`);
}

/** The top bar, the matrix, all six options and the way on are on screen at once: no scrolling. */
async function expectWholeItemOnScreen(page: Page, number: number) {
  const onward = page.getByTestId(number === 30 ? 'go-submit' : 'next-question');
  for (const part of ITEM_PARTS) await expect(page.getByTestId(part)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('progressbar')).toBeInViewport({ ratio: 1 });
  await expect(onward).toBeInViewport({ ratio: 1 });
}

/** A real answer of this session, posted the way the page posts it (the Exam-Session header). */
async function postValidAnswer(page: Page, session: string) {
  const headers = { 'Exam-Session': session };
  const list = await page.request.get('/api/exam/question/list/1/en', { headers });
  expect(list.status()).toBe(200);
  const question = (await list.json()).data.questions[0];
  return page.request.post('/api/exam/session/answer', {
    headers,
    data: { questionId: question.id, optionId: question.options[0].id },
  });
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('a visitor takes the whole IQ test, reloads mid-way, edits, confirms and reaches e-mail capture', async ({
  page,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await beginTest(page);
  await expect(page.getByTestId('exam-timer')).toHaveText(/^00:(19|20):\d\d$/);

  for (let n = 1; n <= 30; n++) {
    await expectQuestion(page, n);
    // The moment "Next" leaves the page scrolled down would show here.
    await expectWholeItemOnScreen(page, n);
    // Two items per difficulty level (three per level, in order): what the phone shows.
    if ((n - 1) % 3 < 2) {
      const level = String(Math.ceil(n / 3)).padStart(2, '0');
      const suffix = (n - 1) % 3 === 0 ? 'a' : 'b';
      await page.screenshot({ path: path.join(SHOTS, `phone-level-${level}-${suffix}.png`) });
    }
    if (n === 1 || n === 15 || n === 30) {
      const name = n === 1 ? 'easy' : n === 15 ? 'medium' : 'hardest';
      await page
        .locator('[data-testid="screen-exam-question"]')
        .screenshot({ path: path.join(SHOTS, `${name}.png`) });
      // The element screenshot scrolled the page; a phone visitor starts each item from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    const choice = CHOICES[n - 1]!;
    // Half by keyboard (keys 1–6), half by click.
    if (n % 2) await page.keyboard.press(String(choice));
    else await page.getByTestId(`option-${choice}`).click();
    await expect(page.getByTestId(`option-${choice}`)).toHaveAttribute('aria-checked', 'true');

    if (n === 15) {
      // A reload keeps the answers and the page (spec: refresh, answers kept).
      await page.waitForLoadState('networkidle');
      await page.reload();
      await expectQuestion(page, 15);
      await expect(page.getByTestId(`option-${choice}`)).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
    }
    // One submit control at a time: on the last item only "Submit answers".
    await expect(page.getByTestId('finish-early')).toHaveCount(n === 30 ? 0 : 1);
    if (n < 30) {
      if (n % 3) await page.getByTestId('next-question').click();
      else await page.keyboard.press('ArrowRight');
    }
  }

  // Edit one answer before confirming: jump to question 3 and pick another option.
  await page.getByRole('button', { name: 'Question 3, answered' }).click();
  await expectQuestion(page, 3);
  await page.getByTestId('option-2').click();
  await expect(page.getByTestId('option-2')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('option-4')).toHaveAttribute('aria-checked', 'false');
  await page.waitForLoadState('networkidle');

  await page.getByRole('button', { name: 'Finish the test' }).click();
  await expect(page.getByTestId('screen-exam-confirm')).toBeVisible();
  await expect(page.getByTestId('confirm-counts')).toHaveText('You answered 30 of 30 questions.');
  await page.getByTestId('get-result').click();
  await expect(page.getByTestId('exam-calculating')).toBeVisible();
  await expect(page.getByTestId('screen-exam-email')).toBeVisible({ timeout: 20_000 });

  // Answers are locked on the server now: a valid answer (which an open session would take
  // with 200) is refused with 409.
  const session = (await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))) ?? '';
  const locked = await postValidAnswer(page, session);
  expect(locked.status()).toBe(409);
  const state = await (
    await page.request.get('/api/exam/session/state', { headers: { 'Exam-Session': session } })
  ).json();
  expect(state.data.confirmed).toBe(true);
  expect(state.data.outcome).toBe('scored');

  // E-mail capture with the spec's messages.
  const submit = page.getByRole('button', { name: 'Continue' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please input email address');
  await page.getByLabel('E-mail address').fill('not-an-address');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please input correct email address');
  await page.getByLabel('E-mail address').fill('visitor@example.com');
  await submit.click();
  await expect(page.getByTestId('screen-checkout-scheme')).toBeVisible();
});

test('answering every item with the same option gives the abnormal-result screen', async ({ page }) => {
  test.setTimeout(120_000);
  await beginTest(page);
  for (let n = 1; n <= 30; n++) {
    await expectQuestion(page, n);
    await page.keyboard.press('4');
    await expect(page.getByTestId('option-4')).toHaveAttribute('aria-checked', 'true');
    if (n < 30) await page.keyboard.press('ArrowRight');
  }
  await page.waitForLoadState('networkidle');
  await page.getByTestId('go-submit').click();
  await page.getByTestId('get-result').click();
  await expect(page.getByTestId('exam-abnormal')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unable to analyze test results');
  await page.getByRole('button', { name: 'Retake the test' }).click();
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
});

test('a fresh visitor opening the question page directly gets one session (started with the HTML, taken by the page), none more on reload', async ({
  page,
}) => {
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/exam/session/start')
      starts.push(request.url());
  });
  await page.goto('/answer_question/standard/web-1?hl=fr-FR');
  await expect(page.getByTestId('question-matrix')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 sur 30');
  // Issue 38: the gateway started it with the page; the browser starts none.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBeTruthy();
  expect(starts).toHaveLength(0);
  const session = await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'));
  const matrix = await page.getByTestId('question-matrix').getAttribute('src');

  // A reload keeps that session and its question 1: nothing is started again, early or late.
  await page.reload();
  await expect(page.getByTestId('question-matrix')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question 1 sur 30');
  await expect(page.getByTestId('question-matrix')).toHaveAttribute('src', matrix!);
  expect(starts).toHaveLength(0);
  expect(await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBe(session);
});
