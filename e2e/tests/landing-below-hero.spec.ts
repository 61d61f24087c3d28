// Issue 38 point 9 (landing variants worth their names). On a 360 px phone in en, ja and de:
// - every variant's page below its hero is its own: no two variants share the rendered text, the
//   element structure or the pixels of what follows the hero. "Below the hero" is read from the
//   page itself (everything after the section holding the h1, up to the end of <main>), not from
//   the configuration that generates it;
// - full-page screenshots of the twenty variants are composed into one contact sheet per
//   language, e2e/artifacts/variants/contact-<locale>.png, for a human to look at;
// - the start link works before any code has run: with JavaScript disabled it is a real link in
//   the prerendered HTML that opens the test's start page with the campaign and its query.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../stack-env';
import { LANDING_VARIANTS } from '../support/landing-variants';

const VARIANTS = LANDING_VARIANTS;
const LOCALES = ['en-US', 'ja-JP', 'de-DE'] as const;
const PHONE = { width: 360, height: 640 };
const SHEETS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(REPO_ROOT, 'e2e', 'artifacts', 'variants');

interface BelowHero {
  text: string;
  structure: string;
  box: { x: number; y: number; width: number; height: number } | null;
}

/**
 * What follows the hero, read from the DOM: from the section holding the page's h1 up to <main>,
 * every later sibling at every level. Its visible text, its element structure (tag names, roles
 * and the number of children; a drawing counts as one element) and the box it covers.
 */
function readBelowHero(page: Page): Promise<BelowHero> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const hero = main?.querySelector('h1')?.closest('section');
    if (!main || !hero) throw new Error('no <main> with a hero section');
    const blocks: HTMLElement[] = [];
    for (let node: HTMLElement | null = hero; node && node !== main; node = node.parentElement) {
      for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
        if (next instanceof HTMLElement) blocks.push(next);
      }
    }
    const shape = (el: Element): string => {
      if (el instanceof SVGElement) return 'svg';
      const role = el.getAttribute('role');
      return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ''}(${[...el.children].map(shape).join(',')})`;
    };
    const visible = blocks.filter((b) => b.getClientRects().length > 0);
    let box: BelowHero['box'] = null;
    if (visible.length) {
      const rects = visible.map((b) => b.getBoundingClientRect());
      const top = Math.min(...rects.map((r) => r.top)) + window.scrollY;
      const bottom = Math.max(...rects.map((r) => r.bottom)) + window.scrollY;
      box = {
        x: 0,
        y: Math.floor(top),
        width: document.documentElement.clientWidth,
        height: Math.ceil(bottom - top),
      };
    }
    return {
      text: visible
        .map((b) => b.innerText)
        .join('\n')
        .replace(/\s+/g, ' ')
        .trim(),
      structure: blocks.map(shape).join('|'),
      box,
    };
  });
}

/** Pairs of variants whose values are equal. */
function equalPairs(values: Record<string, string>): string[] {
  const names = Object.keys(values);
  const pairs: string[] = [];
  for (let i = 0; i < names.length; i += 1) {
    for (let j = i + 1; j < names.length; j += 1) {
      if (values[names[i]!] === values[names[j]!]) pairs.push(`${names[i]} = ${names[j]}`);
    }
  }
  return pairs;
}

/**
 * The twenty full-page screenshots side by side, drawn by the browser on a blank page (no PNG
 * library in this repository), half size, each under its variant's name.
 */
async function writeContactSheet(page: Page, shots: Record<string, string>, file: string) {
  await page.goto('about:blank');
  const cells = Object.entries(shots)
    .map(
      ([name, png]) =>
        `<figure><figcaption>${name}</figcaption><img src="data:image/png;base64,${png}"></figure>`,
    )
    .join('');
  await page.setContent(
    `<style>
      body { margin: 0; background: #888; font: 14px sans-serif; }
      .sheet { display: grid; grid-template-columns: repeat(10, 180px); gap: 8px; padding: 8px; align-items: start; width: max-content; }
      figure { margin: 0; background: #fff; }
      figcaption { padding: 2px 4px; font-weight: 700; }
      img { display: block; width: 180px; }
    </style><div class="sheet">${cells}</div>`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
  await page.locator('.sheet').screenshot({ path: file });
}

test.describe.configure({ mode: 'parallel' });

for (const hl of LOCALES) {
  test(`360 px (${hl}): no two variants alike below the hero; contact sheet`, async ({ browser }) => {
    test.setTimeout(240_000);
    fs.mkdirSync(SHEETS, { recursive: true });
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const texts: Record<string, string> = {};
    const structures: Record<string, string> = {};
    const pixels: Record<string, string> = {};
    const shots: Record<string, string> = {};

    for (const variant of VARIANTS) {
      await page.goto(`/landing_page/${variant}/web-1?hl=${hl}`);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', hl);
      const banner = page.getByTestId('cookie-consent');
      if (await banner.isVisible()) {
        await banner.getByRole('button').first().click();
        await expect(banner).toBeHidden();
      }
      // Everything the page loads after its first view is in: the text below the hero is the
      // same on two reads half a second apart, with nothing in flight (and, if it is empty, it
      // stays so for three seconds).
      await page.waitForLoadState('networkidle');
      const settled = Date.now() + 3000;
      let below = await readBelowHero(page);
      await expect
        .poll(async () => {
          const before = below.text;
          await page.waitForTimeout(500);
          below = await readBelowHero(page);
          return below.text === before && (below.text !== '' || Date.now() > settled);
        })
        .toBe(true);
      texts[variant] = below.text;
      structures[variant] = below.structure;
      expect.soft(below.text, `${variant}: nothing below the hero`).not.toBe('');
      if (below.box) {
        const part = await page.screenshot({ clip: below.box, fullPage: true, animations: 'disabled' });
        pixels[variant] = createHash('sha256').update(part).digest('hex');
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${variant} scrolls sideways`).toBeLessThanOrEqual(0);
      shots[variant] = (await page.screenshot({ fullPage: true, animations: 'disabled' })).toString('base64');
    }

    await writeContactSheet(page, shots, path.join(SHEETS, `contact-${hl}.png`));
    expect.soft(equalPairs(texts), 'variants with the same text below the hero').toEqual([]);
    expect.soft(equalPairs(structures), 'variants with the same structure below the hero').toEqual([]);
    expect(equalPairs(pixels), 'variants with the same pixels below the hero').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('every variant’s start link is a real link in the HTML to its test’s start page', async ({ page }) => {
    for (const variant of VARIANTS) {
      const exam = variant === 'types' ? 2 : 1;
      await page.goto(`/landing_page/${variant}/fb_ads2-1?utm_source=ad`);
      const start = page.locator('main a[href^="/answer_question/start_loading/"]');
      await expect(start, variant).toHaveCount(1);
      await expect(start, variant).toBeVisible();
      await expect(start, variant).toHaveAttribute(
        'href',
        `/answer_question/start_loading/fb_ads2-${exam}?utm_source=ad`,
      );
    }
  });

  test('tapping it opens the start page of the campaign’s test, query kept', async ({ page }) => {
    await page.goto('/landing_page/matrix/fb_ads2-1?utm_source=ad&ref=x');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest()),
      page.locator('main a[href^="/answer_question/start_loading/"]').click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/answer_question\/start_loading\/fb_ads2-1\?utm_source=ad&ref=x$/);
  });
});

test('on a slow phone, the start link tapped before the landing code is in still opens the test', async ({
  page,
}) => {
  // The landing remote's page code never arrives: the visitor has only the prerendered HTML.
  await page.route(/\/remotes\/landing\/[^/]+\/__federation_expose_Landing\.[^/]+\.js$/, () => {});
  await page.goto('/landing_page/girl/fb_ads2-1?utm_source=ad');
  const start = page.locator('main a[href^="/answer_question/start_loading/"]');
  await expect(start).toBeVisible();
  await start.click();
  await expect(page).toHaveURL(/\/answer_question\/start_loading\/fb_ads2-1\?utm_source=ad$/);
  await expect(page.getByTestId('screen-exam-instructions')).toBeVisible();
});

test('matrix (360 px, en, ja, de): its headline and sub-line sit on a plain ground, in contrast', async ({
  browser,
}) => {
  for (const hl of LOCALES) {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`/landing_page/matrix/web-1?hl=${hl}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const banner = page.getByTestId('cookie-consent');
    if (await banner.isVisible()) await banner.getByRole('button').first().click();
    for (const selector of ['main h1', 'main h1 + p']) {
      const text = page.locator(selector);
      const color = await text.evaluate((el) => getComputedStyle(el).color);
      // The ground behind the words, photographed with the words made transparent (CSSOM, which
      // the page's CSP allows): its pixels, read by a canvas on a blank page.
      await text.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
      const ground = (await text.screenshot({ animations: 'disabled' })).toString('base64');
      await text.evaluate((el) => ((el as HTMLElement).style.color = ''));
      const blank = await context.newPage();
      const { spread, contrast } = await blank.evaluate(
        async ({ png, color }) => {
          // WCAG relative luminance of an sRGB colour (0–255 channels).
          const linear = (c: number) =>
            c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
          const luminance = (r: number, g: number, b: number) =>
            0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(bitmap, 0, 0);
          const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
          const values: number[] = [];
          for (let p = 0; p < data.length; p += 4)
            values.push(luminance(data[p]!, data[p + 1]!, data[p + 2]!));
          values.sort((a, b) => a - b);
          const low = values[Math.floor(values.length * 0.01)]!;
          const high = values[Math.floor(values.length * 0.99)]!;
          const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number);
          const ink = luminance(r!, g!, b!);
          const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
          // Busy: the ground's light and dark parts differ (a plain ground: ratio near 1); the
          // words against the ground's worst part.
          return { spread: ratio(high, low), contrast: Math.min(ratio(ink, low), ratio(ink, high)) };
        },
        { png: ground, color },
      );
      await blank.close();
      expect(spread, `${hl} ${selector}: the ground behind the text varies`).toBeLessThan(1.3);
      expect(contrast, `${hl} ${selector}: contrast`).toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  }
});

test('the sections arriving after the first view move nothing on screen (CLS ≤ 0.05)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const viewport of [PHONE, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport, locale: 'de-DE' });
    const page = await context.newPage();
    for (const variant of ['matrix', 'home', 'types', 'new_page', 'yellow_girl'] as const) {
      await page.goto(`/landing_page/${variant}/web-1`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('landing-below-hero')).toBeAttached();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
              }[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 1000);
          }),
      );
      expect(shift, `${variant} at ${viewport.width} px`).toBeLessThanOrEqual(0.05);
    }
    await context.close();
  }
});
