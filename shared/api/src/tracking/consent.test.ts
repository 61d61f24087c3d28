import { consentDefaultCommand, consentState, consentUpdateCommand, continentOf } from './consent';

test.each([
  // countryCode, mode, choice → offerBanner, granted
  ['DE', 'web', null, true, false],
  ['DE', 'web', 'accepted', false, true],
  ['DE', 'web', 'declined', false, false],
  ['FR', 'web', 'accepted', false, true],
  ['UK', 'web', 'accepted', false, true],
  ['GB', 'web', null, true, false],
  ['CH', 'web', null, true, false],
  ['NO', 'web', null, true, false],
  ['IS', 'web', 'accepted', false, true],
  ['de', 'web', 'accepted', false, true],
  // mode containing 'fb': never a banner, never granted, even with a stored accept
  ['DE', 'fb', null, false, false],
  ['DE', 'web-fb-2', 'accepted', false, false],
  // outside Europe: no banner, everything stays denied
  ['EN', 'web', null, false, false],
  ['US', 'web', 'accepted', false, false],
  ['JA', 'web', null, false, false],
  ['CN', 'web', 'accepted', false, false],
  ['KR', 'web', null, false, false],
  ['', 'web', null, false, false],
  [undefined, undefined, 'accepted', false, false],
] as const)(
  'country %p, mode %p, choice %p → banner %p, granted %p',
  (countryCode, mode, choice, offerBanner, granted) => {
    expect(consentState({ countryCode, mode, choice })).toEqual({ offerBanner, granted });
  },
);

test.each([
  ['PT', 'EU'],
  ['ES', 'EU'],
  ['HK', 'other'],
  ['BR', 'other'],
  [null, 'other'],
] as const)('continent of %p is %p', (code, continent) => {
  expect(continentOf(code)).toBe(continent);
});

test('consent-mode commands: all four denied by default with a 500 ms wait, all granted on update', () => {
  expect(consentDefaultCommand()).toEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    },
  ]);
  expect(consentUpdateCommand()).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    },
  ]);
});
