import { testManifest } from '@iq/contracts/src/testing/test-pages';
import { setRouteTable } from '../routing/route-table';
import { rumPageOf } from './rum-page';

beforeAll(() => void setRouteTable(testManifest('t1')));

test.each([
  ['/', { route: 'home', remote: 'landing', step: 'landing' }],
  ['/landing_page/girl/web-1', { route: 'landing_page', remote: 'landing', step: 'landing' }],
  ['/landing_page/girl_old/web-1', { route: 'landing_page', remote: 'landing', step: 'landing' }],
  ['/girlPage/web-1', { route: 'girlPage', remote: 'landing', step: 'landing' }],
  // The landing remote's other pages are no funnel step.
  ['/help/web-1', { route: 'help', remote: 'landing', step: null }],
  ['/privacy', { route: 'privacy', remote: 'landing', step: null }],
  [
    '/answer_question/standard/web-1',
    { route: 'answer_question-standard', remote: 'exam', step: 'test-started' },
  ],
  ['/question/web-1', { route: 'answer_question-standard', remote: 'exam', step: 'test-started' }],
  ['/answer/submit/web-1', { route: 'answer-submit', remote: 'exam', step: 'question-30' }],
  ['/scheme_select/web-1', { route: 'scheme_select', remote: 'checkout', step: 'tiers' }],
  ['/report/result', { route: 'report-result', remote: 'report', step: null }],
  // No valid page of a remote: no beacon.
  ['/landing_page/no-such-variant/web-1', null],
  ['/answer_question/standard/not-a-code', null],
  ['/admin', null],
  ['/nowhere', null],
])('%s → %p', (pathname, page) => {
  expect(rumPageOf(pathname)).toEqual(page);
});
