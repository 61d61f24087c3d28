import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n, i18n } from '@iq/i18n';
import ResultPage from '../../pages/result';
import { clipboard } from './copy-text';
import { NS } from '../../i18n';
import {
  ORDER_NUMBER,
  failure,
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

// spec §7: the six networks' share links, once the server has made the link.
const NETWORKS = ['Facebook', 'X', 'WhatsApp', 'LinkedIn', 'Telegram', 'Reddit'];
const CREATED = `http://localhost/report/shared/${TOKEN}`;

/** The share call waits until the test releases it: what shows while the server has not answered. */
function holdShareAnswer(spy: jest.SpyInstance) {
  const answer = spy.getMockImplementation()!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  spy.mockImplementation(async (input: Request) => {
    if (new globalThis.URL(input.url).pathname === '/api/exam/order/info/share') await held;
    return answer(input);
  });
  return () => act(async () => release());
}

test('the six network links appear only once the server has answered, each carrying the link', async () => {
  const release = holdShareAnswer(api().spy);
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  expect(screen.queryByTestId('share-networks')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(screen.getByTestId('share-create')).toHaveAttribute('aria-busy', 'true'));
  expect(screen.queryByRole('link', { name: /^Share on / })).toBeNull();

  await release();
  const group = await screen.findByRole('group', { name: /Post the link on a social network/ });
  const links = within(group).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
    NETWORKS.map((network) => `Share on ${network}`),
  );
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('href')).toContain(encodeURIComponent(CREATED));
  }
  const x = new globalThis.URL(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')!);
  expect(x.searchParams.get('text')).toBe('My IQ test result');
  expect(x.searchParams.get('hashtags')).toBe('IQTest');

  // Another choice of parts is another link: the old one's share links go with it.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Band' }));
  expect(screen.queryByTestId('share-networks')).toBeNull();
});

test('no link, no network links: the server refused', async () => {
  mockApi({
    [`GET /api/exam/order/info/${ORDER_NUMBER}`]: ok(reportOf('sku3')),
    [`GET /api/exam/order/questions/${ORDER_NUMBER}`]: ok(questionsOf()),
    [SHARE]: failure(500),
  });
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await within(screen.getByTestId('share-form')).findByRole('alert')).toHaveTextContent(/./);
  expect(screen.queryByTestId('share-networks')).toBeNull();
  expect(screen.queryAllByRole('link', { name: /^Share on / })).toEqual([]);
});

test('no Web Share API in the browser, no share-sheet button', async () => {
  api();
  renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await screen.findByTestId('share-networks');
  expect(screen.queryByRole('button', { name: 'Share with another app' })).toBeNull();
});

describe('with the Web Share API', () => {
  const share = jest.fn<Promise<void>, [ShareData]>();
  beforeEach(() => Object.defineProperty(navigator, 'share', { value: share, configurable: true }));
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
    share.mockReset();
  });

  test('the share sheet gets the title, text and link; closing it is no error', async () => {
    share.mockRejectedValue(new DOMException('closed', 'AbortError'));
    api();
    renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share with another app' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My IQ test result',
      text: 'I took an online IQ test. See my result and try it yourself.',
      url: CREATED,
    });
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(within(screen.getByTestId('share-form')).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('share-networks')).toBeInTheDocument();
  });
});

describe('in French', () => {
  beforeAll(async () => {
    await initI18n('fr-FR');
    await i18n.loadNamespaces(NS);
  });
  afterAll(loadEnglish);

  test('the names and the post are French; the brands stay', async () => {
    api();
    renderAt(URL, PATTERN, <ResultPage code="web" examId={1} />);
    fireEvent.click(await screen.findByTestId('share-toggle'));
    fireEvent.click(screen.getByTestId('share-create'));
    const group = await screen.findByRole('group', { name: /Publier le lien sur un réseau social/ });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(NETWORKS.map((network) => `Partager sur ${network}`));
    expect(within(group).getByRole('link', { name: 'Partager sur Facebook' })).toHaveTextContent('Facebook');
    const x = new globalThis.URL(screen.getByRole('link', { name: 'Partager sur X' }).getAttribute('href')!);
    expect(x.searchParams.get('text')).toBe('Mon résultat au test de QI');
    expect(x.searchParams.get('hashtags')).toBe('TestDeQI');
  });
});
