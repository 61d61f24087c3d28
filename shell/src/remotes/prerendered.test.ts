import type { PrerenderData } from '@iq/contracts';
import { canHydrate, isPrerenderedPage, expectPrerenderedPage, readPrerenderData } from './prerendered';

const data = {
  remote: 'landing',
  module: './Landing',
  version: 'v1',
  key: 'landing-girl',
  locale: 'ja-JP',
  pathname: '/landing_page/girl/fb-1',
  code: 'fb',
  examId: 1,
  variant: 'girl',
};

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<script type="application/json" id="iq-prerender">${text}</script>`;
  return doc;
}

test('the data block is read for the path it was served for, and only then', () => {
  expect(readPrerenderData(pageWith(JSON.stringify(data)), '/landing_page/girl/fb-1')).toEqual(data);
  expect(readPrerenderData(pageWith(JSON.stringify(data)), '/landing_page/girl/fb-2')).toBeNull();
  expect(readPrerenderData(document.implementation.createHTMLDocument('t'), '/')).toBeNull();
});

test.each([
  ['not JSON', '{'],
  ['an unknown remote', JSON.stringify({ ...data, remote: 'other' })],
  ['an unsupported locale', JSON.stringify({ ...data, locale: 'xx-XX' })],
  ['an exam id that is not a number', JSON.stringify({ ...data, examId: '1' })],
])('%s is no prerendered page', (_name, text) => {
  expect(readPrerenderData(pageWith(text), data.pathname)).toBeNull();
});

test('only the page with the props it was rendered with is the prerendered one', () => {
  const props = { code: 'fb', examId: 1, variant: 'girl' as const };
  expectPrerenderedPage(null);
  expect(isPrerenderedPage('landing', './Landing', props)).toBe(false);
  expectPrerenderedPage(readPrerenderData(pageWith(JSON.stringify(data)), data.pathname));
  expect(isPrerenderedPage('landing', './Landing', props)).toBe(true);
  expect(isPrerenderedPage('landing', './Home', props)).toBe(false);
  expect(isPrerenderedPage('landing', './Landing', { ...props, code: 'web' })).toBe(false);
  expect(isPrerenderedPage('landing', './Landing', { ...props, variant: 'free' })).toBe(false);
});

describe('a page is hydrated only when its HTML is what this tab renders first', () => {
  const question = { ...data, remote: 'exam', module: './Question', key: 'question-first', variant: null };
  const storage = (held: string | null) => ({
    sessionStorage: { getItem: () => held } as unknown as Storage,
  });
  const refused = {
    get sessionStorage(): Storage {
      throw new DOMException('denied', 'SecurityError');
    },
  };

  test('question 1 served with a session: hydrated by a tab without one, rendered afresh by one with its own', () => {
    expect(canHydrate(question as PrerenderData, storage(null))).toBe(true);
    expect(canHydrate(question as PrerenderData, storage('own-session'))).toBe(false);
    // Storage the browser refuses: the exam remote cannot take the session either.
    expect(canHydrate(question as PrerenderData, refused)).toBe(false);
  });

  test('a landing page does not depend on the tab’s session', () => {
    expect(canHydrate(data as PrerenderData, storage('own-session'))).toBe(true);
    expect(canHydrate(data as PrerenderData, refused)).toBe(true);
  });
});
