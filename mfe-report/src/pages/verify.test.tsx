import { fireEvent, screen } from '@testing-library/react';
import VerifyPage from './verify';
import { failure, loadEnglish, mockApi, ok, renderAt } from '../testing/report-test-kit';

const PATTERN = '/verify/:verificationCode';
const lookup = (code: string) => `GET /api/exam/order/certificate/verify/${code}`;
const CERTIFICATE = {
  code: 'K7M2-Q9X4-B1ZP',
  name: 'Ada Lovelace',
  band: 'superior',
  score: '> 127',
  testedAt: '2026-11-20T23:30:00.000Z',
};
const open = (code: string) =>
  renderAt(`/verify/${code}`, PATTERN, <VerifyPage code="web" examId={1} verificationCode={code} />);

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

test('a real code: loading, then what the certificate states (score as printed, date in UTC)', async () => {
  const api = mockApi({ [lookup('K7M2-Q9X4-B1ZP')]: ok(CERTIFICATE) });
  open('K7M2-Q9X4-B1ZP');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Certificate verification');
  expect(screen.getByRole('status', { name: 'Checking the certificate…' })).toBeInTheDocument();

  expect(await screen.findByTestId('verify-valid')).toHaveTextContent('This certificate is genuine');
  expect(screen.getByTestId('verify-name')).toHaveTextContent('Ada Lovelace');
  expect(screen.getByTestId('verify-score')).toHaveTextContent('> 127');
  expect(screen.getByTestId('verify-band')).toHaveTextContent('Superior');
  expect(screen.getByTestId('verify-date')).toHaveTextContent('November 20, 2026');
  expect(screen.getByTestId('verify-code')).toHaveTextContent('K7M2-Q9X4-B1ZP');
  expect(screen.getByRole('link', { name: 'Take the IQ test yourself' })).toHaveAttribute('href', '/');
  expect(api.callsTo(lookup('K7M2-Q9X4-B1ZP'))).toHaveLength(1);
});

test('the code is sent as typed (raw, lower case); a certificate without a name says so', async () => {
  mockApi({ [lookup('k7m2q9x4b1zp')]: ok({ ...CERTIFICATE, name: null, score: '118' }) });
  open('k7m2q9x4b1zp');
  expect(await screen.findByTestId('verify-name')).toHaveTextContent('No name printed yet');
  expect(screen.getByTestId('verify-score')).toHaveTextContent('118');
});

test('a made-up code: "No certificate has this code", in the printed form', async () => {
  mockApi({ [lookup('zzzzzzzzzzzz')]: failure(404, 'No certificate has this code') });
  open('zzzzzzzzzzzz');
  const notFound = await screen.findByTestId('verify-not-found');
  expect(notFound).toHaveTextContent('No certificate has this code');
  expect(notFound).toHaveTextContent('Check that ZZZZ-ZZZZ-ZZZZ is typed exactly as printed');
  expect(screen.queryByTestId('verify-valid')).toBeNull();
});

test('a path that cannot be a code asks nothing and says not found', () => {
  const api = mockApi({});
  renderAt(
    '/verify/nope',
    '/verify/:verificationCode',
    <VerifyPage code="web" examId={1} verificationCode="nope" />,
  );
  expect(screen.getByTestId('verify-not-found')).toHaveTextContent('No certificate has this code');
  expect(api.calls).toHaveLength(0);
});

test('too many checks: asks to wait the time the service gave', async () => {
  mockApi({
    [lookup('K7M2-Q9X4-B1ZP')]: {
      ...failure(429, 'Too many certificate checks'),
      headers: { 'Retry-After': '42' },
    },
  });
  open('K7M2-Q9X4-B1ZP');
  expect(await screen.findByTestId('verify-wait')).toHaveTextContent(
    'Too many checks in a short time. Please wait 42 seconds and try again.',
  );
});

test('a failed call: the connection message and a retry that asks again', async () => {
  const api = mockApi({ [lookup('K7M2-Q9X4-B1ZP')]: [failure(500, 'Internal error'), ok(CERTIFICATE)] });
  open('K7M2-Q9X4-B1ZP');
  expect(await screen.findByTestId('verify-error')).toHaveTextContent('Connection failed. Please try again.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('verify-valid')).toBeInTheDocument();
  expect(api.callsTo(lookup('K7M2-Q9X4-B1ZP'))).toHaveLength(2);
});
