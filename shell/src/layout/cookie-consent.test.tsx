import { fireEvent, screen } from '@testing-library/react';
import { loadEnglish, renderAt } from '@iq/api/src/testing/screen-test-kit';
import { CookieConsent } from './cookie-consent';

beforeAll(() => loadEnglish('common'));
beforeEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
});

const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) =>
      Array.from(entry as ArrayLike<unknown>)
        .slice(0, 2)
        .join(' '),
    );

test('a European visitor is asked, with the privacy policy linked; accepting grants and closes the banner', () => {
  renderAt('/?hl=de-DE&fbclid=abc', '/*', <CookieConsent />, { countryCode: 'DE', mode: 'web', logid: 'L1' });
  const banner = screen.getByRole('region', { name: 'Cookie consent' });
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(banner).toHaveTextContent('See our Privacy Policy for details.');
  expect(consentCommands()).toEqual(['consent default']);
  // The arrival's tracked keys are in the client session.
  expect(JSON.parse(sessionStorage.getItem('IQ-tracked-query') ?? '{}')).toEqual({
    hl: 'de-DE',
    fbclid: 'abc',
  });

  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  expect(sessionStorage.getItem('IQ-consent')).toBe('"accepted"');
  expect(consentCommands()).toEqual(['consent default', 'consent update']);
});

test('declining closes the banner and keeps everything denied', () => {
  renderAt('/', '/*', <CookieConsent />, { countryCode: 'FR', mode: 'web' });
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  expect(sessionStorage.getItem('IQ-consent')).toBe('"declined"');
  expect(consentCommands()).not.toContain('consent update');
});

test.each([
  ['outside Europe', 'EN', 'web'],
  ['a mode containing fb', 'DE', 'fb'],
])('%s: no banner', (_name, countryCode, mode) => {
  renderAt('/', '/*', <CookieConsent />, { countryCode, mode });
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
});

test('a choice made earlier in the session is not asked again', () => {
  sessionStorage.setItem('IQ-consent', '"declined"');
  renderAt('/', '/*', <CookieConsent />, { countryCode: 'DE', mode: 'web' });
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
});
