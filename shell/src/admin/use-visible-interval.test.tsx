// The health chart and a running analysis refresh every 10 s while the page is visible, and only then.
import { render } from '@testing-library/react';
import { useVisibleInterval } from './use-visible-interval';

function Ticking({ tick, ms }: { tick: () => void; ms: number | null }) {
  useVisibleInterval(tick, ms);
  return null;
}

let visibility: DocumentVisibilityState = 'visible';
const show = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('ticks every period while visible, not while hidden, and at once when shown again', () => {
  const tick = jest.fn();
  const { unmount } = render(<Ticking tick={tick} ms={10_000} />);
  jest.advanceTimersByTime(9_999);
  expect(tick).toHaveBeenCalledTimes(0);
  jest.advanceTimersByTime(1);
  expect(tick).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(20_000);
  expect(tick).toHaveBeenCalledTimes(3);

  show('hidden');
  jest.advanceTimersByTime(60_000);
  expect(tick).toHaveBeenCalledTimes(3);

  show('visible');
  expect(tick).toHaveBeenCalledTimes(4);
  jest.advanceTimersByTime(10_000);
  expect(tick).toHaveBeenCalledTimes(5);

  unmount();
  jest.advanceTimersByTime(60_000);
  expect(tick).toHaveBeenCalledTimes(5);
});

test('a hidden page starts without ticking, and no period means never', () => {
  visibility = 'hidden';
  const tick = jest.fn();
  render(<Ticking tick={tick} ms={10_000} />);
  jest.advanceTimersByTime(60_000);
  expect(tick).not.toHaveBeenCalled();

  const never = jest.fn();
  visibility = 'visible';
  render(<Ticking tick={never} ms={null} />);
  jest.advanceTimersByTime(60_000);
  show('visible');
  expect(never).not.toHaveBeenCalled();
});
