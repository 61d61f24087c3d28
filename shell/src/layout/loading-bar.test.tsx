import { act, render, screen } from '@testing-library/react';
import { beginPending, endPending } from '@iq/api';
import { loadEnglish } from '@iq/api/src/testing/screen-test-kit';
import { LoadingBar } from './loading-bar';

beforeAll(() => loadEnglish('common'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const bar = () => screen.queryByTestId('loading-bar');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const begin = () => act(() => beginPending());
const end = () => act(() => endPending(false));

test('a request answered within 150 ms shows nothing', () => {
  render(<LoadingBar />);
  begin();
  wait(150);
  end();
  wait(1000);
  expect(bar()).toBeNull();
});

test('a slow request shows the bar after 200 ms; it completes and goes when the request ends', () => {
  render(<LoadingBar />);
  begin();
  wait(199);
  expect(bar()).toBeNull();
  wait(1);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  wait(5000); // still waiting: the bar stays
  expect(bar()).toBeInTheDocument();
  end();
  expect(bar()?.className).toMatch(/done/);
  expect(screen.queryByRole('status')).toBeNull(); // no more "Loading…" for screen readers
  wait(300);
  expect(bar()).toBeNull();
});

test('overlapping requests make one bar that stays until the last one ends', () => {
  render(<LoadingBar />);
  begin();
  wait(100);
  begin();
  wait(150);
  expect(screen.getAllByTestId('loading-bar')).toHaveLength(1);
  end();
  wait(1000);
  expect(bar()?.className).not.toMatch(/done/);
  end();
  wait(300);
  expect(bar()).toBeNull();
});

test('a wait already running when the bar mounts counts from the mount', () => {
  begin();
  render(<LoadingBar />);
  wait(200);
  expect(bar()).toBeInTheDocument();
  end();
  wait(300);
});
