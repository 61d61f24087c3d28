// Issue 41: a phone visit to a landing page sends a beacon naming the landing build that served it
// (as the manifest the gateway put into the page names it) with the page's LCP and CLS. A view
// ends at the next page (here a link in the footer) and waits; the document's views go in one
// beacon when it is hidden or left. A visitor who declined in the cookie banner sends none. And
// POST /api/rum refuses malformed and oversize bodies with a 4xx envelope, never a 5xx.
import { expect, test, type Page, type Request } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface View {
  route: string;
  remote: string;
  builds: Record<string, string>;
  step?: string;
  vitals?: { lcp?: number; cls?: number; ttfb?: number };
}
interface Beacon {
  v: number;
  views: View[];
}

/** The landing build the gateway served the page with: the manifest it put into the page. */
async function openLanding(page: Page, pathname: string): Promise<string> {
  await page.goto(pathname);
  const served = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('mf-manifest')?.textContent ?? '{}') as {
          remotes?: { landing?: { version?: string } };
        }
      ).remotes?.landing?.version,
  );
  expect(served, "the page's manifest names the landing build").toBeTruthy();
  await expect(page.getByTestId('start-test')).toBeVisible();
  // The beacon's code arrives after the first view (an idle chunk): a visitor reads a moment.
  await page.waitForLoadState('networkidle');
  return served!;
}

test('a phone visit to a landing page sends a beacon naming its landing build, with LCP and CLS', async ({
  page,
}) => {
  const served = await openLanding(page, '/landing_page/matrix/web-1');
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rum') && request.method() === 'POST') beacons.push(request);
  });
  await page.getByRole('contentinfo').locator('a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy/);
  // The first view ended; it waits for the document to be hidden or left.
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
  // The visitor switches tabs. (A beacon sent while the document unloads goes out too, as the
  // canary e2e's counts show, but Chromium does not show Playwright the request then.)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => beacons.length).toBe(1);
  const request = beacons[0]!;
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const beacon = JSON.parse(request.postData() ?? '{}') as Beacon;
  expect(beacon.v).toBe(2);
  expect(beacon.views.map((view) => view.route)).toEqual(['landing_page', 'privacy']);
  const [landing] = beacon.views;
  expect(landing).toMatchObject({ remote: 'landing', step: 'landing', builds: { landing: served } });
  expect(landing!.vitals?.lcp).toBeGreaterThan(0);
  expect(landing!.vitals?.cls).toBeGreaterThanOrEqual(0);
  // Nothing that names the visitor: no log id, no session, no e-mail.
  expect(request.postData()).not.toMatch(/logid|session|@/i);
  expect((await request.response())?.status()).toBe(202);
});

test('a visitor who declined in the cookie banner sends no beacon', async ({ page }) => {
  // A French visitor is offered the banner (spec §4: a European country code); decline comes first.
  await page.goto('/landing_page/matrix/web-1?hl=fr');
  const banner = page.getByTestId('cookie-consent');
  await banner.getByRole('button').first().click();
  await expect(banner).toBeHidden();
  await page.waitForLoadState('networkidle');
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rum')) beacons.push(request.postData() ?? '');
  });
  await page.getByRole('contentinfo').locator('a[href="/privacy"]').click();
  await expect(page).toHaveURL(/\/privacy/);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1000);
  expect(beacons).toEqual([]);
});

test('POST /api/rum refuses malformed and oversize beacons with a 4xx envelope', async ({
  request,
  baseURL,
}) => {
  const headers = { 'content-type': 'text/plain;charset=UTF-8', origin: new URL(baseURL!).origin };
  const view = { route: 'home', remote: 'landing', locale: 'en-US', builds: {} };
  const valid = { v: 2, views: [view] };
  for (const [body, status] of [
    ['{"v":2,', 400],
    [JSON.stringify({ v: 2, views: [{ ...view, remote: 'gateway' }] }), 400],
    [JSON.stringify({ v: 2, views: [{ ...view, vitals: { lcp: -5 } }] }), 400],
    [JSON.stringify({ ...valid, pad: 'x'.repeat(9 * 1024) }), 413],
  ] as const) {
    const res = await request.post('/api/rum', { headers, data: body });
    expect(res.status(), body.slice(0, 40)).toBe(status);
    expect(await res.json()).toEqual({ result: status, message: expect.any(String) });
  }
  const accepted = await request.post('/api/rum', { headers, data: JSON.stringify(valid) });
  expect(accepted.status()).toBe(202);
});
