import { homeHref, rememberLanding } from './remembered-landing';

beforeEach(() => localStorage.clear());

test('the landing is kept in the client config: IQ-landing with an expiry (spec §3)', () => {
  rememberLanding({ path: '/landing_page/girl/web-1', examId: 1, query: '' });
  const stored = JSON.parse(localStorage.getItem('IQ-landing') ?? 'null') as { expires: number };
  expect(stored.expires).toBeGreaterThan(Date.now() + 364 * 86_400_000);
});

test('"Go back home" leads to the remembered landing page and query', () => {
  expect(homeHref('?hl=fr')).toBe('/?hl=fr');
  rememberLanding({ path: '/landing_page/girl/web-1', examId: 1, query: '?gclid=1' });
  expect(homeHref('')).toBe('/landing_page/girl/web-1?gclid=1');
  rememberLanding({ path: '/landing_page/new/web-2', examId: 2, query: '' });
  expect(homeHref('?hl=ja')).toBe('/landing_page/new/web-2?hl=ja');
});

test('an expired landing is forgotten', () => {
  localStorage.setItem(
    'IQ-landing',
    JSON.stringify({ value: { path: '/x', examId: 1, query: '' }, expires: 1 }),
  );
  expect(homeHref('')).toBe('/');
  expect(localStorage.getItem('IQ-landing')).toBeNull();
});
