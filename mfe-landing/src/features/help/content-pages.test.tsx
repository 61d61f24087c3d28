import { act, fireEvent, screen, within } from '@testing-library/react';
import { failure, loadEnglish, mockApi, ok, renderAt } from '@iq/api/src/testing/screen-test-kit';
import { i18n } from '@iq/i18n';
import { NS } from '../../i18n';
import HelpPage from '../../pages/help';
import HelpDetailPage from '../../pages/help-detail';
import SupportPage from '../../pages/support';
import PrivacyPage from '../../pages/privacy';
import AgreementPage from '../../pages/agreement';

const TOPICS = {
  hl: 'en-US',
  topics: [
    { id: 'timed-test', title: 'How does the timed test work?', summary: '30 questions against the clock.' },
    { id: 'refunds', title: 'How do I ask for a refund?', summary: 'Write to support.' },
  ],
};
const REFUNDS = {
  id: 'refunds',
  hl: 'en-US',
  title: 'How do I ask for a refund?',
  summary: 'Write to support.',
  blocks: [{ type: 'paragraph', text: 'Write to care@iqtest-online.com with your order number.' }],
};
const PRIVACY = {
  id: 'privacy',
  hl: 'de-DE',
  title: 'Datenschutzerklärung',
  updated: '2026-11-25',
  blocks: [
    { type: 'heading', text: 'Was wir speichern' },
    { type: 'list', items: ['Ihre Testantworten.', 'Ihre E-Mail-Adresse.'] },
    { type: 'heading', text: 'Zahlungen' },
    { type: 'paragraph', text: 'Zahlungen wickelt unser Zahlungsdienstleister ab.' },
  ],
};

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const headingLevels = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));

beforeAll(() => loadEnglish(NS));
afterEach(() => jest.restoreAllMocks());

describe('help centre', () => {
  test('lists the topics from the server in the visitor language, each linking to its article', async () => {
    const api = mockApi({ 'GET /api/app/help/list/1/en-US': ok(TOPICS) });
    renderAt('/help/web-1', '/help/:codeExam', <HelpPage code="web" examId={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the help centre…')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'How does the timed test work?' });
    expect(link).toHaveAttribute('href', '/helpDetail/web-1?id=timed-test');
    expect(screen.getByText('Write to support.')).toBeInTheDocument();
    expect(headingLevels()).toEqual([1, 2, 2]);
    expect(api.calls[0]?.headers.get('hl')).toBe('en-US');
  });

  test('asks for the list in the runtime language', async () => {
    const api = mockApi({ 'GET /api/app/help/list/1/ja-JP': ok({ ...TOPICS, hl: 'ja-JP' }) });
    renderAt('/help/web-1', '/help/:codeExam', <HelpPage code="web" examId={1} />, { hl: 'ja-JP' });
    await settle();
    expect(api.callsTo('GET /api/app/help/list/1/ja-JP')).toHaveLength(1);
  });

  test('an empty list says so and points to support', async () => {
    mockApi({ 'GET /api/app/help/list/1/en-US': ok({ hl: 'en-US', topics: [] }) });
    renderAt('/help/web-1', '/help/:codeExam', <HelpPage code="web" examId={1} />);
    expect(
      await screen.findByText('There are no help articles yet. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Still need help? Contact support' })).toHaveAttribute(
      'href',
      '/support/web-1',
    );
  });

  test('a failed list offers a retry that loads it', async () => {
    const api = mockApi({ 'GET /api/app/help/list/1/en-US': [failure(503, 'down'), ok(TOPICS)] });
    renderAt('/help/web-1', '/help/:codeExam', <HelpPage code="web" examId={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The help centre could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'How do I ask for a refund?' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/app/help/list/1/en-US')).toHaveLength(2);
  });
});

describe('help article', () => {
  test('shows the article named by ?id=', async () => {
    mockApi({ 'GET /api/app/help/info/refunds': ok(REFUNDS) });
    renderAt(
      '/helpDetail/web-1?id=refunds',
      '/helpDetail/:codeExam',
      <HelpDetailPage code="web" examId={1} />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I ask for a refund?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Write to care@iqtest-online.com with your order number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help centre' })).toHaveAttribute(
      'href',
      '/help/web-1',
    );
  });

  test('an unknown id (server 404) says the article does not exist', async () => {
    mockApi({});
    renderAt(
      '/helpDetail/web-1?id=no-such-topic',
      '/helpDetail/:codeExam',
      <HelpDetailPage code="web" examId={1} />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });

  test.each(['', '../../etc', 'Refunds', '%3Cscript%3E'])('a malformed id %j makes no call', async (id) => {
    const api = mockApi({});
    renderAt(`/helpDetail/web-1?id=${id}`, '/helpDetail/:codeExam', <HelpDetailPage code="web" examId={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    await settle();
    expect(api.calls).toHaveLength(0);
  });

  test('a failed article offers a retry', async () => {
    mockApi({ 'GET /api/app/help/info/refunds': [failure(500), ok(REFUNDS)] });
    renderAt(
      '/helpDetail/web-1?id=refunds',
      '/helpDetail/:codeExam',
      <HelpDetailPage code="web" examId={1} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The article could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I ask for a refund?' }),
    ).toBeInTheDocument();
  });
});

describe('support', () => {
  test('the address from the server as a mailto link, and what to put in a message', async () => {
    mockApi({ 'GET /api/app/support/info': ok({ email: 'care@iqtest-online.com' }) });
    renderAt('/support/web-1', '/support/:codeExam', <SupportPage code="web" examId={1} />);
    // Until the address comes, a spinner in its place under the label.
    expect(
      screen.getByRole('status', { name: 'Loading the support address…' }).parentElement,
    ).toHaveTextContent(/^E-mail:/);
    const mail = await screen.findByRole('link', { name: 'care@iqtest-online.com' });
    expect(mail.parentElement).toHaveTextContent('E-mail:care@iqtest-online.com');
    expect(mail).toHaveAttribute(
      'href',
      'mailto:care@iqtest-online.com?subject=Question%20about%20my%20test',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'What to include in your message' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Cancel a subscription' })).toHaveAttribute(
      'href',
      '/cancel/subscription/web-1',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy/web-1');
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/agreement/web-1');
    expect(headingLevels()).toEqual([1, 2]);
    // No address baked into the page: only the server's.
    expect(document.body.innerHTML).not.toMatch(/example|iq-test\.local/);
  });

  test('without the address it says so and retries', async () => {
    mockApi({ 'GET /api/app/support/info': [failure(503), ok({ email: 'care@iqtest-online.com' })] });
    renderAt('/support/web-1', '/support/:codeExam', <SupportPage code="web" examId={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The support address could not be loaded.');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'care@iqtest-online.com' })).toBeInTheDocument();
  });
});

describe('privacy policy and terms of use', () => {
  test('the privacy policy in the runtime language, headings in order, with its date', async () => {
    await i18n.loadLanguages('de-DE');
    const api = mockApi({ 'GET /api/app/protocol/info/privacy': ok(PRIVACY) });
    renderAt('/privacy', '/privacy', <PrivacyPage code="web" examId={1} />, { hl: 'de-DE' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zahlungen' })).toBeInTheDocument();
    expect(screen.getByText('Ihre E-Mail-Adresse.')).toBeInTheDocument();
    expect(screen.getByText('Last updated: 25. November 2026')).toBeInTheDocument();
    expect(headingLevels()).toEqual([1, 2, 2]);
    expect(new URL(api.calls[0]!.path, 'http://x').pathname).toBe('/api/app/protocol/info/privacy');
  });

  test('the terms of use: loading, then a failure with retry', async () => {
    mockApi({
      'GET /api/app/protocol/info/agreement': [
        failure(500),
        ok({ ...PRIVACY, id: 'agreement', hl: 'en-US', title: 'Terms of use' }),
      ],
    });
    renderAt('/agreement/web-1', '/agreement/:codeExam', <AgreementPage code="web" examId={1} />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Last updated: November 25, 2026')).toBeInTheDocument();
  });
});
