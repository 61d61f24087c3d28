import { act, Suspense } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { LANDING_VARIANTS } from '../../routes';
import { NS } from '../../i18n';
import { VARIANTS_NS } from './i18n';
import LandingPage from '../../pages/landing';
import HomePage from '../../pages/home';
import { loadBelowHero } from './below-hero';
import { renderBelowHeroWith } from './below-hero-slot';

// The landing pages are prerendered and hydrated (issue 9): a difference between the two
// markups makes React render the page again on the client, a visible layout shift. This renders
// each page to HTML as the prerender does (with the sections under a landing hero, whose code the
// browser loads only after the first view), hydrates it, and expects React to change nothing.
function page(element: React.ReactElement) {
  return (
    <AppProviders store={createAppStore({ hl: i18n.language })}>
      <MemoryRouter initialEntries={['/landing_page/x/web-1']}>
        <Suspense fallback={null}>{element}</Suspense>
      </MemoryRouter>
    </AppProviders>
  );
}

async function hydrates(element: React.ReactElement) {
  renderBelowHeroWith(await loadBelowHero());
  const html = renderToString(page(element));
  renderBelowHeroWith(null); // the browser's own module: the sections' code not in yet
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = container.innerHTML; // as the browser holds it (`<path/>` reads back as `<path></path>`)
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const root = await act(async () =>
    hydrateRoot(container, page(element), { onRecoverableError: (error) => errors.push(error) }),
  );
  consoleError.mockRestore();
  const after = container.innerHTML;
  root.unmount();
  container.remove();
  return { html, before, after, errors };
}

// The prerendered page's parts that call the server wait for the first view to end: not here.
beforeAll(() => document.documentElement.removeAttribute('data-app-ready'));
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
afterEach(() => jest.restoreAllMocks());

describe.each(['en-US', 'ja-JP', 'de-DE'] as const)('%s', (locale) => {
  beforeAll(async () => {
    await initI18n(locale);
    await i18n.loadNamespaces([NS, VARIANTS_NS]);
  });

  test.each([...LANDING_VARIANTS])(
    'the %s variant hydrates its prerendered HTML unchanged',
    async (variant) => {
      const { html, before, after, errors } = await hydrates(
        <LandingPage code="web" examId={1} variant={variant} />,
      );
      expect(errors).toEqual([]);
      expect(after).toBe(before);
      expect(html).toContain('<svg');
      // The sections under the hero are in the HTML, not their placeholder.
      expect(html).toContain('data-testid="landing-below-hero"');
    },
  );

  test('the home page with its charts hydrates unchanged', async () => {
    const { html, before, after, errors } = await hydrates(<HomePage code="web" examId={1} />);
    expect(errors).toEqual([]);
    expect(after).toBe(before);
    expect(html).toContain('role="img"');
  });
});

test('the sections under the hero keep their HTML and hydrate once their code is in', async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces([NS, VARIANTS_NS]);
  renderBelowHeroWith(await loadBelowHero());
  const element = <LandingPage code="web" examId={1} variant="matrix" />;
  const html = renderToString(page(element));
  renderBelowHeroWith(null);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = container.innerHTML;
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page(element), { onRecoverableError: (error) => errors.push(error) }),
  );
  const sections = () => container.querySelector('[data-testid="landing-below-hero"]');
  const hydrated = () => Object.keys(sections() ?? {}).some((key) => key.startsWith('__reactFiber'));
  // Before the first view ends: the server's sections on screen, not yet React's.
  expect(sections()).not.toBeNull();
  expect(hydrated()).toBe(false);
  // The first view ends: the code and strings load, and React takes over the same HTML.
  await act(async () => document.documentElement.setAttribute('data-app-ready', 'true'));
  await waitFor(() => expect(hydrated()).toBe(true));
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(before);
  root.unmount();
  container.remove();
  document.documentElement.removeAttribute('data-app-ready');
});
