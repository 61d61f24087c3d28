// Issue 38: the IQ question page's first view comes with the HTML. The gateway starts a fresh
// visitor's session while it answers the page, sends question 1's drawing and options in it (the
// page readable without any script), and the browser hydrates that HTML, adopting the session.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../stack-env';

const QUESTION_PAGE = '/answer_question/standard/web-1';

/** The exam remote's strings of the question screen in a locale (its own namespace). */
function questionStrings(locale: string): { title: string; optionAlt: string; matrixAlt: string } {
  const file = path.join(REPO_ROOT, 'mfe-exam', 'src', 'locales', `${locale}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { question: never }).question;
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`without JavaScript, in ${locale}`, () => {
    test.use({ javaScriptEnabled: false, locale });

    test("question 1's drawing and its six options are in the page, for this visitor only", async ({
      page,
    }) => {
      const strings = questionStrings(locale);
      const response = await page.goto(QUESTION_PAGE);
      // The page holds a session: no cache may keep it.
      expect(response!.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(strings.title, { number: 1, total: 30 }),
      );
      const matrix = page.getByRole('img', { name: fill(strings.matrixAlt, { number: 1 }) });
      await expect(matrix).toBeVisible();
      // Drawn, not a broken image: the SVG decodes to a picture of its own size.
      expect(await matrix.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      const box = (await matrix.boundingBox())!;
      expect(box.width).toBeGreaterThan(150);
      for (let n = 1; n <= 6; n++) {
        const option = page.getByTestId(`option-${n}`);
        await expect(option).toBeVisible();
        const picture = option.getByRole('img', { name: fill(strings.optionAlt, { number: n }) });
        expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`first-question-no-js-${locale}.png`) });
      // Styled at first paint: the options sit in a grid of three per row.
      const first = (await page.getByTestId('option-1').boundingBox())!;
      const fourth = (await page.getByTestId('option-4').boundingBox())!;
      expect(fourth.y).toBeGreaterThan(first.y + first.height / 2);

      // Another visitor gets another session, so other drawings (one in 2^32 seeds alike).
      const other = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      const otherPage = await other.newPage();
      await otherPage.goto(QUESTION_PAGE);
      const src = (p: typeof page) => p.getByTestId('question-matrix').getAttribute('src');
      const options = (p: typeof page) =>
        p
          .locator('[data-testid^="option-"] img')
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      expect([await src(otherPage), await options(otherPage)]).not.toEqual([
        await src(page),
        await options(page),
      ]);
      await other.close();
    });
  });
}

test.describe('with JavaScript', () => {
  test('the browser hydrates the served question 1 in place: same element, no warning, the session is the tab’s', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const starts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/exam/session/start') starts.push(request.url());
    });
    // The exam remote's page code arrives late, as on a slow phone: the server's question stays.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/remotes\/exam\/[^/]+\/__federation_expose_Question\.[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });

    await page.goto(`${QUESTION_PAGE}?utm_source=ad`);
    const matrix = page.getByTestId('question-matrix');
    await expect(matrix).toBeVisible();
    const served = await matrix.getAttribute('src');
    await page.evaluate(() => {
      (window as unknown as { served: Element | null }).served = document.querySelector(
        '[data-testid="question-matrix"]',
      );
    });
    await page.waitForTimeout(500);
    releaseCode();

    // Hydrated: React has taken over the very element the server sent, and the clock ticks.
    await expect
      .poll(() => matrix.evaluate((img) => Object.keys(img).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { served: Element | null }).served ===
          document.querySelector('[data-testid="question-matrix"]'),
      ),
    ).toBe(true);
    await expect(page.getByTestId('exam-timer')).not.toHaveText('00:20:00');
    // The gateway's session is the tab's: an answer is saved to it, and a reload shows it kept.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBeTruthy();
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exam/session/answer');
    await page.getByTestId('option-2').click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('question-matrix')).toHaveAttribute('src', served!);
    await expect(page.getByTestId('option-2')).toHaveAttribute('aria-checked', 'true');
    expect(starts).toEqual([]);
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  test('a tab that got its session while the next page was asked for keeps it, and the page renders without a hydration error', async ({
    page,
    context,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(QUESTION_PAGE);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBeTruthy();
    const own = await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'));
    const ownMatrix = await page.getByTestId('question-matrix').getAttribute('src');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exam/session/answer');
    await page.getByTestId('option-3').click();
    expect((await saved).status()).toBe(200);
    // The race, made certain: the next page's request leaves before the tab's mark is set (a
    // visitor who follows a link while question 1 hydrates), so the gateway serves it a session.
    await context.clearCookies({ name: 'iq-exam-tab' });
    const response = await page.goto('/question/web-1');
    expect(await response!.text()).toContain('id="iq-first-question"');
    // The tab's own session stays: its question 1, its answer, its id.
    await expect(page.getByTestId('question-matrix')).toHaveAttribute('src', ownMatrix!);
    await expect(page.getByTestId('option-3')).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBe(own);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
