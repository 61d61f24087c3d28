import { chooseConsent, startTracking } from '@iq/api';
import { declinedInBanner, mayMeasure } from './rum-consent';

const EU = { countryCode: 'DE', mode: 'web' };
const US = { countryCode: 'EN', mode: 'web' };
const browser = (gpc?: boolean) => ({ globalPrivacyControl: gpc }) as unknown as Navigator;
const start = (where: { countryCode: string; mode: string }) =>
  startTracking({ logid: 'LOG-RUM', ...where, config: null });

beforeEach(() => window.sessionStorage.clear());

test('measured while the banner waits, and after an accept', () => {
  start(EU);
  expect(mayMeasure(browser(), EU)).toBe(true);
  chooseConsent('accepted');
  expect(mayMeasure(browser(), EU)).toBe(true);
});

test('not measured after a decline in the banner', () => {
  start(EU);
  chooseConsent('declined');
  expect(declinedInBanner(EU)).toBe(true);
  expect(mayMeasure(browser(), EU)).toBe(false);
});

test('where no banner is asked (no grant possible), nobody declined: measured', () => {
  start(US);
  expect(declinedInBanner(US)).toBe(false);
  expect(mayMeasure(browser(false), US)).toBe(true);
  start({ countryCode: 'DE', mode: 'fb_ads' });
  expect(mayMeasure(browser(), { countryCode: 'DE', mode: 'fb_ads' })).toBe(true);
});

test('a browser sending Global Privacy Control is never measured', () => {
  start(US);
  expect(mayMeasure(browser(true), US)).toBe(false);
  start(EU);
  chooseConsent('accepted');
  expect(mayMeasure(browser(true), EU)).toBe(false);
});
