import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { endPending, beginPending } from '@iq/api';
import { api } from '@iq/api/query';
import { loadEnglish, mockApi, ok, renderAt } from '@iq/api/src/testing/screen-test-kit';
import { NetworkStatus } from './network-status';
import { NetworkUnstable } from './network-unstable';
import { setRouteTable } from '../routing/route-table';
import { testManifest } from '@iq/contracts/src/testing/test-pages';

// The route table as the remotes' builds declare it (issue 14): here, the test declarations.
beforeAll(() => void setRouteTable(testManifest()));

beforeAll(() => loadEnglish('common'));

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
const call = (network: boolean) =>
  act(() => {
    beginPending();
    endPending(network);
  });
const unstable = () => screen.queryByTestId('network-unstable');

test('offline in the test: new answers wait on this device, Refresh; back online it goes', async () => {
  renderAt('/answer_question/standard/web-1', '/*', <NetworkStatus />);
  expect(unstable()).toBeNull();
  goOffline();
  expect(await screen.findByText(/Answers you give now wait on this device/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  goOnline();
  expect(unstable()).toBeNull();
});

test('offline on a payment page: the payment is secured by a reload', async () => {
  renderAt('/paying/payment/web-1', '/*', <NetworkStatus />);
  goOffline();
  expect(await screen.findByText(/secure your payment/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
});

test('elsewhere one generic retry, no payment or test copy', async () => {
  renderAt('/report/result/web-1', '/*', <NetworkStatus />);
  goOffline();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText(/answers|payment/)).toBeNull();
});

test('two API calls in a row without an answer show it; an answered call hides it', async () => {
  renderAt('/answer/submit/web-1', '/*', <NetworkStatus />);
  call(false);
  call(true);
  expect(unstable()).toBeNull(); // one failure is not yet "unstable"
  call(true);
  expect(await screen.findByTestId('network-unstable')).toHaveAttribute('data-kind', 'test');
  call(false);
  expect(unstable()).toBeNull();
});

test('Reload on a payment page reloads the whole page', () => {
  const reload = jest.fn();
  renderAt('/triplePurchase/web-1', '/*', <NetworkUnstable onBack={() => {}} reload={reload} />);
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('Refresh in the test asks again for what failed, without a reload, once the connection is back', async () => {
  const probe = api.injectEndpoints({
    endpoints: (build) => ({ networkProbe: build.query<unknown, void>({ query: () => '/exam/state' }) }),
  });
  const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const reload = jest.fn();
  const onBack = jest.fn();
  const store = renderAt(
    '/answer_question/standard/web-1',
    '/*',
    <NetworkUnstable onBack={onBack} reload={reload} />,
  );
  const shown = store.dispatch(probe.endpoints.networkProbe.initiate());
  await shown;
  await act(() => new Promise((settled) => setTimeout(settled, 600))); // subscriptions reach the state

  online = false;
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText(/Still no connection/)).toHaveAttribute('role', 'status');
  expect(fetch).toHaveBeenCalledTimes(1);

  online = true;
  fetch.mockReset();
  const { calls } = mockApi({ 'GET /api/exam/state': ok({ answers: {} }) });
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(onBack).toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  shown.unsubscribe();
});
