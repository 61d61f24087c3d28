// Where a questionnaire is taken (mfe-exam keeps the query it is started with) and when a result
// was taken, for the free tests page and the report's included tests.
import { withQuery } from '../report-route/report-query';

/**
 * `/answer_question/start_loading/{code}-{examId}` with the rest of the query (hl, tracking
 * keys); `orderNumber` set for a test a paid tier includes, removed for a free test.
 */
export function questionnaireStartPath(
  code: string,
  examId: number,
  search: string,
  orderNumber: string | null,
): string {
  return `/answer_question/start_loading/${code}-${examId}${withQuery(search, { orderNumber })}`;
}

/** The date a result was taken, in the page's language. */
export function takenDate(takenAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(takenAt));
}
