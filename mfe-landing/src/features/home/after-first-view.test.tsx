import { act, render, screen } from '@testing-library/react';
import { afterFirstViewComponent } from './after-first-view';

function Price({ amount }: { amount: string }) {
  return <p>price {amount}</p>;
}

afterEach(() => document.documentElement.setAttribute('data-app-ready', 'true'));

test('shows the placeholder until the app runs, then the loaded component with its props', async () => {
  document.documentElement.removeAttribute('data-app-ready');
  const load = jest.fn(async () => Price);
  const Deferred = afterFirstViewComponent(load);
  render(<Deferred amount="9.99" placeholder={<p>no price yet</p>} />);
  expect(screen.getByText('no price yet')).toBeTruthy();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(load).not.toHaveBeenCalled(); // the first view is not over: nothing loads
  await act(async () => {
    document.documentElement.setAttribute('data-app-ready', 'true');
  });
  expect(await screen.findByText('price 9.99')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('once loaded, a later render shows the component at once', async () => {
  const Deferred = afterFirstViewComponent(async () => Price);
  const first = render(<Deferred amount="1" placeholder={<p>wait</p>} />);
  expect(await screen.findByText('price 1')).toBeTruthy();
  first.unmount();
  render(<Deferred amount="2" placeholder={<p>wait</p>} />);
  expect(screen.getByText('price 2')).toBeTruthy();
});

test('a failed load shows the failure, and retry loads again', async () => {
  const load = jest
    .fn<Promise<typeof Price>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(Price);
  const Deferred = afterFirstViewComponent(load);
  render(
    <Deferred
      amount="3"
      placeholder={<p>wait</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          try again
        </button>
      )}
    />,
  );
  const retry = await screen.findByRole('button', { name: 'try again' });
  await act(async () => retry.click());
  expect(await screen.findByText('price 3')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});
