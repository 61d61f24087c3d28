import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createAppStore } from '@iq/api';
import { i18n, initI18n } from '@iq/i18n';
import { LANDING_VARIANTS, type LandingVariant } from '../../routes';
import { NS } from '../../i18n';
import { VARIANTS_NS } from './i18n';
import LandingPage from '../../pages/landing';

// Hand-written: each variant's English headline, layout and the exam its start link opens.
const EXPECTED: Record<LandingVariant, { title: string; layout: string; exam: number }> = {
  founder: { title: "The founder's edition of the IQ test", layout: 'split', exam: 1 },
  free: { title: 'The IQ test is free to take', layout: 'card', exam: 1 },
  genius_lab: { title: 'Welcome to the genius lab', layout: 'diagonal', exam: 1 },
  girl: { title: 'Curious how sharp your reasoning is?', layout: 'above', exam: 1 },
  home: { title: 'Your IQ test, from the comfort of home', layout: 'band', exam: 1 },
  matrix: { title: 'Can you complete the matrix?', layout: 'poster', exam: 1 },
  new_boy: { title: 'Your first IQ test starts here', layout: 'split', exam: 1 },
  new_computer: { title: 'The IQ test, made for your screen', layout: 'band', exam: 1 },
  new_genius: { title: 'Think like a genius? Find out.', layout: 'diagonal', exam: 1 },
  new_girl: { title: "New to IQ tests? You'll be fine.", layout: 'card', exam: 1 },
  new_page: { title: 'Everything about the test on one page', layout: 'above', exam: 1 },
  new: { title: 'New here? Start with a puzzle', layout: 'poster', exam: 1 },
  relax: { title: "Relax. It's just puzzles.", layout: 'card', exam: 1 },
  test_center: { title: 'The IQ test centre', layout: 'band', exam: 1 },
  third: { title: 'Third time lucky?', layout: 'band', exam: 1 },
  types: { title: 'Which of the 16 personality types are you?', layout: 'diagonal', exam: 2 },
  yellow_boy: { title: 'Bright idea: test your IQ', layout: 'card', exam: 1 },
  yellow_computer: { title: 'Switch on your screen and your brain', layout: 'poster', exam: 1 },
  yellow_girl: { title: 'Sunny day, sharp mind', layout: 'diagonal', exam: 1 },
  young: { title: 'Young mind, quick thinking', layout: 'card', exam: 1 },
};

function renderVariant(variant: LandingVariant, url = `/landing_page/${variant}/web-1?hl=de-DE`) {
  return render(
    <AppProviders store={createAppStore({ hl: 'en-US' })}>
      <MemoryRouter initialEntries={[url]}>
        <LandingPage code="web" examId={1} variant={variant} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces([NS, VARIANTS_NS]);
});
// The price would come from the order service: here it never answers, the sentence stays priceless.
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {})));
afterEach(() => jest.restoreAllMocks());

test('the table covers every landing variant', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual([...LANDING_VARIANTS].sort());
});

test.each(LANDING_VARIANTS.map((variant) => [variant, EXPECTED[variant]] as const))(
  '%s: its own headline and layout, what is free and what is paid stated before the start link',
  (variant, { title, layout, exam }) => {
    const { container } = renderVariant(variant);
    const page = screen.getByTestId('screen-landing-variant');
    expect(page).toHaveAttribute('data-variant', variant);
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.querySelector('section')).toHaveAttribute('data-layout', layout);
    expect(container.querySelector('section svg[aria-hidden="true"] *')).not.toBeNull();
    // The IQ score is paid; the personality result (exam 2) is free with an account.
    const fact = screen.getByTestId(exam === 1 ? 'paid-report-fact' : 'free-result-fact');
    expect(fact).toHaveTextContent(
      exam === 1
        ? 'Free to take · your score and report are paid, price shown before you pay'
        : 'Your result: free with a free account',
    );
    expect(screen.queryByTestId(exam === 1 ? 'free-result-fact' : 'paid-report-fact')).toBeNull();
    const start = screen.getByTestId('start-test');
    expect(start).toHaveAttribute('href', `/answer_question/start_loading/web-${exam}?hl=de-DE`);
    // The fact comes first in the page: the visitor reads it before the link.
    expect(fact.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
);

test('types is the personality test: its start link opens exam 2, its copy is not about IQ', () => {
  renderVariant('types');
  const start = screen.getByRole('link', { name: 'Start the personality test' });
  expect(start).toHaveAttribute('href', '/answer_question/start_loading/web-2?hl=de-DE');
  expect(screen.getByText('16 personality types')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 }).parentElement).not.toHaveTextContent(/\bIQ\b/);
  expect(screen.queryByText('30 questions')).toBeNull();
  // Nothing on the page says the personality result is paid.
  expect(screen.queryByTestId('paid-report-fact')).toBeNull();
  expect(screen.queryByText(/paid|price/i)).toBeNull();
});

test('the IQ variants keep the IQ facts; what follows the hero waits for the first view', () => {
  renderVariant('matrix');
  expect(screen.getByText('30 questions')).toBeInTheDocument();
  expect(screen.getByText('20 minutes')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start the test' })).toBeInTheDocument();
  // The below-hero sections (and the chart, where a variant has it) are not in the hero's render.
  expect(screen.queryByTestId('landing-below-hero')).toBeNull();
});

// Issue 38: the near-copies of the first design are told apart by their layout.
test.each([
  ['girl', 'yellow_girl'],
  ['new_boy', 'yellow_boy'],
  ['founder', 'test_center'],
] as const)('%s and %s have different layouts', (a, b) => {
  expect(EXPECTED[a].layout).not.toBe(EXPECTED[b].layout);
});

// The page's CSP (style-src 'self', script-src 'self') blocks inline styles and handlers: a style
// attribute in a drawing would be dropped in the browser (jsdom applies it), so none may exist.
test('no drawing carries a style attribute, a <style> element or an event handler', () => {
  const dir = path.join(__dirname);
  const offending: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name, 'index.tsx');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (/\sstyle=|<style|\son[a-z]+=/i.test(source)) offending.push(name);
  }
  expect(offending).toEqual([]);
});
