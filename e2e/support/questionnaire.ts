// Answering a questionnaire (exams 2–4) through its screens, one item at a time, the way a
// visitor does: the response scale's radios, the part progress messages with Continue.
import { expect, type Page } from '@playwright/test';

export const RESPONSE_LABELS = ['Not at all', 'A little', 'Moderately', 'Quite a lot', 'Very much'];

export interface AnsweringRun {
  answered: number;
  progressMessages: string[];
  reloaded: boolean;
}

/**
 * Answers every item until the end of the questionnaire (the confirm button, or the personality
 * form for exam 2). `itemCount` is checked against each "Question n of N" heading; with
 * `reloadAfter` the page is reloaded once after that many answers and the server's state must
 * hold them all. `onFirstItem` / `onFirstMessage` run once (screenshots).
 */
export async function answerQuestionnaire(
  page: Page,
  {
    itemCount,
    reloadAfter,
    onFirstItem,
    onFirstMessage,
  }: {
    itemCount: number;
    reloadAfter?: number;
    onFirstItem?: () => Promise<void>;
    onFirstMessage?: () => Promise<void>;
  },
): Promise<AnsweringRun> {
  const run: AnsweringRun = { answered: 0, progressMessages: [], reloaded: false };
  // The start may still be on its way (the instructions' heading is a level-1 heading too): wait
  // until the questionnaire shows an item, a part's message or its end.
  await expect(
    page
      .getByTestId('questionnaire-item')
      .or(page.getByTestId('part-progress-message'))
      .or(page.getByTestId('get-result'))
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  for (let step = 0; step < itemCount + 10; step++) {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    if (await page.getByTestId('part-progress-message').isVisible()) {
      run.progressMessages.push((await page.getByTestId('part-progress-message').innerText()).trim());
      if (run.progressMessages.length === 1) await onFirstMessage?.();
      await page.getByTestId('continue').click();
      continue;
    }
    if (await page.getByTestId('get-result').isVisible()) break;
    const title = await heading.innerText();
    const match = /Question (\d+) of (\d+)/.exec(title);
    expect(match, `a question heading, got "${title}"`).not.toBeNull();
    expect(Number(match![2])).toBe(itemCount);
    const item = await page.getByTestId('questionnaire-item').innerText();
    expect(item.length).toBeGreaterThan(5);
    if (run.answered === 0) await onFirstItem?.();
    await page.getByRole('radio', { name: RESPONSE_LABELS[(run.answered * 3 + 1) % 5] }).click();
    run.answered++;
    if (run.answered === reloadAfter && !run.reloaded) {
      // One reload on the way: the answers so far and the place are kept. An answer goes to this
      // device's storage first and is sent from there, the stored ones again after a reload: the
      // server holds every answer once the queue has sent them, and a lost one never arrives.
      await page.reload();
      run.reloaded = true;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const savedAnswers = () =>
        page.evaluate(async () => {
          const res = await fetch('/api/exam/session/state', {
            headers: { 'Exam-Session': sessionStorage.getItem('IQ-exam-session') ?? '' },
          });
          const state = (await res.json()) as { data: { answers: Record<string, number> } };
          return Object.keys(state.data.answers).length;
        });
      await expect.poll(savedAnswers, { timeout: 10_000 }).toBe(reloadAfter);
    }
  }
  expect(run.answered).toBe(itemCount);
  return run;
}

/** The page fits the viewport: no horizontal scrolling. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
