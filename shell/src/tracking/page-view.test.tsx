import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { startTracking } from '@iq/api';
import { renderAt } from '@iq/api/src/testing/screen-test-kit';
import { landingViewOf, TrackPageViews } from './page-view';
import { setRouteTable } from '../routing/route-table';
import { testManifest } from '@iq/contracts/src/testing/test-pages';

// The route table as the remotes' builds declare it (issue 14): here, the test declarations.
beforeAll(() => void setRouteTable(testManifest()));

test.each([
  ['/', { examId: 1 }],
  ['/landing_page/girl/web-1', { examId: 1 }],
  ['/landing_page/types/web-2', { examId: 2 }],
  ['/girlPage/web-1', { examId: 1 }],
  ['/landing_page/no-such-variant/web-1', null],
  ['/help/web-1', null],
  ['/privacy', null],
  ['/answer_question/standard/web-1', null],
  ['/nowhere', null],
])('%s → %p', (pathname, expected) => {
  expect(landingViewOf(pathname)).toEqual(expected);
});

test('a landing view reaches the data layer once per arrival, with the log id as event id', () => {
  delete window.dataLayer;
  renderAt(
    '/landing_page/girl/web-1?hl=de-DE',
    '/*',
    <>
      <TrackPageViews />
      <Link to="/help/web-1">help</Link>
    </>,
    { logid: 'LOG-V', countryCode: 'DE' },
  );
  fireEvent.click(screen.getByRole('link', { name: 'help' }));
  // The tracker had not started (the shell's banner starts it): the event waits for the start.
  startTracking({ logid: 'LOG-V', countryCode: 'DE', mode: 'web', config: null });
  const views = (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'view_content',
  );
  expect(views).toEqual([{ event: 'view_content', event_id: 'LOG-V', content_id: '1' }]);
});
