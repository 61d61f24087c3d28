import { planEvent, pixelsToLoad, rememberTrackedQuery } from './events';

const pixel = (id: string) => ({ id, scriptUrl: `https://pixel.example.test/${id}.js` });
const ALL_PIXELS = {
  facebook: pixel('fb1'),
  google: pixel('AW-1'),
  tiktok: pixel('tt1'),
  snapchat: pixel('sc1'),
  microsoft: pixel('ms1'),
  pinterest: pixel('pin1'),
};

test.each([
  // remembered, search → remembered after arrival
  [undefined, '', {}],
  [undefined, '?fbclid=abc&hl=de-DE&other=1', { fbclid: 'abc', hl: 'de-DE' }],
  [{ fbclid: 'abc' }, '?step=2', { fbclid: 'abc' }],
  [{ fbclid: 'abc' }, '?fbclid=new', { fbclid: 'new' }],
  [{ gclid: 'g' }, '?ttclid=t&tt_test_id=T1', { gclid: 'g', ttclid: 't', tt_test_id: 'T1' }],
  [
    undefined,
    '?ScCid=s&MSCLKID=m&epik=e&click_id=c&pixel_id=p&logid=L',
    { ScCid: 's', MSCLKID: 'm', epik: 'e', click_id: 'c', pixel_id: 'p', logid: 'L' },
  ],
  // query keys are case-sensitive as spec §9 writes them
  [undefined, '?scCid=s&msclkid=m&FBCLID=f', {}],
  [undefined, '?fbclid=', {}],
])('remembered %p, arriving with %p → %p', (remembered, search, expected) => {
  expect(rememberTrackedQuery(remembered, search)).toEqual(expected);
});

test.each([
  // granted, query → pixels that get the event
  [false, { fbclid: 'abc' }, []],
  [true, {}, []],
  [true, { click_id: 'c', pixel_id: 'p', hl: 'de-DE' }, []],
  [true, { fbclid: 'abc' }, [{ network: 'facebook', pixelId: 'fb1', clickId: 'abc' }]],
  [true, { gclid: 'g' }, [{ network: 'google', pixelId: 'AW-1', clickId: 'g' }]],
  [
    true,
    { ttclid: 't', tt_test_id: 'TEST1' },
    [{ network: 'tiktok', pixelId: 'tt1', clickId: 't', testId: 'TEST1' }],
  ],
  [true, { ScCid: 's' }, [{ network: 'snapchat', pixelId: 'sc1', clickId: 's' }]],
  [true, { MSCLKID: 'm' }, [{ network: 'microsoft', pixelId: 'ms1', clickId: 'm' }]],
  [true, { epik: 'e' }, [{ network: 'pinterest', pixelId: 'pin1', clickId: 'e' }]],
  [
    true,
    { fbclid: 'f', epik: 'e' },
    [
      { network: 'facebook', pixelId: 'fb1', clickId: 'f' },
      { network: 'pinterest', pixelId: 'pin1', clickId: 'e' },
    ],
  ],
] as const)('consent %p, query %p → pixels %p', (consentGranted, query, expected) => {
  const plan = planEvent({ name: 'purchase', logid: 'LOG-1', consentGranted, query, pixels: ALL_PIXELS });
  expect(plan.pixels).toEqual(expected);
  // The data layer always gets the event, with the log id as event id.
  expect(plan.dataLayer).toEqual({ event: 'purchase', event_id: 'LOG-1' });
});

test('an unconfigured pixel gets nothing even with its click id', () => {
  const plan = planEvent({
    name: 'view_content',
    logid: 'L',
    consentGranted: true,
    query: { fbclid: 'f', gclid: 'g' },
    pixels: { google: pixel('AW-9') },
  });
  expect(plan.pixels).toEqual([{ network: 'google', pixelId: 'AW-9', clickId: 'g' }]);
  expect(
    planEvent({
      name: 'view_content',
      logid: 'L',
      consentGranted: true,
      query: { fbclid: 'f' },
      pixels: undefined,
    }).pixels,
  ).toEqual([]);
});

test('event parameters go to the data layer in its own names', () => {
  const plan = planEvent({
    name: 'add_payment_info',
    logid: 'L2',
    params: { value: 19.9, currency: 'EUR', contentId: 'sku2' },
    consentGranted: false,
    query: {},
    pixels: undefined,
  });
  expect(plan.dataLayer).toEqual({
    event: 'add_payment_info',
    event_id: 'L2',
    value: 19.9,
    currency: 'EUR',
    content_id: 'sku2',
  });
});

test.each([
  [{}, []],
  [{ fbclid: 'f' }, ['facebook']],
  [{ fbclid: 'f', MSCLKID: 'm', click_id: 'c' }, ['facebook', 'microsoft']],
] as const)('scripts to load for %p: %p', (query, expected) => {
  expect(pixelsToLoad(ALL_PIXELS, query)).toEqual(expected);
  expect(pixelsToLoad(undefined, query)).toEqual([]);
});
