// The pages that the services link to (mails, payment redirects, the personal centre's list, the
// free pack), spelled once. Each remote's src/routes.ts declares these pages with these paths,
// and scripts/declared-pages.test.ts checks that every one is declared, with the suffix its link
// carries: a service cannot import a remote's declarations, so both take the path from here.
export const LINKED_PAGES = {
  /** The exam remote's start page of a test (spec §2 /answer_question/start_loading/{code}-{examId}). */
  testStart: '/answer_question/start_loading',
  /** The checkout remote's payment screen (spec §2 /paying/payment/{code}-{examId}). */
  payment: '/paying/payment',
  /** The checkout remote's status check after any payment result (spec §2 /paying/check/{code}-{examId}). */
  paymentCheck: '/paying/check',
  /** The report remote's paid report (spec §2 /report/result/{code}-{examId}). */
  reportResult: '/report/result',
  /** The report remote's shared view (spec §2 /report/shared/{token}). */
  reportShared: '/report/shared',
} as const;

export type LinkedPage = keyof typeof LINKED_PAGES;

/** `/page/{code}-{examId}` followed by `query` (already encoded, with its `?`, or empty). */
export function linkToPage(page: LinkedPage, code: string, examId: number, query = ''): string {
  return `${LINKED_PAGES[page]}/${encodeURIComponent(code)}-${examId}${query}`;
}
