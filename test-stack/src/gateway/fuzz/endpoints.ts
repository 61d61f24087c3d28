// Every API endpoint of the three services as the fuzz suite reaches it through the gateway, with
// the contract (shared/contracts) of what it reads: the JSON body, the query, each path parameter,
// and the headers it needs. Paths are the services' own (the gateway adds /api). The suite checks
// this list against the routes the services' routers actually have, both ways.
import fc from 'fast-check';
import { z } from 'zod';
import {
  certificateNameRequestSchema,
  checkStatusRequestSchema,
  claimQuestionnaireRequestSchema,
  claimSessionHandoffRequestSchema,
  codeSendQuerySchema,
  confirmExamRequestSchema,
  confirmRequestSchema,
  contentIdSchema,
  countryCodeSchema,
  createOrderRequestSchema,
  extraOrderSubmitRequestSchema,
  cancelAccountSubscriptionRequestSchema,
  examIdParamSchema,
  fileDownloadRequestSchema,
  generateLogidRequestSchema,
  loginRequestSchema,
  orderInfoRequestSchema,
  orderNumberSchema,
  personalityFormSchema,
  presentedExamRequestSchema,
  protocolIdSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  retrieveReportRequestSchema,
  retryPaymentRequestSchema,
  runtimeViewQuerySchema,
  saveAnswerRequestSchema,
  saveExamEmailRequestSchema,
  saveQuestionnaireAnswerRequestSchema,
  shareReportRequestSchema,
  skuIdSchema,
  skuPackageRequestSchema,
  startExamSessionRequestSchema,
  startSubscriptionRequestSchema,
  text,
  unsubscribeCancelRequestSchema,
  unsubscribeCheckRequestSchema,
  updateOrderEmailRequestSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  upsellStepSchema,
  verifyCodeRequestSchema,
  vipCreateRequestSchema,
  wrongQuestionRequestSchema,
} from '@iq/contracts';
import type { ServiceKey } from './fuzz-stack';

/** What the suite set up through the API before fuzzing (real sessions, orders, an account). */
export interface Fixtures {
  /** An IQ session whose list was served (clock running), not confirmed. */
  iqSession: string;
  iqQuestions: { id: string; options: string[] }[];
  /** A confirmed IQ session with a paid sku4 order (every report part). */
  confirmedSession: string;
  /** A personality (exam 2) session, started; an EQ (exam 3) session, started. */
  personalitySession: string;
  eqSession: string;
  eqItems: string[];
  paidOrder: string;
  /** A card order of the confirmed session, created and not paid, its open attempt; a PayPal one. */
  pendingOrder: string;
  cardAttempt: string;
  paypalAttempt: string;
  shareToken: string;
  fileToken: string;
  certificateCode: string;
  handoffCode: string;
  /** A signed-in account: its cookie, id, e-mail. */
  cookie: string;
  userId: number;
  email: string;
}

/** A path parameter: its contract and the values the fixtures know (valid, existing). */
export interface Param {
  schema: z.ZodType;
  known?: (f: Fixtures) => string[];
  /** No value is refused (a locale: unknown → English), so junk here is still a valid request. */
  free?: boolean;
}

export interface Endpoint {
  service: ServiceKey;
  method: 'GET' | 'POST';
  /** The service's route, Express syntax. */
  path: string;
  /** 'page': an HTML page of the payment provider (errors are pages, redirects are answers). */
  answers?: 'json' | 'page';
  params?: Record<string, Param>;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The Exam-Session header this endpoint needs (which fixture session). */
  session?: (f: Fixtures) => string;
  /**
   * A well-formed unknown session answers like a known one (200, a yes or no): the endpoint's
   * answer would otherwise tell something it must not. No 'unknown-session' guess is sent.
   */
  unknownSessionAnswered?: true;
  idempotencyKey?: boolean;
  signedIn?: boolean;
  /** Body fields set from the fixtures (an id that must exist for the call to go deep). */
  known?: (f: Fixtures) => Record<string, unknown[]>;
  /** Tables a well-formed call may change even when refused: rate-limit counters. */
  counters?: string[];
  /** The call creates, charges or signs something: the valid phase leaves it out (see the suite). */
  skipValid?: boolean;
}

const hl = { schema: text().max(35), free: true } satisfies Param;
const examId = { schema: examIdParamSchema, known: () => ['1', '2', '3', '4'] } satisfies Param;
const orderNumber = (pick: (f: Fixtures) => string[] = (f) => [f.paidOrder, f.pendingOrder]): Param => ({
  schema: orderNumberSchema,
  known: pick,
});
// The order service takes a country in any case, trimmed (catalogue-routes countryParam).
const countrySchema = z
  .string()
  .transform((raw) => raw.trim().toUpperCase())
  .pipe(countryCodeSchema);
const country = { schema: countrySchema, known: () => ['US', 'DE', 'JP', 'GB'] } satisfies Param;
const attemptId = (pick: (f: Fixtures) => string) => ({
  schema: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  known: (f: Fixtures) => [pick(f)],
});
const iq = (f: Fixtures) => f.iqSession;
const confirmed = (f: Fixtures) => f.confirmedSession;
const orders = (f: Fixtures) => ({ orderNumber: [f.paidOrder, f.pendingOrder] });

export const ENDPOINTS: readonly Endpoint[] = [
  // ---- exam: catalogue, content, runtime
  { service: 'exam', method: 'GET', path: '/app/language/list/:examId', params: { examId } },
  { service: 'exam', method: 'GET', path: '/exam/category/list' },
  { service: 'exam', method: 'GET', path: '/exam/info/:id', params: { id: examId } },
  { service: 'exam', method: 'GET', path: '/app/help/list' }, // hl: any (unknown → English)
  { service: 'exam', method: 'GET', path: '/app/help/list/:examId/:hl', params: { examId, hl } },
  {
    service: 'exam',
    method: 'GET',
    path: '/app/help/info',
    query: z.object({ id: contentIdSchema, hl: z.unknown().optional() }),
  },
  {
    service: 'exam',
    method: 'GET',
    path: '/app/help/info/:id',
    params: { id: { schema: contentIdSchema, known: () => ['how-long', 'payment', 'refund'] } },
  },
  { service: 'exam', method: 'GET', path: '/app/protocol/list/:examId/:hl', params: { examId, hl } },
  {
    service: 'exam',
    method: 'GET',
    path: '/app/protocol/getPrivacyAndAgreement/:examId/:hl',
    params: { examId, hl },
  },
  {
    service: 'exam',
    method: 'GET',
    path: '/app/protocol/info/:id',
    params: { id: { schema: protocolIdSchema, known: () => ['privacy', 'agreement'] } },
  },
  { service: 'exam', method: 'GET', path: '/app/protocol/privacy' },
  { service: 'exam', method: 'GET', path: '/app/protocol/agreement' },
  { service: 'exam', method: 'GET', path: '/app/support/info' },
  { service: 'exam', method: 'GET', path: '/app/v2/view', query: runtimeViewQuerySchema },
  { service: 'exam', method: 'POST', path: '/app/v2/generate/logid', body: generateLogidRequestSchema },
  // ---- exam: sessions
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/start',
    body: startExamSessionRequestSchema,
    known: () => ({ examId: [1, 2, 3, 4], code: ['web', 'app_1'] }),
  },
  {
    service: 'exam',
    method: 'GET',
    path: '/exam/question/list/:examId/:hl',
    params: { examId, hl },
    session: iq,
  },
  {
    service: 'exam',
    method: 'GET',
    path: '/exam/question/questionnaire/:examId/:hl',
    params: { examId, hl },
    session: (f) => f.eqSession,
  },
  { service: 'exam', method: 'GET', path: '/exam/session/state', session: iq },
  { service: 'exam', method: 'GET', path: '/exam/session/summary', session: confirmed },
  { service: 'exam', method: 'GET', path: '/exam/session/result', session: (f) => f.eqSession },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/answer',
    body: saveAnswerRequestSchema,
    session: iq,
    known: (f) => ({
      questionId: f.iqQuestions.map((q) => q.id),
      optionId: f.iqQuestions.flatMap((q) => q.options),
    }),
  },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/answer',
    body: saveQuestionnaireAnswerRequestSchema,
    session: (f) => f.eqSession,
    known: (f) => ({ itemId: f.eqItems, value: [1, 2, 3, 4, 5] }),
  },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/profile',
    body: personalityFormSchema,
    session: (f) => f.personalitySession,
  },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/confirm',
    body: confirmExamRequestSchema,
    session: iq,
  },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/email',
    body: saveExamEmailRequestSchema,
    session: confirmed,
  },
  { service: 'exam', method: 'POST', path: '/exam/session/handoff', session: confirmed },
  {
    service: 'exam',
    method: 'POST',
    path: '/exam/session/handoff/claim',
    body: claimSessionHandoffRequestSchema,
    known: (f) => ({ code: [f.handoffCode] }),
  },
  // ---- order: catalogue
  { service: 'order', method: 'GET', path: '/exam/order/country/list' },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/sku/list/:examId/:country/:hl',
    params: { examId, country, hl },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/sku/info/:examId/:skuId/:country/:hl',
    params: { examId, skuId: { schema: skuIdSchema, known: () => ['sku1', 'sku4'] }, country, hl },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/app/payment/list/:examId/:country',
    params: { examId, country },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/secondPhase/plan/sku/list/:examId/:region',
    params: { examId, region: { schema: countrySchema, known: () => ['US'] } },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/secondPhase/sku/package/:examId/:step/:region',
    params: {
      examId,
      step: { schema: upsellStepSchema, known: () => ['skip-trial', 'premium-bundle'] },
      region: { schema: countrySchema, known: () => ['US'] },
    },
  },
  // ---- order: orders and payment
  {
    service: 'order',
    method: 'POST',
    path: '/pay/pay/order/create',
    body: createOrderRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ upgradeFrom: [f.paidOrder], country: ['US', 'DE'] }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/upgrade/:orderNumber/:skuId',
    params: { orderNumber: orderNumber(), skuId: { schema: skuIdSchema, known: () => ['sku2', 'sku4'] } },
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/pay/order/retry',
    body: retryPaymentRequestSchema,
    idempotencyKey: true,
    known: orders,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/pay/check/status',
    body: checkStatusRequestSchema,
    known: orders,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/update/email',
    body: updateOrderEmailRequestSchema,
    known: orders,
  },
  { service: 'order', method: 'POST', path: '/pay/events', answers: 'json', skipValid: true },
  // The provider's pages: a valid POST pays or decides, so only junk and reads are sent.
  {
    service: 'order',
    method: 'GET',
    path: '/pay/pay/page/:attemptId',
    answers: 'page',
    params: { attemptId: attemptId((f) => f.cardAttempt) },
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/pay/page/:attemptId',
    answers: 'page',
    params: { attemptId: attemptId((f) => f.cardAttempt) },
    skipValid: true,
  },
  {
    service: 'order',
    method: 'GET',
    path: '/pay/pay/page/:attemptId/3ds',
    answers: 'page',
    params: { attemptId: attemptId((f) => f.cardAttempt) },
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/pay/page/:attemptId/3ds',
    answers: 'page',
    params: { attemptId: attemptId((f) => f.cardAttempt) },
    skipValid: true,
  },
  {
    service: 'order',
    method: 'GET',
    path: '/pay/pay/paypal/return/:attemptId',
    answers: 'page',
    params: { attemptId: attemptId((f) => f.cardAttempt) },
  },
  // ---- order: reports
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/info/free',
    body: claimQuestionnaireRequestSchema,
    session: (f) => f.eqSession,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/info/free',
    query: z.strictObject({ orderNumber: orderNumberSchema }),
    signedIn: true,
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/info/:orderNumber',
    params: { orderNumber: orderNumber() },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/questions/:orderNumber',
    params: { orderNumber: orderNumber() },
  },
  // ---- order: around the report (issue 35)
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/info',
    body: orderInfoRequestSchema,
    known: orders,
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/sku/check/:orderNumber',
    params: { orderNumber: orderNumber() },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/presenter/list/:orderNumber',
    params: { orderNumber: orderNumber() },
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/extra/package/list/:orderNumber',
    params: { orderNumber: orderNumber() },
  },
  // Free (nothing charged), so its valid calls run: they add the pack to the paid order once.
  {
    service: 'order',
    method: 'POST',
    path: '/exam/extra/order/submit',
    body: extraOrderSubmitRequestSchema,
    known: orders,
  },
  // Issue 35: the personal centre's purchases and one-step cancel (signed in only).
  { service: 'order', method: 'GET', path: '/pay/account/purchases', signedIn: true },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/account/subscription/cancel',
    body: cancelAccountSubscriptionRequestSchema,
    signedIn: true,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/exam/order/report/retrieve',
    body: retrieveReportRequestSchema,
    known: () => ({ email: ['buyer@example.com'] }),
    counters: ['order.rate_limit_counters'],
  },
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/info/share',
    body: shareReportRequestSchema,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/shared/:token',
    params: { token: { schema: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/), known: (f) => [f.shareToken] } },
  },
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/certificate',
    body: certificateNameRequestSchema,
    known: (f) => ({
      orderNumber: [f.paidOrder],
      name: ['Ada Lovelace', 'José Müller-Lüdenscheidt', '王小明'],
    }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/certificate/verify/:code',
    params: {
      code: {
        schema: z.string().regex(/^[A-Z0-9]{4}-?[A-Z0-9]{4}-?[A-Z0-9]{4}$/),
        known: (f) => [f.certificateCode],
      },
    },
    counters: ['order.rate_limit_counters'], // every look-up is counted per client, found or not
  },
  {
    service: 'order',
    method: 'POST',
    path: '/exam/order/file/down/info',
    body: fileDownloadRequestSchema,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/exam/order/file/:token',
    params: {
      token: {
        schema: z.string().regex(/^[A-Za-z0-9_-]{16,400}\.[A-Za-z0-9_-]{16,400}$/),
        known: (f) => [f.fileToken],
      },
    },
  },
  // ---- order: second phase, VIP, subscriptions
  {
    service: 'order',
    method: 'POST',
    path: '/pay/secondPhase/pay/planSku',
    body: startSubscriptionRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
    skipValid: true,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/secondPhase/pay/skuPackage',
    body: skuPackageRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
    skipValid: true,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/secondPhase/pay/wrongQuestion',
    body: wrongQuestionRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
    skipValid: true,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/secondPhase/pay/presentedExam',
    body: presentedExamRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
  },
  {
    service: 'order',
    method: 'GET',
    path: '/secondPhase/order/:orderNumber',
    params: { orderNumber: orderNumber() },
    session: confirmed,
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/vip/pay/create',
    body: vipCreateRequestSchema,
    session: confirmed,
    idempotencyKey: true,
    known: (f) => ({ orderNumber: [f.paidOrder] }),
    skipValid: true,
  },
  {
    service: 'order',
    method: 'GET',
    path: '/vip/pay/status/:examOrderNumber',
    params: { examOrderNumber: orderNumber() },
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/unsubscribe/check/email',
    body: unsubscribeCheckRequestSchema,
    counters: ['order.rate_limit_counters'],
  },
  {
    service: 'order',
    method: 'POST',
    path: '/pay/unsubscribe/cancel',
    body: unsubscribeCancelRequestSchema,
    counters: ['order.rate_limit_counters'],
  },
  // ---- user
  {
    service: 'user',
    method: 'POST',
    path: '/user/register',
    body: registerRequestSchema,
    counters: ['user.rate_limit_counters'],
  },
  { service: 'user', method: 'POST', path: '/user/confirm', body: confirmRequestSchema },
  // Issue 38: "was this session's result saved by a sign-up?" (yes or no, nothing else). An
  // unknown session is "no": a 404 would tell that the sign-up's address had an account.
  {
    service: 'user',
    method: 'GET',
    path: '/user/register/result',
    session: (f) => f.eqSession,
    unknownSessionAnswered: true,
  },
  {
    service: 'user',
    method: 'POST',
    path: '/user/login',
    body: loginRequestSchema,
    known: (f) => ({ email: [f.email] }),
    counters: ['user.rate_limit_counters'],
  },
  // Always answers 200 and clears the cookie (signed in or not); the fixture's session is not sent.
  { service: 'user', method: 'POST', path: '/user/logout' },
  { service: 'user', method: 'GET', path: '/user/get', signedIn: true },
  { service: 'user', method: 'POST', path: '/user/update', body: updateProfileRequestSchema, signedIn: true },
  {
    service: 'user',
    method: 'POST',
    path: '/user/password/update',
    body: updatePasswordRequestSchema,
    signedIn: true,
    counters: ['user.rate_limit_counters'],
  },
  // Issue 37: the code mail is a POST; a GET answers 405 and sends nothing, whatever it carries.
  {
    service: 'user',
    method: 'GET',
    path: '/email/captcha/send',
    query: codeSendQuerySchema,
    skipValid: true,
  },
  {
    service: 'user',
    method: 'POST',
    path: '/email/captcha/send',
    query: codeSendQuerySchema,
    counters: ['user.rate_limit_counters'],
  },
  {
    service: 'user',
    method: 'POST',
    path: '/user/verify',
    body: verifyCodeRequestSchema,
    known: (f) => ({ email: [f.email] }),
    counters: ['user.rate_limit_counters', 'user.reset_codes'],
  },
  { service: 'user', method: 'POST', path: '/user/password/reset', body: resetPasswordRequestSchema },
  {
    service: 'user',
    method: 'GET',
    path: '/user/order/list/:id',
    params: { id: { schema: z.string().regex(/^[1-9][0-9]{0,9}$/), known: (f) => [String(f.userId)] } },
    signedIn: true,
  },
  { service: 'user', method: 'GET', path: '/user/isVIP', signedIn: true },
  { service: 'user', method: 'GET', path: '/user/privilege', signedIn: true },
  { service: 'user', method: 'GET', path: '/privilege/vip/detail', signedIn: true },
];

/** Service routes the gateway never reaches (not in its /api table): each must answer 404 there. */
export const NOT_ROUTED = /^\/(internal|dev|healthz|metrics)(\/|$)/;

/** Values a definition cannot describe (a refine): by field name, wherever the field is. */
export const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  birthday: fc
    .date({ min: new Date('1920-01-01'), max: new Date('2015-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  birthYear: fc.integer({ min: 1930, max: 2015 }),
  email: fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'mail.de', 'x.org'))
    .map(([local, domain]) => `${local}@${domain}`),
};
