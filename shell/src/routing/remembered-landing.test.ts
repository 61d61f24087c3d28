import { homeHref, readLocal, rememberLanding, writeLocal } from './remembered-landing';

beforeEach(() => localStorage.clear());

test('local entries carry the IQ- prefix and expire (spec §3)', () => {
  writeLocal('IQ-x', { a: 1 }, 1, 0);
  expect(readLocal('IQ-x', 86_400_000 - 1)).toEqual({ a: 1 });
  expect(readLocal('IQ-x', 86_400_000 + 1)).toBeUndefined();
  expect(localStorage.getItem('IQ-x')).toBeNull();
});

test('a corrupt entry reads as absent', () => {
  localStorage.setItem('IQ-y', '{not json');
  expect(readLocal('IQ-y')).toBeUndefined();
});

test('"Go back home" leads to the remembered landing page and query', () => {
  expect(homeHref('?hl=fr')).toBe('/?hl=fr');
  rememberLanding({ path: '/landing_page/girl/web-1', examId: 1, query: '?gclid=1' });
  expect(homeHref('')).toBe('/landing_page/girl/web-1?gclid=1');
  rememberLanding({ path: '/landing_page/new/web-2', examId: 2, query: '' });
  expect(homeHref('?hl=ja')).toBe('/landing_page/new/web-2?hl=ja');
});
