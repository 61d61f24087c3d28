import { examplePaths } from '@iq/contracts';
import { networkRouteKind } from './network-route-kind';
import { routeTable, setRouteTable } from '../routing/route-table';
import { testManifest } from '@iq/contracts/src/testing/test-pages';

// The route table as the remotes' builds declare it (issue 14): here, the test declarations.
beforeAll(() => void setRouteTable(testManifest()));

test.each([
  ['/paying/payment/web-1', 'payment'],
  ['/paying/check/web-1', 'payment'],
  ['/paying/subscribe/check/web-1', 'payment'],
  ['/payment/web-1', 'payment'],
  ['/payinsider/web-1', 'payment'],
  ['/triplePurchase/web-1', 'payment'],
  ['/scheme_select/web-1', 'payment'],
  ['/answer_question/standard/web-1', 'test'],
  ['/answer_question/start_loading/web-1', 'test'],
  ['/answer/submit/web-1', 'test'],
  ['/question/web-1', 'test'],
  ['/', 'other'],
  ['/report/result/web-1', 'other'],
  ['/cancel/subscription/web-1', 'other'],
  ['/nowhere', 'other'],
])('%s is a %s page', (path, kind) => {
  expect(networkRouteKind(path)).toBe(kind);
});

test('every page of the checkout remote but cancellation is a payment page, every exam page a test page', () => {
  for (const { path, route } of examplePaths(routeTable())) {
    const kind = networkRouteKind(path);
    if (route.remote === 'exam') expect(kind).toBe('test');
    else if (route.remote === 'checkout' && !route.id.startsWith('cancel'))
      expect([path, kind]).toEqual([path, 'payment']);
    else expect([path, kind]).toEqual([path, 'other']);
  }
});
