// The traffic of bench/load (issue 15): one visitor journey, repeated by every connection, as
// autocannon request objects. A step's `kind` names it in the figures; steps that need the
// visitor's exam session read it from autocannon's per-connection context, filled by the
// responses before them (start → question list → answers). Pure: no I/O here.

/** The exam the visitors take (1: IQ, the one with a question list and a report to buy). */
export const EXAM_ID = 1;
/**
 * Answers saved per journey by default: the whole test (30), as a visitor who starts a test takes
 * it — the journey is two pages, two manifests, a start, its list, 30 answers, the price list and
 * an order's status. `--answers 4` weighs session starts (the costliest call) 7.5 times heavier.
 */
export const ANSWERS_PER_JOURNEY = 30;
export const EXAM_SESSION_HEADER = 'Exam-Session';

/**
 * @typedef {{
 *   kind: string, method: string, path: string, headers: Record<string, string>, body?: string,
 *   setupRequest?: (req: any, context: Record<string, any>) => any,
 *   onResponse?: (status: number, body: string, context: Record<string, any>) => void,
 * }} Step an autocannon request, named by its kind
 */

// As a browser's fetch: the gateway compresses JSON above 1 KB.
const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};
// autocannon hands a body over as text, so one the journey reads must come uncompressed.
const READ_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };

/**
 * One step of the journey. `prefix` is '/api' through the gateway and '' straight to a service
 * (the gateway strips /api; ARCHITECTURE.md "API paths").
 */
const STEPS = {
  landingHome: () => ({ kind: 'landing page', method: 'GET', path: '/', headers: PAGE_HEADERS }),
  landingVariant: () => ({
    kind: 'landing page',
    method: 'GET',
    path: `/landing_page/matrix/web-${EXAM_ID}`,
    headers: PAGE_HEADERS,
  }),
  manifest: () => ({ kind: 'manifest', method: 'GET', path: '/mf/manifest', headers: JSON_HEADERS }),
  sessionStart: (prefix) => ({
    kind: 'session start',
    method: 'POST',
    path: `${prefix}/exam/session/start`,
    headers: READ_HEADERS,
    body: JSON.stringify({ examId: EXAM_ID, code: 'web' }),
    // autocannon empties the context when a connection starts the journey again.
    onResponse: (status, body, context) => {
      if (status === 200) context.sessionId = dataOf(body)?.sessionId;
    },
  }),
  questionList: (prefix) => ({
    kind: 'question list',
    method: 'GET',
    path: `${prefix}/exam/question/list/${EXAM_ID}/en`,
    headers: READ_HEADERS,
    setupRequest: withSession,
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const questions = dataOf(body)?.questions ?? [];
      context.questions = questions.map((q) => ({ id: q.id, optionIds: q.options.map((o) => o.id) }));
    },
  }),
  answer: (prefix, index) => ({
    kind: 'answer',
    method: 'POST',
    path: `${prefix}/exam/session/answer`,
    headers: JSON_HEADERS,
    setupRequest: (req, context) => withSession({ ...req, body: answerBody(context, index) }, context),
  }),
  skuList: (prefix) => ({
    kind: 'sku list',
    method: 'GET',
    path: `${prefix}/exam/sku/list/${EXAM_ID}/US/en`,
    headers: JSON_HEADERS,
  }),
  orderStatus: (prefix, orderNumber) => ({
    kind: 'order status',
    method: 'POST',
    path: `${prefix}/pay/pay/check/status`,
    headers: JSON_HEADERS,
    body: JSON.stringify({ orderNumber }),
  }),
};

/** `data` of an envelope, or undefined when the body is not one. */
export function dataOf(body) {
  try {
    return JSON.parse(body)?.data;
  } catch {
    return undefined;
  }
}

/** Adds the connection's exam session header (none when its start failed: the call then fails too). */
export function withSession(req, context) {
  const headers = { ...req.headers };
  if (context.sessionId) headers[EXAM_SESSION_HEADER] = context.sessionId;
  return { ...req, headers };
}

/**
 * The answer to the journey's `index`-th question: an option spread over the four by the index,
 * as a visitor's would be. Without a question list (it failed) an id that is no question of the
 * session, so the failure shows as an error of this step too, never as a skipped request.
 */
export function answerBody(context, index) {
  const question = context.questions?.[index];
  if (!question) return JSON.stringify({ questionId: 'no-question-list', optionId: null });
  const optionId = question.optionIds[(index * 3 + 1) % question.optionIds.length] ?? null;
  return JSON.stringify({ questionId: question.id, optionId });
}

const answerSteps = (prefix, answers) =>
  Array.from({ length: answers }, (_, index) => STEPS.answer(prefix, index));

/** The exam service's part of the journey: start, question list, answers. @returns {Step[]} */
export function examJourney(prefix, answers = ANSWERS_PER_JOURNEY) {
  return [STEPS.sessionStart(prefix), STEPS.questionList(prefix), ...answerSteps(prefix, answers)];
}

/** The order service's part: the sku list and the status of a real order. @returns {Step[]} */
export function orderJourney(prefix, orderNumber) {
  return [STEPS.skuList(prefix), STEPS.orderStatus(prefix, orderNumber)];
}

/**
 * The whole visitor journey through the gateway: two landing pages (home and a variant), each
 * with the manifest the shell fetches, then the exam part, then the order part.
 * @returns {Step[]}
 */
export function gatewayJourney(orderNumber, answers = ANSWERS_PER_JOURNEY) {
  return [
    STEPS.landingHome(),
    STEPS.manifest(),
    STEPS.landingVariant(),
    STEPS.manifest(),
    ...examJourney('/api', answers),
    ...orderJourney('/api', orderNumber),
  ];
}

/** Requests per kind in a journey, in the order they first appear: [[kind, count, share]]. */
export function mixOf(journey) {
  const counts = new Map();
  for (const step of journey) counts.set(step.kind, (counts.get(step.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => [kind, count, count / journey.length]);
}
