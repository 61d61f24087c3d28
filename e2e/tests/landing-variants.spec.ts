// Issue 13 (landing variants): on a phone, each of the twenty landing variants is a page of its
// own — every pair of screenshots in a language differs in a clear share of its pixels — and
// none scrolls sideways. Screenshots go to e2e/artifacts/landing/<locale>-<variant>.png (or to
// E2E_SCREENSHOTS_DIR) for a human to look at.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_TAGS } from '@iq/contracts';
import { REPO_ROOT } from '../stack-env';
import { LANDING_VARIANTS } from '../support/landing-variants';
import { shiftsOnAnswer } from '../support/layout-audit';

const VARIANTS = LANDING_VARIANTS;
const LOCALES = ['en-US', 'ja-JP', 'de-DE'] as const;
const VIEWPORT = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(REPO_ROOT, 'e2e', 'artifacts', 'landing');
/** Two pixels differ when their RGB distance exceeds this (0–441): more than anti-aliasing noise. */
const PIXEL_DISTANCE = 24;
/** Two variants look alike when fewer than this share of their pixels differ. */
const MIN_DIFFERENT_SHARE = 0.05;

/**
 * The share of differing pixels of every pair of screenshots, computed in the page: its canvas
 * decodes the PNGs (no PNG library in this repository).
 */
async function differences(page: Page, pngs: Record<string, string>, distance: number) {
  return page.evaluate(
    async ({ pngs, distance }) => {
      const pixels: Record<string, Uint8ClampedArray> = {};
      for (const [name, base64] of Object.entries(pngs)) {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        pixels[name] = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      }
      const names = Object.keys(pixels);
      const limit = distance * distance;
      const shares: { a: string; b: string; share: number }[] = [];
      for (let i = 0; i < names.length; i += 1) {
        for (let j = i + 1; j < names.length; j += 1) {
          const a = pixels[names[i]!]!;
          const b = pixels[names[j]!]!;
          let different = 0;
          for (let p = 0; p < a.length; p += 4) {
            const dr = a[p]! - b[p]!;
            const dg = a[p + 1]! - b[p + 1]!;
            const db = a[p + 2]! - b[p + 2]!;
            if (dr * dr + dg * dg + db * db > limit) different += 1;
          }
          shares.push({ a: names[i]!, b: names[j]!, share: different / (a.length / 4) });
        }
      }
      return shares;
    },
    { pngs, distance },
  );
}

test.describe.configure({ mode: 'parallel' });

for (const hl of LOCALES) {
  test(`phone (${hl}): the twenty landing variants look different from each other`, async ({ browser }) => {
    test.setTimeout(180_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    // One context per language, one tab for all twenty pages: the banner's answer is kept.
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const pngs: Record<string, string> = {};

    for (const variant of VARIANTS) {
      await page.goto(`/landing_page/${variant}/web-1?hl=${hl}`);
      const screen = page.getByTestId('screen-landing-variant');
      await expect(screen).toHaveAttribute('data-variant', variant);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      // Every variant says before the start what is free and what is paid: the IQ score and
      // report are paid; the personality result (types) is free with an account.
      await expect(
        screen.getByTestId(variant === 'types' ? 'free-result-fact' : 'paid-report-fact'),
      ).toBeVisible();
      await expect(screen.getByTestId('start-test')).toHaveAttribute(
        'href',
        new RegExp(`/answer_question/start_loading/web-${variant === 'types' ? 2 : 1}\\b`),
      );
      // The cookie banner (European visitors) would cover the same part of every screenshot.
      const banner = page.getByTestId('cookie-consent');
      if (await banner.isVisible()) {
        await banner.getByRole('button').first().click();
        await expect(banner).toBeHidden();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${variant} scrolls sideways`).toBeLessThanOrEqual(0);
      const png = await page.screenshot({
        path: path.join(SHOTS, `${hl}-${variant}.png`),
        animations: 'disabled',
      });
      pngs[variant] = png.toString('base64');
    }

    // Compared on a blank page: no content security policy between the canvas and the PNGs.
    await page.goto('about:blank');
    const shares = await differences(page, pngs, PIXEL_DISTANCE);
    expect(shares).toHaveLength((VARIANTS.length * (VARIANTS.length - 1)) / 2);
    const alike = shares
      .filter(({ share }) => share < MIN_DIFFERENT_SHARE)
      .map(({ a, b, share }) => `${a} ~ ${b}: ${(share * 100).toFixed(1)} % of pixels differ`);
    expect(alike, 'variants that look alike on a phone').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the "-old" aliases show their variant', async ({ page }) => {
  for (const [alias, variant] of [
    ['genius_lab_old', 'genius_lab'],
    ['girl_old', 'girl'],
    ['test_center_old', 'test_center'],
    ['yellow_boy_old', 'yellow_boy'],
  ] as const) {
    await page.goto(`/landing_page/${variant}/web-1`);
    const headline = await page
      .getByTestId('screen-landing-variant')
      .getByRole('heading', { level: 1 })
      .textContent();
    await page.goto(`/landing_page/${alias}/web-1`);
    await expect(page.getByTestId('screen-landing-variant')).toHaveAttribute('data-variant', variant);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline ?? '');
  }
});

// The hero's report line says "paid" without a price until the order service's lowest price is
// in, then names it: the line keeps its height, so the start link under it does not move after
// the visitor has seen it (it rose by one or two lines on every landing page). The answer is held
// until the page shows the line without a price. Every landing page in English and German (the
// longest sentences), the home page and two layouts in the other languages, on a 360 px phone.
const PRICED_PAGES = ['/', ...VARIANTS.filter((v) => v !== 'types').map((v) => `/landing_page/${v}/web-1`)];
for (const hl of LOCALE_TAGS) {
  test(`phone (${hl}): the report price comes in without moving the start link`, async ({ page }) => {
    const paths = hl === 'en-US' || hl === 'de-DE' ? PRICED_PAGES : PRICED_PAGES.slice(0, 3);
    test.setTimeout(paths.length * 5_000 + 30_000);
    const measure = await shiftsOnAnswer(page, '**/api/exam/sku/list/**');
    await page.setViewportSize({ width: 360, height: 640 });
    const moved: string[] = [];
    for (const path of paths) {
      const fact = page.getByTestId('paid-report-fact');
      const shifts = await measure(
        async () => {
          await page.goto(`${path}?hl=${hl}`);
          await expect(fact).toBeVisible();
          await expect(fact).not.toContainText(/\d/);
        },
        () => expect(fact).toContainText(/\d/),
      );
      if (shifts?.score !== 0) moved.push(`${path}: ${JSON.stringify(shifts?.shifts)}`);
    }
    expect(moved).toEqual([]);
  });
}
