// Issue 10 "Done when" (upsell part): after a card purchase, "No thanks" on the plans page leads
// to the upsell steps (the first, skip-trial, passed over for a buyer without a trial, issue 35);
// two are accepted (one click, the card of the order) and three skipped,
// and the summary and the order list (GET /api/secondPhase/order) show exactly those two charges.
import { expect, test } from '@playwright/test';
import { chooseTier, fillCard, payWith, takeTestToTierPage } from '../support/purchase-flow';

/** Where the shell keeps the exam session id (shared/api runtime-slice.ts). */
const EXAM_SESSION_STORAGE_KEY = 'IQ-exam-session';
const EMAIL = `upsell-${Date.now()}@example.com`;
// Issue 35 (one entitlement ledger): once the analysis is bought, the bundle is priced by what the
// buyer is missing, the certificate ($6.99) and the guide ($7.99), under its list price ($14.99).
const ACCEPTED = new Map([
  ['answer-analysis', '$4.99'],
  ['premium-bundle', '$14.98'],
]);
const STEPS = [
  'skip-trial',
  'answer-analysis',
  'share-evaluation',
  'premium-bundle',
  'members-only',
  'product-access',
];

test('walks the six upsell steps, accepting two, and sees exactly those two charges', async ({ page }) => {
  test.setTimeout(240_000);
  await takeTestToTierPage(page, EMAIL);
  await chooseTier(page, /Basic/);
  await payWith(page, 'Card');
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('plans-offer').click();
  await expect(page.getByTestId('screen-checkout-plans')).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';

  await page.getByTestId('decline-offer').click();
  // Issue 35: the skip-trial step is for a buyer in a trial; this one has none, so it is passed over.
  await expect(page).toHaveURL(/step=answer-analysis/);
  for (const [index, step] of STEPS.entries()) {
    if (step === 'skip-trial') continue;
    await expect(page.getByTestId('screen-checkout-upsell')).toBeVisible();
    await expect(page.getByTestId('upsell-progress')).toHaveText(`Step ${index + 1} of 6`);
    const price = ACCEPTED.get(step);
    if (price) {
      const accept = page.getByTestId('upsell-accept');
      await expect(accept).toContainText(price);
      await accept.click();
      await expect(page.getByTestId('upsell-outcome')).toContainText(`Charged ${price}`);
      await page.getByTestId('upsell-continue').click();
    } else {
      // Keyboard: the skip link is reached and followed without a mouse.
      await page.getByTestId('upsell-skip').focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`step=${STEPS[index + 1] ?? 'done'}`));
  }

  const charges = page.getByTestId('upsell-charge');
  await expect(charges).toHaveCount(2);
  await expect(charges.nth(0)).toContainText('Answer analysis');
  await expect(charges.nth(0)).toContainText('$4.99');
  await expect(charges.nth(1)).toContainText('Premium bundle');
  await expect(charges.nth(1)).toContainText('$14.98');
  await expect(page.getByTestId('upsell-plan-charge')).toHaveCount(0);

  // The order list as the order service serves it to the same browser session.
  const session = await page.evaluate((key) => sessionStorage.getItem(key), EXAM_SESSION_STORAGE_KEY);
  const res = await page.request.get(`/api/secondPhase/order/${orderNumber}`, {
    headers: { 'Exam-Session': session ?? '' },
  });
  expect(res.status()).toBe(200);
  const order = (await res.json()).data as {
    purchases: { step: string; amountMinor: number }[];
    subscriptionCharges: unknown[];
  };
  expect(order.purchases.map((p) => [p.step, p.amountMinor]).sort()).toEqual([
    ['answer-analysis', 499],
    ['premium-bundle', 1498],
  ]);
  expect(order.subscriptionCharges).toEqual([]);
});
