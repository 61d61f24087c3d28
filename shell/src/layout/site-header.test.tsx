import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { loadEnglish, renderAt } from '@iq/api/src/testing/screen-test-kit';
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
