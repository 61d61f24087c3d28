import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { changeLocale } from '@iq/i18n';
import { currentLocation, loadEnglish, renderAt } from '@iq/api/src/testing/screen-test-kit';
import { SiteHeader } from './site-header';

beforeAll(() => loadEnglish('common'));

const page = (
  <>
    <SiteHeader />
    <Link to="/elsewhere">another page</Link>
  </>
);

test('the menu button opens and closes the navigation it controls (phone layout; CSS hides it on a desktop)', () => {
  renderAt('/', '/', page);
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-controls', nav.id);
  expect(nav).not.toHaveAttribute('data-open');

  fireEvent.click(button);
  expect(button).toHaveAccessibleName('Close menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(nav).toHaveAttribute('data-open', 'true');

  fireEvent.keyDown(window, { key: 'Escape' });
  expect(nav).not.toHaveAttribute('data-open');
});

test('choosing an item, or any move to another page, closes the menu', () => {
  renderAt('/', '/*', page);
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  fireEvent.click(screen.getByRole('link', { name: 'Retrieve Report' }));
  expect(nav).not.toHaveAttribute('data-open');

  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(nav).toHaveAttribute('data-open', 'true');
  fireEvent.click(screen.getByRole('link', { name: 'another page' }));
  expect(nav).not.toHaveAttribute('data-open');
});

function Hash() {
  return <p data-testid="hash">{useLocation().hash}</p>;
}
const withHash = (
  <>
    <SiteHeader />
    <Hash />
  </>
);

test('a new language replaces hl in the URL, keeping the path, the other query values and the hash', async () => {
  renderAt('/answer_question/standard/web-1?utm_source=ad&hl=en-US&mode=fb#top', '/*', withHash);
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr-FR' } });
  expect(currentLocation()).toBe('/answer_question/standard/web-1?utm_source=ad&hl=fr-FR&mode=fb');
  expect(screen.getByTestId('hash')).toHaveTextContent('#top');
  await act(() => changeLocale('en-US')); // back to English for the other tests
});

test('without hl in the URL the URL stays as it was (the cookie keeps the choice)', async () => {
  renderAt('/report/result/web-1?utm_source=ad', '/*', <SiteHeader />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de-DE' } });
  expect(currentLocation()).toBe('/report/result/web-1?utm_source=ad');
  await act(() => changeLocale('en-US'));
});
