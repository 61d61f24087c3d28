import { act, render, screen } from '@testing-library/react';
import { pendingCount } from '@iq/api';
import { loadEnglish } from '@iq/api/src/testing/screen-test-kit';
import { loadPage, type PageComponent } from './load-page';
import { RemotePage } from './remote-page';

jest.mock('./load-page', () => ({ loadPage: jest.fn(), loadedPage: jest.fn() }));

beforeAll(() => loadEnglish('common'));

test("waiting for a page's code counts for the loading bar until it is in (spec §9)", async () => {
  let arrive!: (page: PageComponent) => void;
  jest.mocked(loadPage).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  render(<RemotePage remote="exam" module="./Question" pageProps={{ code: 'web', examId: 1 }} />);
  expect(pendingCount()).toBeGreaterThan(0);
  await act(async () => arrive(() => <p>the page</p>));
  expect(await screen.findByText('the page')).toBeInTheDocument();
  expect(pendingCount()).toBe(0);
});
