import { act, render, screen } from '@testing-library/react';
import { pendingCount } from '@iq/api';
import { loadEnglish } from '@iq/api/src/testing/screen-test-kit';
import { loadedPage, loadPage, type PageComponent } from './load-page';
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

test('a page whose code arrives between the render and its effect shows, not a spinner forever', async () => {
  const Page = () => <p>the preloaded page</p>;
  // Not loaded when the shell renders; loaded (the route's preload) by the time its effect runs.
  let asked = 0;
  jest.mocked(loadedPage).mockImplementation(() => (asked++ === 0 ? undefined : Page));
  jest.mocked(loadPage).mockReturnValue(new Promise<PageComponent>(() => undefined));
  render(<RemotePage remote="exam" module="./Email" pageProps={{ code: 'web', examId: 1 }} />);
  expect(await screen.findByText('the preloaded page')).toBeInTheDocument();
});
