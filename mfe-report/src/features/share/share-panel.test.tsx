import { fireEvent, screen, waitFor } from '@testing-library/react';
import ResultPage from '../../pages/result';
import { clipboard } from './copy-text';
import {
  ORDER_NUMBER,
  loadEnglish,
  mockApi,
  ok,
  questionsOf,
  renderAt,
  reportOf,
} from '../../testing/report-test-kit';

const PATTERN = '/report/result/:codeExam';
const URL = `/report/result/web-1?orderNumber=${ORDER_NUMBER}`;
const SHARE = 'POST /api/exam/order/info/share';
const TOKEN = 'Sh4reT0ken_abcdefghijklmn';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

function api() {
  return mockApi({
    [`GET /api/exam/order/info/${ORDER_NUMBER}`]: ok(reportOf('sku3')),
    [`GET /api/exam/order/questions/${ORDER_NUMBER}`]: ok(questionsOf()),
    [SHARE]: ok({ token: TOKEN, path: `/report/shared/${TOKEN}` }),
  });
}

test('the owner chooses what to show, the link is made for those parts and copied', async () => {
  const calls = api();
  const write = jest.spyOn(clipboard, 'writeText').mockResolvedValue(undefined);
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  const toggle = await screen.findByRole('button', { name: 'Share' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('checkbox', { name: 'Certificate code' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Band' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Certificate code' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  const link = await screen.findByLabelText('Your share link');
  expect(link).toHaveValue(`http://localhost/report/shared/${TOKEN}`);
  expect(calls.callsTo(SHARE)[0]!.body).toEqual({
    orderNumber: ORDER_NUMBER,
    parts: ['score', 'percentile', 'certificate'],
  });
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
  expect(write).toHaveBeenCalledWith(`http://localhost/report/shared/${TOKEN}`);
});

test('copy failed: says so and selects the link for a copy by hand', async () => {
  api();
  jest.spyOn(clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Your share link')).toHaveFocus());
  expect(screen.queryByText('Copied successfully')).toBeNull();
});

test('nothing chosen, nothing shared', async () => {
  const calls = api();
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  for (const name of ['IQ score', 'Band', 'Percentile'])
    fireEvent.click(screen.getByRole('checkbox', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('Choose at least one thing to show.')).toBeInTheDocument();
  expect(calls.callsTo(SHARE)).toHaveLength(0);
});

test('a tier without the certificate cannot share it', async () => {
  mockApi({ [`GET /api/exam/order/info/${ORDER_NUMBER}`]: ok(reportOf('sku1')) });
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(screen.queryByRole('checkbox', { name: 'Certificate code' })).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'IQ score' })).toBeChecked();
});
