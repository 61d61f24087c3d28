import { expect, test, type Page } from '@playwright/test';

// spec §9 on the tier page, with the order service's own prices: JPY is a zero-decimal
// currency (no decimal part at all), EUR uses a decimal comma. The country comes from
// ?country= or, without it, from the locale (ja-JP → JP, de-DE → DE).

interface Sku {
  skuId: string;
  priceMinor: number;
  currency: string;
}

async function skus(page: Page, country: string, hl: string): Promise<Sku[]> {
  const response = await page.request.get(`/api/exam/sku/list/1/${country}/${hl}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.skus;
}

async function tierPrices(page: Page, url: string) {
  await page.goto(url);
  const prices = page.getByTestId('tier-options').getByTestId('tier-price');
  await expect(prices).toHaveCount(4);
  return prices.allTextContents();
}

for (const [label, url, hl] of [
  ['hl=ja-JP', '/scheme_select/web-1?hl=ja-JP', 'ja-JP'],
  ['?country=JP', '/scheme_select/web-1?hl=en&country=JP', 'en-US'],
] as const) {
  test(`JPY without decimals (${label})`, async ({ page }) => {
    const expected = await skus(page, 'JP', hl);
    expect(expected.every((sku) => sku.currency === 'JPY')).toBe(true);
    const shown = await tierPrices(page, url);
    shown.forEach((text, index) => {
      expect(text).toMatch(/[¥￥]/);
      // Digits and group marks only: no decimal part of one or two digits.
      expect(text).not.toMatch(/\d[.,]\d{1,2}(?!\d)/);
      const whole = Math.round(expected[index]!.priceMinor / 100);
      expect(text.replace(/\D/g, '')).toBe(String(whole));
    });
  });
}

for (const [label, url, hl] of [
  ['hl=de-DE', '/scheme_select/web-1?hl=de-DE', 'de-DE'],
  ['?country=DE', '/scheme_select/web-1?hl=en&country=DE', 'en-US'],
] as const) {
  test(`EUR with a decimal comma (${label})`, async ({ page }) => {
    const expected = await skus(page, 'DE', hl);
    expect(expected.every((sku) => sku.currency === 'EUR')).toBe(true);
    const shown = await tierPrices(page, url);
    shown.forEach((text, index) => {
      const minor = expected[index]!.priceMinor;
      expect(text).toContain('€');
      expect(text).toContain(`${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`);
      expect(text).not.toMatch(/\d\.\d{2}(?!\d)/);
    });
    await expect(page.getByTestId('total-price')).toContainText(',');
  });
}
