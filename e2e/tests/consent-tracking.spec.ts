// Issue 13 "Done when": a browser sees no request to a third-party host before consent, and the
// right events after it with a click id. The suite's stack has no TRACKING_CONFIG, so this spec
// starts a second gateway beside it (same services, same builds) whose TRACKING_CONFIG points a
// tag manager and the Facebook pixel at fake hosts that Playwright answers itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_ENV, E2E_PORT, REPO_ROOT } from '../stack-env';

const TRACKING_PORT = E2E_PORT + 10;
const BASE = `http://localhost:${TRACKING_PORT}`;
const PIXEL_SCRIPT = 'https://pixel.example.test/fb.js';
const TAG_MANAGER_SCRIPT = 'https://tags.example.test/gtm.js';
const TRACKING_CONFIG = {
  tagManager: { id: 'GTM-E2E', scriptUrl: TAG_MANAGER_SCRIPT },
  pixels: { facebook: { id: 'fb-e2e', scriptUrl: PIXEL_SCRIPT } },
};

let gateway: ChildProcess | undefined;

test.beforeAll(async () => {
  const tsx = createRequire(__filename).resolve('tsx/cli', { paths: [REPO_ROOT] });
  gateway = spawn(process.execPath, [tsx, path.join(REPO_ROOT, 'services/gateway/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(TRACKING_PORT),
      TRACKING_CONFIG: JSON.stringify(TRACKING_CONFIG),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${TRACKING_PORT}/healthz`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  gateway?.kill('SIGTERM');
});

/** Every request the page makes to a host other than this stack's, answered here (never sent out). */
async function watchThirdParties(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const { hostname } = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(hostname) && !request.url().startsWith('data:'))
      seen.push(request.url());
  });
  await page.route(/^https:\/\/[^/]*\.example\.test\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* fake third party */' }),
  );
  return seen;
}

async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry)
      .map((entry) => ({ ...(entry as Record<string, unknown>) })),
  );
}

async function consentCommands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) =>
        Array.from(entry as ArrayLike<unknown>)
          .slice(0, 2)
          .join(' '),
      ),
  );
}

test('the CSP names the configured hosts and the page carries the configuration as data', async ({
  page,
}) => {
  const response = await page.goto(`${BASE}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  // The site itself, the inline after-paint loader by its hash, and exactly the configured hosts.
  expect(scriptSrc).toEqual([
    "'self'",
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    'https://tags.example.test',
    'https://pixel.example.test',
  ]);
  expect(JSON.parse((await page.locator('#iq-tracking').textContent()) ?? 'null')).toEqual(TRACKING_CONFIG);
});

test('a European visitor with a click id: nothing third-party before the accept; the pixel and its event after it', async ({
  page,
}) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto(`${BASE}/landing_page/girl/web-1?fbclid=abc&hl=de-DE&logid=e2e-log-1`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  // The page view is in the data layer with the logid as event id, after the all-denied default.
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: 'view_content', event_id: 'e2e-log-1' }));
  expect(await consentCommands(page)).toEqual(['consent default']);
  await page.waitForTimeout(500);
  expect(thirdParty).toEqual([]);

  // The banner is reachable from the keyboard.
  await banner.getByRole('button', { name: 'Akzeptieren' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => thirdParty).toContain(PIXEL_SCRIPT);
  expect(thirdParty).toContain(`${TAG_MANAGER_SCRIPT}?id=GTM-E2E`);
  expect(await consentCommands(page)).toEqual(['consent default', 'consent update']);
  // The page view made while the banner waited reached the pixel, with the logid as event id.
  const fbq = await page.evaluate(() => (window as unknown as { fbq?: { queue?: unknown[] } }).fbq?.queue);
  expect(fbq).toEqual([
    ['init', 'fb-e2e'],
    ['track', 'ViewContent', {}, { eventID: 'e2e-log-1' }],
  ]);

  // The click id survives in-app navigation; the accept holds for the session (no banner again).
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(banner).toBeHidden();
  const remembered = await page.evaluate(() => sessionStorage.getItem('IQ-tracked-query'));
  expect(JSON.parse(remembered ?? '{}')).toMatchObject({ fbclid: 'abc', hl: 'de-DE', logid: 'e2e-log-1' });
});

test('a visitor without a click id gets the data-layer event but no pixel', async ({ page }) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto(`${BASE}/landing_page/girl/web-1?hl=de-DE&logid=e2e-log-2`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect.poll(() => thirdParty).toContain(`${TAG_MANAGER_SCRIPT}?id=GTM-E2E`);
  expect(await dataLayerEvents(page)).toContainEqual(
    expect.objectContaining({ event: 'view_content', event_id: 'e2e-log-2' }),
  );
  await page.waitForTimeout(500);
  expect(thirdParty.filter((url) => url.startsWith('https://pixel.example.test/'))).toEqual([]);
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
});

test('declining, or a visitor outside Europe: no banner after, nothing third-party at all', async ({
  page,
}) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto(`${BASE}/landing_page/girl/web-1?fbclid=abc&hl=de-DE&logid=e2e-log-3`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toBeHidden();

  await page.goto(`${BASE}/landing_page/girl/web-1?fbclid=abc&hl=en-US&logid=e2e-log-4`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: 'view_content', event_id: 'e2e-log-4' }));
  await page.waitForTimeout(500);
  expect(thirdParty).toEqual([]);
});

test("a Facebook campaign's ?mode=fb in Europe: no banner, nothing third-party, on later pages too", async ({
  page,
}) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto(`${BASE}/landing_page/girl/web-1?mode=fb&fbclid=abc&hl=de-DE&logid=e2e-log-5`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect
    .poll(() => dataLayerEvents(page))
    .toContainEqual(expect.objectContaining({ event: 'view_content', event_id: 'e2e-log-5' }));
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  // The mode is kept for the visit: the next page (without it in its link) offers no banner either.
  await page.goto(`${BASE}/help/web-1?hl=de-DE`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.waitForTimeout(500);
  await expect(page.getByRole('region', { name: 'Cookie-Einwilligung' })).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test('on a phone the banner leaves the main action clear and the page end scrolls clear of it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/landing_page/girl/web-1?hl=de-DE`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
  await expect(banner).toBeVisible();
  // The page's main action, where the first view shows it, is not under the bar.
  const start = page.getByTestId('start-test').first();
  const covered = await start.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    if (y > window.innerHeight) return false; // below the fold: reached by scrolling, past the bar
    return !element.contains(document.elementFromPoint(box.left + box.width / 2, y));
  });
  expect(covered).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const bar = (await banner.boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(390);
  await context.close();
});
