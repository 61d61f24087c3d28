import { screen } from '@testing-library/react';
import TriplePurchasePage from './triple-purchase';
import { loadEnglish, renderAt } from '../testing/checkout-test-kit';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('the free evaluation pack sells nothing: it names the three tests and leads to the free tests', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  renderAt(
    '/triplePurchase/fb2-1?hl=en-US&orderNumber=IQ123&utm_source=x',
    '/triplePurchase/:codeExam',
    <TriplePurchasePage code="fb2" examId={1} />,
  );
  expect(
    await screen.findByText(/brain dominance, emotional intelligence \(EQ\) and personality/),
  ).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Go to the free tests' });
  // The page's query goes along (hl, tracking keys), but not the order it came from.
  expect(link.getAttribute('href')).toBe('/report/result-free-test/fb2-1?hl=en-US&utm_source=x');
  expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
});
