// Issue 38, point 2: an answer given while the phone is offline waits on the device (and the
// screen says so, not "kept"), is sent when the connection returns (the screen says "saved" only
// once the server acknowledged it), and is there after a reload. What the server holds is read
// independently through the API with the session's header, outside the page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REPO_ROOT } from '../stack-env';

const SHOTS = path.join(REPO_ROOT, 'e2e', 'artifacts', 'offline-answers');
const PHONE = { width: 390, height: 844 };
// Option numbers for questions 1–5 (no runs or cycles), then the offline one.
const ONLINE_CHOICES = [3, 1, 4, 6, 2];
const QUEUE_KEY_PREFIX = 'iq.exam.answerQueue.';

type Question = { id: string; options: { id: string }[] };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

async function beginTest(page: Page) {
  await page.goto('/answer_question/start_loading/web-1');
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  await expect(page.getByTestId('question-matrix')).toBeVisible();
}

const expectQuestion = (page: Page, number: number) =>
  expect(page.getByRole('heading', { level: 1 })).toHaveText(`Question ${number} of 30`);

const sessionOf = async (page: Page) =>
  (await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))) ?? '';

/** The session as the server holds it: its question list and saved answers (not the page's). */
async function serverSession(request: APIRequestContext, session: string) {
  const headers = { 'Exam-Session': session };
  const list = await request.get('/api/exam/question/list/1/en', { headers });
  const state = await request.get('/api/exam/session/state', { headers });
  expect(list.status()).toBe(200);
  expect(state.status()).toBe(200);
  return {
    questions: (await list.json()).data.questions as Question[],
    answers: (await state.json()).data.answers as Record<string, string>,
  };
}

/** Answers questions 1–5 online, each acknowledged by the server, and moves on to question 6. */
async function answerFirstFive(page: Page) {
  for (let n = 1; n <= 5; n++) {
    await expectQuestion(page, n);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/exam/session/answer') && res.status() === 200,
    );
    await page.getByTestId(`option-${ONLINE_CHOICES[n - 1]}`).click();
    await saved;
    await page.getByTestId('next-question').click();
  }
  await expectQuestion(page, 6);
}

const storedQueue = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => localStorage.getItem(key)),
    QUEUE_KEY_PREFIX,
  );

test('offline on question 6: the answer waits on the phone, is sent when back online, and survives a reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await beginTest(page);
  await answerFirstFive(page);
  const session = await sessionOf(page);
  const { questions } = await serverSession(request, session);
  const q6 = questions[5]!;

  await context.setOffline(true);
  await page.getByTestId('option-4').click();
  await expect(page.getByTestId('option-4')).toHaveAttribute('aria-checked', 'true');
  // The truthful state: on this device, to be sent; nothing called saved or kept on the screen.
  const queued = page.getByTestId('answers-queued');
  await expect(queued).toHaveText(
    '1 answer is stored on this device and will be sent when your connection is back.',
  );
  await expect(page.getByTestId('answers-saved')).toHaveCount(0);
  await expect(page.getByTestId('screen-exam-question')).not.toContainText(/saved|kept/i);
  // The connection notice (the shell's) says the same, not that answers are kept.
  const notice = page.getByTestId('network-unstable');
  await expect(notice).toContainText('Answers you give now wait on this device');
  await expect(notice).not.toContainText(/kept|saved/i);
  expect(await storedQueue(page)).toHaveLength(1);
  // And indeed the server does not have it.
  expect((await serverSession(request, session)).answers[q6.id]).toBeUndefined();
  await queued.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'phone-offline-queued.png') });

  await context.setOffline(false);
  // Sent without any tap: the acknowledgement is what the screen now says.
  await expect(page.getByTestId('answers-saved')).toHaveText(
    'Connection restored: your answers have reached our server and are saved.',
  );
  await expect(queued).toHaveCount(0);
  await expect(page.getByTestId('network-unstable')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'phone-back-online-saved.png') });
  expect(await storedQueue(page)).toEqual([]);
  const afterSend = await serverSession(request, session);
  expect(afterSend.answers[q6.id]).toBe(q6.options[3]!.id);
  expect(Object.keys(afterSend.answers)).toHaveLength(6);

  await page.reload();
  await expectQuestion(page, 6);
  await expect(page.getByTestId('option-4')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
  await expect(page.getByRole('button', { name: 'Question 6, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 7, not answered yet' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'phone-after-reload.png') });
  // Independently again, after the reload: six answers, question 6's the one given offline.
  const afterReload = await serverSession(request, session);
  expect(afterReload.answers[q6.id]).toBe(q6.options[3]!.id);
  expect(Object.keys(afterReload.answers)).toHaveLength(6);
});

test('an answer still on the phone when the page reloads is sent after the reload, once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await beginTest(page);
  await answerFirstFive(page);
  const session = await sessionOf(page);
  const { questions } = await serverSession(request, session);
  const q6 = questions[5]!;
  const q7 = questions[6]!;

  // Offline: question 6 answered twice (the later one counts) and question 7 once.
  await context.setOffline(true);
  await page.getByTestId('option-2').click();
  await page.getByTestId('option-5').click();
  await page.getByTestId('next-question').click();
  await expectQuestion(page, 7);
  await page.getByTestId('option-1').click();
  await expect(page.getByTestId('answers-queued')).toHaveText(
    '2 answers are stored on this device and will be sent when your connection is back.',
  );

  // The connection comes back, but the answers' calls still do not get through (a flaky network):
  // the page is reloaded meanwhile, and the answers are still on the device afterwards.
  const dropped: string[] = [];
  await page.route('**/api/exam/session/answer', (route) => {
    dropped.push(route.request().postData() ?? '');
    return route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await page.reload();
  await expectQuestion(page, 7);
  await expect(page.getByTestId('answers-queued')).toHaveText(
    '2 answers are stored on this device and will be sent when your connection is back.',
  );
  // The page shows them as given (progress 7) while the server still has five.
  await expect(page.getByTestId('option-1')).toHaveAttribute('aria-checked', 'true');
  expect(Object.keys((await serverSession(request, session)).answers)).toHaveLength(5);

  // The network heals: the retry (backoff, no tap) sends them, in the order given.
  const sent: string[] = [];
  await page.unroute('**/api/exam/session/answer');
  page.on('request', (req) => {
    if (req.url().endsWith('/api/exam/session/answer')) sent.push(req.postData() ?? '');
  });
  await expect(page.getByTestId('answers-saved')).toBeVisible({ timeout: 40_000 });
  expect(dropped.length).toBeGreaterThan(0);
  expect(sent.map((body) => JSON.parse(body))).toEqual([
    { questionId: q6.id, optionId: q6.options[4]!.id },
    { questionId: q7.id, optionId: q7.options[0]!.id },
  ]);
  const held = (await serverSession(request, session)).answers;
  expect(held[q6.id]).toBe(q6.options[4]!.id);
  expect(held[q7.id]).toBe(q7.options[0]!.id);
  expect(Object.keys(held)).toHaveLength(7);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
});

test('the questionnaires queue too: an EQ answer given offline is sent when back online and kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/answer_question/start_loading/web-3');
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  await expect(page.getByTestId('questionnaire-item')).toBeVisible({ timeout: 20_000 });
  const session = await sessionOf(page);
  const saved = async () => {
    const res = await request.get('/api/exam/session/state', { headers: { 'Exam-Session': session } });
    expect(res.status()).toBe(200);
    return (await res.json()).data.answers as Record<string, number>;
  };

  for (const label of ['A little', 'Very much']) {
    const acknowledged = page.waitForResponse(
      (res) => res.url().endsWith('/api/exam/session/answer') && res.status() === 200,
    );
    await page.getByRole('radio', { name: label }).click();
    await acknowledged;
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Question 3 of \d+$/);
  const before = await saved();
  expect(Object.keys(before)).toHaveLength(2);

  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Quite a lot' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Question 4 of \d+$/);
  await expect(page.getByTestId('answers-queued')).toHaveText(
    '1 answer is stored on this device and will be sent when your connection is back.',
  );
  expect(Object.keys(await saved())).toHaveLength(2);

  await context.setOffline(false);
  await expect(page.getByTestId('answers-saved')).toBeVisible();
  const after = await saved();
  const added = Object.keys(after).filter((id) => !(id in before));
  expect(added).toHaveLength(1);
  expect(after[added[0]!]).toBe(4); // "Quite a lot" on the 1–5 scale

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Question 4 of \d+$/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  expect(await storedQueue(page)).toEqual([]);
});
