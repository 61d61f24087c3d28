import { screen } from '@testing-library/react';
import SharedPage from './shared';
import { failure, loadEnglish, mockApi, ok, renderAt } from '../testing/report-test-kit';

const TOKEN = 'Sh4reT0ken_abcdefghijklmn';
const PATTERN = '/report/shared/:token';
const SHARED = `GET /api/exam/order/shared/${TOKEN}`;

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('shows only the parts the owner chose', async () => {
  mockApi({
    [SHARED]: ok({
      parts: ['score', 'percentile'],
      score: 118,
      band: null,
      percentile: 88.5,
      bound: null,
      certificateCode: null,
      completedAt: '2026-11-20T10:00:00.000Z',
    }),
  });
  renderAt(`/report/shared/${TOKEN}`, PATTERN, <SharedPage code="web" examId={1} token={TOKEN} />);
  expect(await screen.findByTestId('shared-score')).toHaveTextContent('118');
  expect(screen.getByTestId('shared-percentile')).toHaveTextContent('Higher than 89% of people');
  expect(screen.queryByTestId('shared-band')).toBeNull();
  expect(screen.queryByTestId('shared-certificate')).toBeNull();
  expect(screen.getByRole('link', { name: 'Take the IQ test yourself' })).toHaveAttribute('href', '/');
});

test('beyond the measurable range: the bound, never a number the test cannot support', async () => {
  mockApi({
    [SHARED]: ok({
      parts: ['score', 'band', 'percentile'],
      score: 127,
      band: 'superior',
      percentile: 96.4,
      bound: 'above',
      certificateCode: null,
      completedAt: '2026-11-20T10:00:00.000Z',
    }),
  });
  renderAt(`/report/shared/${TOKEN}`, PATTERN, <SharedPage code="web" examId={1} token={TOKEN} />);
  expect(await screen.findByTestId('shared-score')).toHaveTextContent('above 127');
  expect(screen.getByTestId('shared-band')).toHaveTextContent('Superior or higher');
  expect(screen.getByTestId('shared-percentile')).toHaveTextContent('Higher than at least 96% of people');
});

test('an unknown or withdrawn link says so', async () => {
  mockApi({ [SHARED]: failure(404, 'Not found') });
  renderAt(`/report/shared/${TOKEN}`, PATTERN, <SharedPage code="web" examId={1} token={TOKEN} />);
  expect(await screen.findByTestId('shared-not-found')).toHaveTextContent(
    'This shared link does not exist or is no longer shared.',
  );
});
