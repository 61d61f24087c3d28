import { fireEvent, screen } from '@testing-library/react';
import RetrievePage from './retrieve';
import { failure, loadEnglish, mockApi, ok, renderAt } from '../testing/report-test-kit';

const PATTERN = '/report/retrieve/:codeExam';
const page = <RetrievePage code="web" examId={1} />;
const RETRIEVE = 'POST /api/pay/exam/order/report/retrieve';

beforeAll(loadEnglish);
afterEach(() => jest.restoreAllMocks());

async function send(email: string) {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send my report links' }));
}

test('checks the address first (spec §5) and sends nothing until it is valid', async () => {
  const api = mockApi({ [RETRIEVE]: ok({ sent: true }) });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('');
  expect(await screen.findByText('Please input email address')).toBeInTheDocument();
  await send('not-an-address');
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test("'Report sent successfully' only when the server says it sent", async () => {
  const api = mockApi({ [RETRIEVE]: ok({ sent: true }) });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send(' buyer@example.com ');
  expect(await screen.findByText('Report sent successfully')).toBeInTheDocument();
  expect(api.callsTo(RETRIEVE)[0]!.body).toEqual({ email: 'buyer@example.com', hl: 'en-US' });
});

test('result 10101: no retrievable reports in that mailbox', async () => {
  mockApi({ [RETRIEVE]: failure(404, 'There are no retrievable reports in the current mailbox.', 10101) });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('nobody@example.com');
  expect(
    await screen.findByText('There are no retrievable reports in the current mailbox.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Report sent successfully')).toBeNull();
});

test.each([
  ['a server error', failure(500, 'boom')],
  ['a refusal', failure(400, 'Bad request')],
  ['a 200 that is not a success envelope', { status: 200, body: { result: 500, message: 'x' } }],
])("%s: 'Report sending failed'", async (_name, reply) => {
  mockApi({ [RETRIEVE]: reply });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('buyer@example.com');
  expect(await screen.findByText('Report sending failed')).toBeInTheDocument();
  expect(screen.queryByText('Report sent successfully')).toBeNull();
});

test('no answer at all is a failure too, never a success', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('buyer@example.com');
  expect(await screen.findByText('Report sending failed')).toBeInTheDocument();
});

test('429: a polite wait with the time the server named', async () => {
  mockApi({
    [RETRIEVE]: [
      { ...failure(429, 'Too many requests'), headers: { 'Retry-After': '125' } },
      failure(429, 'Too many requests'),
    ],
  });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('buyer@example.com');
  expect(await screen.findByTestId('retrieve-wait')).toHaveTextContent(
    'Too many requests in a short time. Please wait 2 min 5 s before trying again.',
  );
  await send('buyer@example.com');
  expect(await screen.findByTestId('retrieve-wait')).toHaveTextContent(
    'Please wait a little before trying again.',
  );
  expect(screen.queryByText('Report sending failed')).toBeNull();
});

test("429 as the order service sends it: the envelope's retryAfterSeconds with the same Retry-After", async () => {
  const limited = {
    status: 429,
    body: { result: 429, message: 'Too many requests', retryAfterSeconds: 3540 },
    headers: { 'Retry-After': '3540' },
  };
  mockApi({ [RETRIEVE]: [limited, { ...limited, headers: {} }] });
  renderAt('/report/retrieve/web-1', PATTERN, page);
  await send('buyer@example.com');
  expect(await screen.findByTestId('retrieve-wait')).toHaveTextContent(
    'Too many requests in a short time. Please wait 59 minutes before trying again.',
  );
  // Without the header, the envelope's field says the same.
  await send('buyer@example.com');
  expect(await screen.findByTestId('retrieve-wait')).toHaveTextContent(
    'Please wait 59 minutes before trying again.',
  );
});
