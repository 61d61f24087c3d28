import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResultDownloadPage from './result-download';
import { browserLocation } from '../components/safe-assign';
import {
  ORDER_NUMBER,
  failure,
  loadEnglish,
  mockApi,
  ok,
  renderAt,
  reportOf,
} from '../testing/report-test-kit';

const PATTERN = '/report/result-download/:codeExam';
const URL = `/report/result-download/web-1?orderNumber=${ORDER_NUMBER}`;
const page = <ResultDownloadPage code="web" examId={1} />;
const INFO = `GET /api/exam/order/info/${ORDER_NUMBER}`;
const FILE = 'POST /api/exam/order/file/down/info';
const CERTIFICATE = 'POST /api/exam/order/certificate';

const generating = (retryAfterSeconds: number | null) =>
  ok({ state: 'generating', url: null, fileName: 'report.pdf', expiresAt: null, retryAfterSeconds });
const ready = (url: string) =>
  ok({
    state: 'ready',
    url,
    fileName: 'report.pdf',
    expiresAt: '2026-11-20T11:00:00.000Z',
    retryAfterSeconds: null,
  });

beforeAll(loadEnglish);
let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("'Report is generating' while the PDF is made, asked again after retryAfterSeconds, then the file opens", async () => {
  jest.useFakeTimers();
  const api = mockApi({
    [INFO]: ok(reportOf('sku1')),
    [FILE]: [generating(3), generating(2), ready('/api/exam/order/file/signed/abc.pdf')],
  });
  renderAt(URL, PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Download the 21-page report (PDF)' }));
  const download = screen.getByTestId('download-report');
  expect(await within(download).findByText('Report is generating')).toBeInTheDocument();
  expect(download).toHaveTextContent('We will ask again in 3 seconds.');
  expect(api.callsTo(FILE)).toHaveLength(1);
  expect(api.callsTo(FILE)[0]!.body).toEqual({ orderNumber: ORDER_NUMBER, file: 'report', hl: 'en-US' });

  await act(async () => void jest.advanceTimersByTime(2_900));
  expect(api.callsTo(FILE)).toHaveLength(1); // not before the time the service named
  await act(async () => void jest.advanceTimersByTime(200));
  await waitFor(() => expect(download).toHaveTextContent('We will ask again in 2 seconds.'));
  expect(assign).not.toHaveBeenCalled();

  await act(async () => void jest.advanceTimersByTime(2_000));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/exam/order/file/signed/abc.pdf'));
  expect(api.callsTo(FILE)).toHaveLength(3);
  expect(download).toHaveTextContent('Your download has started.');
  expect(download).not.toHaveTextContent('Report is generating');
});

test('a link that is not on this site is never followed', async () => {
  mockApi({ [INFO]: ok(reportOf('sku1')), [FILE]: ready('//evil.example/x.pdf') });
  renderAt(URL, PATTERN, page);
  fireEvent.click(await screen.findByRole('button', { name: 'Download the 21-page report (PDF)' }));
  expect(
    await screen.findByText('The download link could not be opened. Please try again.'),
  ).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('the certificate is downloaded once its name is set; the name is saved first', async () => {
  const named = reportOf('sku3');
  named.certificate = { locked: false, code: 'K7M2Q9X4B1ZP', name: 'Ana María López' };
  const api = mockApi({
    [INFO]: [ok(reportOf('sku3')), ok(named)],
    [CERTIFICATE]: ok({ code: 'K7M2Q9X4B1ZP', name: 'Ana María López' }),
    [FILE]: ready('/api/exam/order/file/signed/cert.png'),
  });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByText('Verification code: K7M2Q9X4B1ZP')).toBeInTheDocument();
  const png = screen.getByRole('button', { name: 'Download certificate (PNG)' });
  expect(png).toBeDisabled();
  expect(
    screen.getByText('Save the name to print first, then download the certificate.'),
  ).toBeInTheDocument();

  const name = screen.getByLabelText('Name to print on the certificate');
  fireEvent.change(name, { target: { value: '<script>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText("The name may contain letters, spaces and . ' - only.")).toBeInTheDocument();
  expect(api.callsTo(CERTIFICATE)).toHaveLength(0);

  fireEvent.change(name, { target: { value: '  Ana   María López ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  expect(api.callsTo(CERTIFICATE)[0]!.body).toEqual({ orderNumber: ORDER_NUMBER, name: 'Ana María López' });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Download certificate (PNG)' })).toBeEnabled(),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download certificate (PNG)' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/exam/order/file/signed/cert.png'));
  expect(api.callsTo(FILE)[0]!.body).toMatchObject({ file: 'certificate-png' });
});

test('a name the service refuses is said plainly', async () => {
  mockApi({ [INFO]: ok(reportOf('sku3')), [CERTIFICATE]: failure(400, 'bad name') });
  renderAt(URL, PATTERN, page);
  fireEvent.change(await screen.findByLabelText('Name to print on the certificate'), {
    target: { value: 'Ana' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(
    await screen.findByText("This name cannot be printed. Use letters, spaces and . ' - only."),
  ).toBeInTheDocument();
});

test('without the certificate in the tier, its section is a lock with the upgrade', async () => {
  mockApi({ [INFO]: ok(reportOf('sku2')) });
  renderAt(URL, PATTERN, page);
  expect(await screen.findByTestId('locked-certificate')).toHaveTextContent('Included from Premium');
  expect(screen.queryByRole('button', { name: /Download certificate/ })).toBeNull();
});
