// The exam remote's pages (issue 14), declared once: the build exposes each module (the file
// src/pages/<module in kebab case>.tsx), the dev harness shows each page, and the build publishes
// this declaration in its mf-manifest.json, from which the shell and the gateway route.
import { declarePage as page, definePages, LINKED_PAGES } from '@iq/contracts';

export const PAGES = definePages({
  pages: [
    page('answer_question-start_loading', LINKED_PAGES.testStart, './Instructions'),
    page('answer_question-standard', '/answer_question/standard', './Question', {
      aliases: ['/question'],
    }),
    page('answer-email', '/answer/email', './Email', { aliases: ['/email'] }),
    page('answer-loading', '/answer/loading', './Calculating'),
    page('answer-submit', '/answer/submit', './Confirm', {
      aliases: ['/answer/submit-old', '/answer_submit'],
    }),
  ],
});
