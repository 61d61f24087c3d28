// Issue 12 "Done when" (personality part): the 16-type test through its three parts on a phone
// viewport, the progress message between parts seen, one reload on the way (answers kept), the
// personality form, then a type with four axis percentages.
import { expect, test } from '@playwright/test';

const LABELS = ['Not at all', 'A little', 'Moderately', 'Quite a lot', 'Very much'];
/** E2E_SCREENSHOTS_DIR=/tmp keeps screenshots of the screens (questionnaire-*.png). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the personality test in three parts on a phone: progress messages, a reload, the form, a type', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/answer_question/start_loading/web-2');
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
  await page.getByTestId('begin-test').click();
  await page.getByRole('button', { name: 'Accept' }).click();

  const progressMessages: string[] = [];
  let answered = 0;
  let reloaded = false;
  for (let step = 0; step < 60; step++) {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    if (await page.getByTestId('part-progress-message').isVisible()) {
      progressMessages.push((await page.getByTestId('part-progress-message').innerText()).trim());
      if (SHOTS && progressMessages.length === 1)
        await page.screenshot({ path: `${SHOTS}/questionnaire-part-done.png`, fullPage: true });
      await page.getByTestId('continue').click();
      continue;
    }
    if (await page.getByLabel('First name').isVisible()) break;
    const title = await heading.innerText();
    const match = /Question (\d+) of (\d+)/.exec(title);
    expect(match, `a question heading, got "${title}"`).not.toBeNull();
    expect(match![2]).toBe('40');
    const item = await page.getByTestId('questionnaire-item').innerText();
    expect(item.length).toBeGreaterThan(5);
    if (SHOTS && answered === 0) await page.screenshot({ path: `${SHOTS}/questionnaire-item.png` });
    await page.getByRole('radio', { name: LABELS[(answered * 3 + 1) % 5] }).click();
    answered++;
    if (answered === 20 && !reloaded) {
      // One reload on the way: the answers so far and the place are kept.
      await page.waitForLoadState('networkidle');
      await page.reload();
      reloaded = true;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const state = await page.evaluate(async () => {
        const res = await fetch('/api/exam/session/state', {
          headers: { 'Exam-Session': sessionStorage.getItem('IQ-exam-session') ?? '' },
        });
        return (await res.json()) as { data: { answers: Record<string, number> } };
      });
      expect(Object.keys(state.data.answers)).toHaveLength(20);
    }
  }
  expect(reloaded).toBe(true);
  expect(answered).toBe(40);
  // Two messages between the three parts, and one after the last.
  expect(progressMessages.length).toBeGreaterThanOrEqual(2);
  expect(progressMessages[0]).toContain('Part 1 of 3 complete');
  expect(progressMessages[1]).toContain('Part 2 of 3 complete');

  // The personality form: every field required, with the spec's messages.
  await page.getByTestId('get-result').click();
  await expect(page.getByText('Please input your first name')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(`personality-${Date.now()}@example.com`);
  await page.getByLabel('Year of birth').selectOption('1990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Country or region').selectOption('GB');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/questionnaire-form.png`, fullPage: true });
  await page.getByTestId('get-result').click();

  const result = page.getByTestId('result-sixteen-types');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('type-code')).toHaveText(/^[EI][SN][TF][JP]$/);
  for (const axis of ['EI', 'SN', 'TF', 'JP']) {
    const row = page.getByTestId(`axis-${axis}`);
    await expect(row).toBeVisible();
    const percents = [...(await row.innerText()).matchAll(/(\d{1,3})%/g)].map((m) => Number(m[1]));
    expect(percents.length, `two percentages on axis ${axis}`).toBeGreaterThanOrEqual(2);
    expect(percents[0]! + percents[1]!).toBe(100);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/questionnaire-result.png`, fullPage: true });
  // The page fits the phone: no horizontal scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
