// Issue 35 "commerce you can trust", on a phone (390×844), through the pages: (a) the report's
// upgrade from the mailed link in a browser that never held the test costs exactly the
// difference; (b) a VIP report names no cheaper tier; (c) the personal centre lists a plan with
// its next charge and cancels it in one step; (d) an upsell step that starts a plan refuses
// without the terms box and sends nothing.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { confirmedAccount, logInHere } from '../support/accounts';
import {
  chooseTier,
  fillCard,
  orderMailsTo,
  payWith,
  reportAfterPayment,
  takeTestToTierPage,
} from '../support/purchase-flow';

const PHONE = { width: 390, height: 844 };
const TERMS_MESSAGE = 'Please check "I have read and agree to the terms" to proceed';
const stamp = Date.now();
/** E2E_SCREENSHOTS_DIR=/tmp keeps phone screenshots of the screens (trust-*.png) for a human to look at. */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trust-${name}.png`, fullPage: true });
}

test.use({ viewport: PHONE });

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  return { context, page: await context.newPage() };
}

/** The mailed link to this order's report, as a path with its query. */
async function mailedReportLink(page: Page, email: string, orderNumber: string): Promise<string> {
  const path = `/report/result/web-1?orderNumber=${orderNumber}`;
  let found = '';
  await expect
    .poll(
      async () => {
        const text = (await orderMailsTo(page, email)).map((m) => m.text).join('\n');
        found =
          new RegExp(`https?://[^\\s"<>]+${path.replace(/[?]/g, '\\?')}[^\\s"<>]*`).exec(text)?.[0] ?? '';
        return found !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** POST /api/pay/pay/check/status, as any holder of the order number may ask it. */
async function statusOf(page: Page, orderNumber: string) {
  const res = await page.request.post('/api/pay/pay/check/status', { data: { orderNumber } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    status: string;
    skuId: string;
    amountMinor: number;
    currency: string;
    netChargedMinor: number;
  };
}

/** A card purchase of `tier` for a new test of `email`, up to the success page. */
async function buy(page: Page, email: string, tier: RegExp) {
  await takeTestToTierPage(page, email);
  await chooseTier(page, tier);
  await payWith(page, 'Card');
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
}

test('(a) Basic bought in one browser, upgraded to Standard from the mailed link in another: exactly the difference', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `trust-upgrade-${stamp}@example.com`;
  const buyer = await phone(browser);
  const owner = await phone(browser);
  try {
    await takeTestToTierPage(buyer.page, email, { solveFirst: 20 });
    await chooseTier(buyer.page, /Basic/);
    await payWith(buyer.page, 'Card');
    await fillCard(buyer.page, '4242 4242 4242 4242');
    const basicOrder = await reportAfterPayment(buyer.page);
    expect((await statusOf(buyer.page, basicOrder)).netChargedMinor).toBe(999);

    // A fresh browser: no session storage, no test, only the link from the mail.
    const link = await mailedReportLink(buyer.page, email, basicOrder);
    const page = owner.page;
    await page.goto(link);
    expect(await page.evaluate(() => sessionStorage.getItem('IQ-exam-session'))).toBeNull();
    const lock = page.getByTestId('locked-analysis');
    await expect(lock).toHaveAttribute('data-unlocked-by', 'sku2', { timeout: 20_000 });
    await lock.getByTestId('upgrade-analysis').click();

    await expect(page.getByTestId('screen-checkout-payment')).toBeVisible();
    await expect(page.getByTestId('no-session')).toHaveCount(0);
    // $19.99 − $9.99, stated before paying.
    await expect(page.getByTestId('upgrade-note')).toContainText('$10.00');
    await expect(page.getByTestId('order-summary')).toContainText('$10.00');
    await shot(page, 'upgrade-payment');
    const sentSession: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/pay/pay/order/create'))
        sentSession.push(request.headers()['exam-session'] ?? null);
    });
    await page.getByLabel('E-mail address').fill(email);
    await payWith(page, 'Card');
    // The card page states the amount it takes.
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toContainText('$10.00');
    await fillCard(page, '4242 4242 4242 4242');
    const upgradeOrder = await reportAfterPayment(page);
    expect(upgradeOrder).not.toBe(basicOrder);
    expect(sentSession).toEqual([null]);

    const upgrade = await statusOf(page, upgradeOrder);
    expect(upgrade).toMatchObject({ status: 'paid', skuId: 'sku2', currency: 'USD', netChargedMinor: 1000 });
    await expect(page.getByTestId('answer-analysis')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('locked-analysis')).toHaveCount(0);

    // The same link again: the tier is owned now, so the payment page says so and links the report.
    await page.goto(`/paying/payment/web-1?sku=sku2&upgradeFrom=${basicOrder}`);
    await expect(page.getByTestId('already-owned')).toBeVisible();
    await shot(page, 'already-owned');
    await expect(page.getByTestId('owned-report')).toHaveAttribute(
      'href',
      /^\/report\/result\/web-1\?orderNumber=/,
    );
  } finally {
    await buyer.context.close();
    await owner.context.close();
  }
});

test('(b) a VIP (sku4) report shows no lock naming a cheaper tier and no upgrade link', async ({ page }) => {
  test.setTimeout(180_000);
  await takeTestToTierPage(page, `trust-vip-${stamp}@example.com`);
  await chooseTier(page, /VIP/);
  await payWith(page, 'Card');
  await fillCard(page, '4242 4242 4242 4242');
  const orderNumber = await reportAfterPayment(page);
  await expect(page.getByTestId('report-view')).toHaveAttribute('data-sku', 'sku4', { timeout: 20_000 });
  await expect(page.getByTestId('score')).toBeVisible();
  await expect(page.getByTestId('answer-analysis')).toBeVisible();
  for (const tier of ['sku1', 'sku2', 'sku3'])
    await expect(page.locator(`[data-unlocked-by="${tier}"]`)).toHaveCount(0);
  await expect(page.locator('[data-testid^="upgrade-"]')).toHaveCount(0);
  await expect(page.getByText(/Upgrade to/)).toHaveCount(0);
  await shot(page, 'vip-report');
  // The service's own answer: nothing of the report is locked.
  const res = await page.request.get(`/api/exam/order/info/${orderNumber}`);
  const report = (await res.json()).data as {
    items: { key: string; locked: boolean }[];
    certificate: { locked: boolean };
  };
  expect(report.items.filter((item) => item.locked)).toEqual([]);
  expect(report.certificate.locked).toBe(false);
});

test('(c) the personal centre lists the plan with its next charge and cancels it in one step', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await confirmedAccount(page, 'trust-centre');
  await buy(page, account.email, /Basic/);
  // The plans page, with its terms box, as the success page offers it.
  await page.getByTestId('plans-offer').click();
  await expect(page.getByTestId('screen-checkout-plans')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the terms of use' })).toHaveAttribute(
    'href',
    /^\/agreement\/web-1/,
  );
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('subscribe').click();
  await expect(page.getByTestId('subscription-started')).toContainText('Your subscription has started');

  await page.goto('/user/info');
  await logInHere(page, account);
  await expect(page).toHaveURL(/\/user\/info/);
  const list = page.getByTestId('subscription-list');
  const row = list.getByRole('listitem').filter({ hasText: 'Weekly plan' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('subscription-status')).toHaveText('Free trial');
  await expect(row.getByTestId('subscription-next')).toHaveText(
    /^Next charge: \$19\.99 on \w{3} \d{1,2}, \d{4}$/,
  );
  await expect(page.getByTestId('receipt-list')).toContainText('Visa ending in 4242');
  await shot(page, 'centre');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pay/account/subscription/cancel')) sent.push(request.method());
  });
  await row.getByTestId('cancel-subscription').click();
  await expect(row.getByTestId('cancel-outcome')).toHaveText(
    /^Cancelled\. Nothing more will be charged; you keep access until \w{3} \d{1,2}, \d{4}\.$/,
  );
  expect(sent).toEqual(['POST']);
  await expect(row.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(row.getByTestId('subscription-next')).toHaveText('No further charges');
  await expect(row.getByTestId('cancel-subscription')).toHaveCount(0);
  await shot(page, 'centre-cancelled');

  // What the service keeps: cancelled, no further charge.
  const res = await page.request.get('/api/pay/account/purchases');
  const { subscriptions } = (await res.json()).data as {
    subscriptions: { status: string; nextChargeAt: string | null; canCancel: boolean }[];
  };
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({ status: 'cancelled', nextChargeAt: null, canCancel: false });
});

test('(d) an upsell step that starts a plan refuses without the terms box, and starts with it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await buy(page, `trust-upsell-${stamp}@example.com`, /Basic/);
  await page.getByTestId('plans-offer').click();
  await page.getByTestId('decline-offer').click();
  // No trial, so the skip-trial step is passed over: its copy never shows.
  await expect(page).toHaveURL(/step=answer-analysis/);
  await expect(page.getByTestId('package-answer-analysis')).toBeVisible();
  await expect(page.getByText(/trial ends today/i)).toHaveCount(0);

  await page.goto(page.url().replace('step=answer-analysis', 'step=product-access'));
  const plan = page.getByTestId('package-daily-plan');
  await expect(plan.getByTestId('package-terms')).toHaveText('$19.99 every 4 weeks until you cancel.');
  await expect(plan.getByTestId('terms-first-charge')).toContainText('Charged today,');
  await expect(plan.getByTestId('terms-next-charge')).toHaveText(/^Next charge: \$19\.99 on .+ \d{4}\.$/);
  await expect(plan.getByTestId('cancel-link')).toHaveAttribute('href', /^\/cancel\/subscription\/web-1/);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/secondPhase/pay/planSku')) sent.push(request.postData() ?? '');
  });
  await plan.getByTestId('upsell-accept').click();
  await expect(plan.getByTestId('terms-error')).toHaveText(TERMS_MESSAGE);
  await expect(plan.getByTestId('terms-checkbox')).toBeFocused();
  await expect(page.getByTestId('upsell-outcome')).toHaveCount(0);
  expect(sent).toEqual([]);
  await shot(page, 'upsell-terms-refused');

  // Keyboard: the box is ticked with Space, then accepted.
  await page.keyboard.press('Space');
  await expect(plan.getByTestId('terms-checkbox')).toBeChecked();
  await expect(plan.getByTestId('terms-error')).toHaveCount(0);
  await plan.getByTestId('upsell-accept').click();
  await expect(page.getByTestId('upsell-outcome')).toContainText('Charged $19.99');
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ planId: 'daily', termsAccepted: true });
});
