import { act, render, screen } from '@testing-library/react';
import type { Sku, SkuListResponse } from '@iq/contracts';
import { AppProviders, createAppStore } from './index';
import { cheapestSku, useLowestTierPrice, useReportOffer } from './query';

const sku = (skuId: Sku['skuId'], priceMinor: number, currency = 'EUR'): Sku => ({
  skuId,
  name: skuId,
  items: [],
  priceMinor,
  currency,
  discountTenths: null,
  listPriceMinor: priceMinor,
});
const list: SkuListResponse = {
  examId: 1,
  country: 'DE',
  currency: 'EUR',
  skus: [sku('sku1', 1999), sku('sku2', 999), sku('sku3', 2999)],
};

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

function Price() {
  return <p data-testid="price">{useLowestTierPrice(1, 'DE') ?? 'none'}</p>;
}

afterEach(() => jest.restoreAllMocks());

test('cheapestSku picks the lowest price paid, or null for no tiers', () => {
  expect(cheapestSku(list.skus)?.skuId).toBe('sku2');
  expect(cheapestSku([])).toBeNull();
});

test('useLowestTierPrice asks for the country and locale and formats the lowest price', async () => {
  const fetch = answer(200, { result: 200, data: list });
  render(
    <AppProviders store={createAppStore({ hl: 'de-DE' })}>
      <Price />
    </AppProviders>,
  );
  expect(screen.getByTestId('price')).toHaveTextContent('none');
  expect(await screen.findByText('9,99 €')).toBeInTheDocument();
  expect((fetch.mock.calls[0]![0] as Request).url).toBe('http://localhost/api/exam/sku/list/1/DE/de-DE');
});

test('useLowestTierPrice stays null when the call fails (the caller names no price)', async () => {
  const fetch = answer(503, { result: 503, message: 'down' });
  render(
    <AppProviders store={createAppStore({ hl: 'en-US' })}>
      <Price />
    </AppProviders>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fetch).toHaveBeenCalled();
  expect(screen.getByTestId('price')).toHaveTextContent('none');
});

function Offer({ examId }: { examId: number }) {
  const offer = useReportOffer(examId, 'DE');
  return <p data-testid="offer">{`${String(offer.freeWithAccount)} ${offer.lowestPrice ?? 'none'}`}</p>;
}

test('useReportOffer: a questionnaire is free with an account and has no price', async () => {
  answer(200, {
    result: 200,
    data: { examId: 2, country: 'DE', currency: 'EUR', skus: [], freeWithAccount: true },
  });
  render(
    <AppProviders store={createAppStore({ hl: 'de-DE' })}>
      <Offer examId={2} />
    </AppProviders>,
  );
  expect(screen.getByTestId('offer')).toHaveTextContent('null none');
  expect(await screen.findByText('true none')).toBeInTheDocument();
});

test('useReportOffer: the IQ test is not free (an answer without the flag too) and has its price', async () => {
  answer(200, { result: 200, data: list });
  render(
    <AppProviders store={createAppStore({ hl: 'de-DE' })}>
      <Offer examId={1} />
    </AppProviders>,
  );
  expect(await screen.findByText('false 9,99 €')).toBeInTheDocument();
});
