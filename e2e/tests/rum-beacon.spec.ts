// Issue 41: a phone visit to a landing page sends one beacon naming the landing build that served
// it (as the manifest the gateway put into the page names it) with the page's LCP and CLS, when the view ends
// (here: the next page, a link in the footer). A visitor who declined in the cookie banner sends
// none. And POST /api/rum refuses malformed and oversize bodies with a 4xx envelope, never a 5xx.
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Beacon {
  v: number;
  route: string;
  remote: string;
  builds: Record<string, string>;
  step?: string;
  vitals?: { lcp?: number; cls?: number; ttfb?: number };
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
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/rum') && request.method() === 'POST',
  );
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/rum'));
  await page.getByRole('contentinfo').locator('a[href="/privacy"]').click();
  const request = await sent;
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const beacon = JSON.parse(request.postData() ?? '{}') as Beacon;
  expect(beacon).toMatchObject({ v: 1, remote: 'landing', step: 'landing', builds: { landing: served } });
  expect(beacon.vitals?.lcp).toBeGreaterThan(0);
  expect(beacon.vitals?.cls).toBeGreaterThanOrEqual(0);
  // Nothing that names the visitor: no log id, no session, no e-mail.
  expect(request.postData()).not.toMatch(/logid|session|@/i);
  expect((await answered).status()).toBe(202);
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
  await page.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);
});

test('POST /api/rum refuses malformed and oversize beacons with a 4xx envelope', async ({
  request,
  baseURL,
}) => {
  const headers = { 'content-type': 'text/plain;charset=UTF-8', origin: new URL(baseURL!).origin };
  const valid = { v: 1, route: 'home', remote: 'landing', locale: 'en-US', builds: {} };
  for (const [body, status] of [
    ['{"v":1,', 400],
    [JSON.stringify({ ...valid, remote: 'gateway' }), 400],
    [JSON.stringify({ ...valid, vitals: { lcp: -5 } }), 400],
    [JSON.stringify({ ...valid, pad: 'x'.repeat(9 * 1024) }), 413],
  ] as const) {
    const res = await request.post('/api/rum', { headers, data: body });
    expect(res.status(), body.slice(0, 40)).toBe(status);
    expect(await res.json()).toEqual({ result: status, message: expect.any(String) });
  }
  const accepted = await request.post('/api/rum', { headers, data: JSON.stringify(valid) });
  expect(accepted.status()).toBe(202);
});
