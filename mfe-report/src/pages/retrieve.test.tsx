import { render, screen } from '@testing-library/react';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { NS } from '../i18n';
import RetrievePage from './retrieve';

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces(NS);
});

test('says plainly that retrieving by e-mail is not available yet, with no form that pretends to send', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch');
  render(
    <AppProviders store={createAppStore()}>
      <RetrievePage code="web" examId={1} />
    </AppProviders>,
  );
  expect(await screen.findByText('Retrieving a report by e-mail is not available yet.')).toBeInTheDocument();
  expect(screen.getByText(/open it with the link in your payment e-mail/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByText(/on its way/)).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});
