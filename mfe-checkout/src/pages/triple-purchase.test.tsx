import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtraOrderSubmitResponse, ExtraPackageList, GiftTest } from '@iq/contracts';
import TriplePurchasePage from './triple-purchase';
import { failure, loadEnglish, mockApi, ok, ORDER_NUMBER, renderAt } from '../testing/checkout-test-kit';

const PATTERN = '/triplePurchase/:codeExam';
const page = <TriplePurchasePage code="fb2" examId={1} />;
const LIST = `GET /api/exam/extra/package/list/${ORDER_NUMBER}`;
const SUBMIT = 'POST /api/exam/extra/order/submit';
const url = `/triplePurchase/fb2-1?hl=en-US&orderNumber=${ORDER_NUMBER}&utm_source=x`;

function test_(examId: number, kind: GiftTest['kind'], over: Partial<GiftTest> = {}): GiftTest {
  const withOrder = over.unlocksWith !== 'account';
  return {
    examId,
    kind,
    priceMinor: 0,
    currency: 'EUR',
    state: 'not-taken',
    takenAt: null,
    unlocksWith: 'order',
    takePath: `/answer_question/start_loading/fb2-${examId}${withOrder ? `?orderNumber=${ORDER_NUMBER}` : ''}`,
    resultPath: null,
    ...over,
  };
}

const TESTS: GiftTest[] = [
  test_(2, 'sixteen-types', { unlocksWith: 'account' }),
  test_(3, 'eq', {
    state: 'unlocked',
    takenAt: '2026-11-20T10:00:00.000Z',
    resultPath: `/report/result/fb2-1?orderNumber=${ORDER_NUMBER}`,
  }),
  test_(4, 'brain-dominance'),
];

function packList(over: { orderPaid?: boolean; orderedAt?: string | null } = {}): ExtraPackageList {
  return {
    orderNumber: ORDER_NUMBER,
    orderPaid: over.orderPaid ?? true,
    packages: [
      {
        packageId: 'free-evaluation-pack',
        priceMinor: 0,
        currency: 'EUR',
        tests: TESTS,
        orderedAt: over.orderedAt ?? null,
      },
    ],
  };
}

const added: ExtraOrderSubmitResponse = {
  ...packList().packages[0]!,
  orderNumber: ORDER_NUMBER,
  charged: false,
  orderedAt: '2026-11-29T09:00:00.000Z',
};

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('without an order: the free evaluation pack sells nothing and leads to the free tests', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  renderAt('/triplePurchase/fb2-1?hl=en-US&utm_source=x', PATTERN, page);
  expect(
    await screen.findByText(/brain dominance, emotional intelligence \(EQ\) and personality/),
  ).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Go to the free tests' });
  // The page's query goes along (hl, tracking keys).
  expect(link.getAttribute('href')).toBe('/report/result-free-test/fb2-1?hl=en-US&utm_source=x');
  expect(screen.queryByRole('button')).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('with a paid order: the three tests at their real price, 0, then added for nothing and each linked', async () => {
  const api = mockApi({
    [LIST]: [ok(packList()), ok(packList({ orderedAt: added.orderedAt }))],
    [SUBMIT]: ok(added),
  });
  renderAt(url, PATTERN, page);
  expect(await screen.findByTestId('free-pack-price')).toHaveTextContent(
    'Price: €0,00, free with your report',
  );
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Personality (16 types)',
    'Emotional intelligence (EQ)',
    'Brain dominance',
  ]);
  expect(items[0]).toHaveTextContent('Not taken yet');
  expect(items[0]).toHaveTextContent('free with a free account');
  expect(items[1]).toHaveTextContent('Taken on November 20, 2026');
  expect(items[2]).toHaveTextContent('Your result shows in your report: no account needed.');
  // No links before the pack is added; nothing says "pay".
  expect(screen.queryByRole('link', { name: /Take the test/ })).toBeNull();
  expect(screen.queryByText(/\bpay\b/i)).toBeNull();

  const submit = screen.getByRole('button', { name: 'Add the free pack (€0,00)' });
  submit.focus();
  fireEvent.click(submit);
  const confirmation = await screen.findByTestId('free-pack-added');
  expect(confirmation).toHaveTextContent('nothing was charged');
  await waitFor(() => expect(document.activeElement).toBe(confirmation.parentElement));
  expect(api.callsTo(SUBMIT)).toHaveLength(1);
  expect(api.callsTo(SUBMIT)[0]!.body).toEqual({
    orderNumber: ORDER_NUMBER,
    packageId: 'free-evaluation-pack',
  });

  // Each test has its link, keeping the page's query; the order only where the order unlocks it.
  expect(screen.getByRole('link', { name: 'Take the test: Personality (16 types)' })).toHaveAttribute(
    'href',
    '/answer_question/start_loading/fb2-2?hl=en-US&utm_source=x',
  );
  expect(screen.getByRole('link', { name: 'Take the test: Brain dominance' })).toHaveAttribute(
    'href',
    `/answer_question/start_loading/fb2-4?hl=en-US&orderNumber=${ORDER_NUMBER}&utm_source=x`,
  );
  expect(screen.getByRole('link', { name: 'See your result: Emotional intelligence (EQ)' })).toHaveAttribute(
    'href',
    `/report/result/fb2-1?hl=en-US&orderNumber=${ORDER_NUMBER}&utm_source=x`,
  );
  expect(screen.queryByRole('button', { name: /Add the free pack/ })).toBeNull();
});

test('a pack added before: the links at once, no button', async () => {
  mockApi({ [LIST]: ok(packList({ orderedAt: '2026-11-28T09:00:00.000Z' })) });
  renderAt(url, PATTERN, page);
  expect(await screen.findByRole('link', { name: 'Take the test: Brain dominance' })).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('an unpaid order: no button; the pack comes with the paid report, or a free account', async () => {
  mockApi({ [LIST]: ok(packList({ orderPaid: false })) });
  renderAt(url, PATTERN, page);
  expect(await screen.findByText(/comes with a paid report/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the free tests' })).toHaveAttribute(
    'href',
    '/report/result-free-test/fb2-1?hl=en-US&utm_source=x',
  );
});

test('loading, then an unknown order: said plainly, with the free tests', async () => {
  mockApi({ [LIST]: failure(404, 'Order not found') });
  renderAt(url, PATTERN, page);
  expect(screen.getByRole('status', { name: 'Loading the free pack…' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be found.');
  expect(screen.getByRole('link', { name: 'Go to the free tests' })).toBeInTheDocument();
});

test('a failed load offers a retry; a failed submit says so and keeps the button', async () => {
  const api = mockApi({
    [LIST]: [failure(503, 'down'), ok(packList())],
    [SUBMIT]: failure(503, 'down'),
  });
  renderAt(url, PATTERN, page);
  expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add the free pack (€0,00)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The pack could not be added. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Add the free pack (€0,00)' })).toBeInTheDocument();
  expect(api.callsTo(LIST)).toHaveLength(2);
});
