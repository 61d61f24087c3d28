import { render, screen, within } from '@testing-library/react';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { LANDING_VARIANTS } from '../../../routes';
import { loadBelowHero } from '.';
import { BELOW_HERO } from './sections';

let BelowHero: Awaited<ReturnType<typeof loadBelowHero>>;

beforeAll(async () => {
  await initI18n('en-US');
  BelowHero = await loadBelowHero();
});

function renderBelow(variant: (typeof LANDING_VARIANTS)[number]) {
  return render(
    <AppProviders store={createAppStore({ hl: 'en-US' })}>
      <BelowHero variant={variant} />
    </AppProviders>,
  );
}

test('every variant has sections of its own: no two share their kinds in the same order', () => {
  const shapes = LANDING_VARIANTS.map((v) =>
    BELOW_HERO[v].map((s) => (s.kind === 'audience' ? `audience-${s.side}` : s.kind)).join(','),
  );
  expect(new Set(shapes).size).toBe(LANDING_VARIANTS.length);
  // And its own picture.
  const pictures = LANDING_VARIANTS.map((v) => BELOW_HERO[v].find((s) => s.kind === 'audience'));
  expect(pictures.every(Boolean)).toBe(true);
  expect(new Set(pictures.map((s) => s?.kind === 'audience' && s.picture)).size).toBe(
    LANDING_VARIANTS.length,
  );
});

test('the rendered text under each hero is different for every pair of variants', () => {
  const texts = LANDING_VARIANTS.map((variant) => {
    const { container, unmount } = renderBelow(variant);
    const text = container.textContent ?? '';
    unmount();
    return text;
  });
  expect(texts.every((t) => t.length > 80)).toBe(true);
  expect(new Set(texts).size).toBe(LANDING_VARIANTS.length);
});

test('matrix: a question, a figure and the audience with its picture, in that order', () => {
  renderBelow('matrix');
  const below = screen.getByTestId('landing-below-hero');
  const headings = within(below)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(headings).toEqual(['A question we hear', 'For pattern hunters']);
  expect(within(below).getByText('How do I find the rule?')).toBeInTheDocument();
  expect(within(below).getByText('3 × 3')).toBeInTheDocument();
  expect(below.querySelector('svg[aria-hidden="true"][viewBox="0 0 120 120"] *')).not.toBeNull();
  // No IQ chart on this one.
  expect(within(below).queryByText('IQ classification and share of the population')).toBeNull();
});

test('a review is labelled as written for display, not a customer’s words', () => {
  renderBelow('girl');
  const quote = screen.getByText('I did it on the bus and forgot which stop was mine.').closest('figure')!;
  expect(quote).toHaveTextContent('Lena, 24');
  expect(quote).toHaveTextContent("Illustrative review, written for display: not a customer's words.");
});

test('the personality page never shows the IQ chart; IQ pages that list it do', () => {
  renderBelow('types');
  expect(screen.queryByText('IQ classification and share of the population')).toBeNull();
  expect(screen.queryByText(/\bIQ\b/)).toBeNull();
  renderBelow('test_center');
  expect(screen.getByText('IQ classification and share of the population')).toBeInTheDocument();
});

test('German: the strings of the visitor’s language load with the sections', async () => {
  await i18n.changeLanguage('de-DE');
  await loadBelowHero();
  renderBelow('home');
  expect(screen.getByRole('heading', { name: 'Für alle, die lieber zu Hause bleiben' })).toBeInTheDocument();
  expect(screen.getByText('So läuft es ab')).toBeInTheDocument();
  await i18n.changeLanguage('en-US');
});
