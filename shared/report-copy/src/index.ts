// @iq/report-copy: the words of the report that the screens (mfe-report) and the PDF (order
// service) both need, so that both say the same thing in nine languages.
export { explainQuestion, describeRule, describeMistake, predicateOf } from './explain';
export type { ExplainableQuestion, QuestionExplanation } from './explain';
export * from './questionnaires';
