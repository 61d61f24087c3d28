/**
 * @jest-environment node
 */
// Issue 38: the exam build's first view is rendered at publish time in Node, where there is no
// window, localStorage or navigator. In jsdom a page reading them renders fine and the publish
// then fails ("the question did not render"): this renders every locale where the build does.
import { SUPPORTED_LOCALES } from '@iq/i18n';
import { renderFirstQuestion } from './prerender';

test('question 1 renders without a browser in every locale', async () => {
  expect(typeof window).toBe('undefined');
  for (const locale of SUPPORTED_LOCALES) {
    const html = await renderFirstQuestion(locale);
    expect(html).toContain('data-testid="question-matrix"');
  }
});
