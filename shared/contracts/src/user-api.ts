// Contracts of the user service's endpoints (issue 11; spec §3 "User account", §5 field rules,
// §6 roles, §7 the /user, /email, /privilege calls). One source of truth: the user service
// validates with these schemas, the account remote's screens are typed from them.
//
// Identity: the browser holds only the session cookie (SESSION_COOKIE, HttpOnly). The gateway
// resolves it once per API call with the user service (POST /internal/session/resolve) and
// passes the result on in IDENTITY_HEADER, signed with a key derived from INTERNAL_TOKEN; it
// drops any IDENTITY_HEADER that came from outside. Services trust that header only after
// verifying its signature. The spec's `uid` header is informational and grants nothing.
import { z } from 'zod';
import { currencySchema, orderNumberSchema, orderStatusSchema } from './order-api';
import { isIsoDate } from './validation';
import { text } from './text';

/** The session cookie (spec §9 token prefix 'IQ-'): an opaque random token, never readable by scripts. */
export const SESSION_COOKIE = 'IQ-session';
/** The gateway-signed identity passed to the services (see the header comment). */
export const IDENTITY_HEADER = 'X-IQ-Identity';

/** spec §3 user account: sex is one of three. */
export const SEXES = ['male', 'female', 'confidential'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

const emailField = text().trim().toLowerCase().max(254).email();
/** Long enough to resist guessing, short enough that hashing a huge body costs nothing. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const passwordField = text().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** An Exam-Session id (256 random bits in base64url; the order service's shape check, at least 16). */
export const examSessionIdField = text().regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not an exam session');
/** One result per free test (personality, EQ, brain dominance) and one spare. */
export const PENDING_RESULTS_MAX = 4;

/** GET /user/get: the signed-in account (spec §3: name, e-mail as the account, profile fields). */
export const userProfileSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD */
  birthday: z.string().nullable(),
  sex: sexSchema.nullable(),
  /** False for an account made after a purchase until its owner sets a password. */
  hasPassword: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * POST /user/register. Answers `{ accepted: true }` whether or not the e-mail has an account
 * (no enumeration): a new address gets a confirmation link (opening it signs in), an existing
 * one a notice with a reset link. Nothing signs in here.
 */
export const registerRequestSchema = z.strictObject({
  name: text().trim().min(1).max(100),
  email: emailField,
  password: passwordField,
  passwordRepeat: text().max(PASSWORD_MAX),
  /** spec §5 'Please agree to the privacy policy'. */
  privacyAgreed: z.literal(true),
  hl: text().max(16).optional(),
  /**
   * Issue 38: the Exam-Session ids of confirmed free-test results this visitor holds and wants in
   * the new account. Checked before anything is stored (a foreign or unknown one refuses the whole
   * request); claimed for the account when the mailed link is opened, in whatever browser.
   */
  results: z.array(examSessionIdField).max(PENDING_RESULTS_MAX).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ accepted: z.literal(true) });

/** POST /user/confirm: the token from the registration mail; signs in (sets the cookie). */
export const confirmRequestSchema = z.strictObject({ token: text().min(16).max(200) });
/** What /user/confirm answers besides the profile: how many results the sign-up brought along were saved now. */
export const confirmResponseSchema = z.object({
  user: userProfileSchema,
  resultsSaved: z.number().int().min(0),
});
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

/**
 * Issue 38: GET with the Exam-Session header: has a sign-up claimed this session's result for its
 * account? The tab that signed up asks while it waits for the mailed link to be opened elsewhere;
 * it learns only yes or no, never whose.
 */
export const RESULT_SAVED_PATH = '/user/register/result';
export const resultSavedResponseSchema = z.object({ saved: z.boolean() });
export type ResultSavedResponse = z.infer<typeof resultSavedResponseSchema>;

/**
 * Issue 38: the client-session entry (this tab) listing the confirmed results that wait for an
 * account: the exam screen writes it when the claim asks for a sign-in, the sign-up form sends it.
 */
export const RESULTS_AWAITING_ACCOUNT_KEY = 'resultsAwaitingAccount';

/**
 * Issue 38, order service POST (Internal-Token): can these confirmed questionnaire sessions be
 * claimed for a new account? 200 `{ claimable: true }`; 404 unknown session, 409 not confirmed
 * or already unlocked for another account or order. Changes nothing.
 */
export const INTERNAL_CLAIMABLE_PATH = '/internal/free-tests/claimable';
export const internalClaimableRequestSchema = z.strictObject({
  examSessions: z.array(examSessionIdField).min(1).max(PENDING_RESULTS_MAX),
});
export const internalClaimableResponseSchema = z.object({ claimable: z.literal(true) });

/** POST /user/login (spec §5: e-mail account, password required). Sets the session cookie. */
export const loginRequestSchema = z.strictObject({
  email: emailField,
  password: text().min(1).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** Login, confirm and password changes answer the signed-in profile. */
export const sessionResponseSchema = z.object({ user: userProfileSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /email/captcha/send?email= (issue 37: it sends mail, so not a GET): always `{ sent: true }` (no enumeration); a code only to an account. */
export const codeSendQuerySchema = z.object({ email: emailField, hl: text().max(16).optional() });
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** POST /user/verify: the mailed code → a one-time reset token for /user/password/reset. */
export const verifyCodeRequestSchema = z.strictObject({
  email: emailField,
  code: text().regex(/^\d{6}$/, 'must be 6 digits'),
});
export const verifyCodeResponseSchema = z.object({ resetToken: z.string() });

/** POST /user/password/reset: a reset token (from /user/verify or a set-password link). Ends every session. */
export const resetPasswordRequestSchema = z.strictObject({
  resetToken: text().min(16).max(200),
  password: passwordField,
  passwordRepeat: text().max(PASSWORD_MAX),
});

/** POST /user/password/update (signed in): ends every other session and rotates this one. */
export const updatePasswordRequestSchema = z.strictObject({
  oldPassword: text().min(1).max(PASSWORD_MAX),
  newPassword: passwordField,
  newPasswordRepeat: text().max(PASSWORD_MAX),
});

/** POST /user/update (signed in): spec §3 profile fields; null clears one. */
export const updateProfileRequestSchema = z.strictObject({
  nickname: text().trim().max(50).nullable().optional(),
  phone: text()
    .trim()
    .regex(/^\+?[0-9 ()-]{0,25}$/, 'is not a phone number')
    .nullable()
    .optional(),
  birthday: text().refine(isIsoDate, 'Invalid date').nullable().optional(),
  sex: sexSchema.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** spec §4 report list statuses. */
export const REPORT_LIST_STATUSES = ['completed', 'incomplete', 'pending'] as const;
export const reportListStatusSchema = z.enum(REPORT_LIST_STATUSES);
export type ReportListStatus = z.infer<typeof reportListStatusSchema>;

/**
 * GET /user/order/list/{id} (signed in; `id` must be the session's user id, otherwise 404 like an
 * unknown one): the account's orders (by its e-mail) from the order service, newest first.
 * completed = paid (report link); pending = awaiting payment (pay-now link); incomplete = the
 * payment failed (pay-now link to try again).
 */
export const userOrderSchema = z.object({
  orderNumber: orderNumberSchema,
  examId: z.number().int().positive(),
  code: z.string(),
  skuId: z.string(),
  amountMinor: z.number().int().nonnegative(),
  currency: currencySchema,
  status: reportListStatusSchema,
  createdAt: z.string(),
  /** Path in this site: the report (completed) or the payment page (pending, incomplete). */
  href: z.string(),
});
export type UserOrder = z.infer<typeof userOrderSchema>;
export const userOrderListResponseSchema = z.object({ orders: z.array(userOrderSchema) });
export type UserOrderListResponse = z.infer<typeof userOrderListResponseSchema>;

/** GET /user/isVIP, /user/privilege, /privilege/vip/detail (signed in) answer the order service's
 * VIP state of the account's e-mail: `vipStatusSchema` of the second-phase contracts. */

// ---------------------------------------------------------------------------------------------
// Internal calls (Internal-Token header; never routed by the gateway)

/** user service POST /internal/session/resolve: the cookie's token → who, or 404. */
export const resolveSessionRequestSchema = z.strictObject({ token: text().min(1).max(300) });
export const identitySchema = z.object({
  sessionId: z.string(),
  userId: z.number().int().positive(),
  email: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

/** user service POST /internal/account/ensure: after a paid order, an account for its e-mail and a set-password link. */
export const ensureAccountRequestSchema = z.strictObject({
  email: emailField,
  hl: text().max(16).optional(),
  orderNumber: orderNumberSchema,
});
export const ensureAccountResponseSchema = z.object({ created: z.boolean() });

/** order service POST /internal/mail: the user service's mails go through the one outbox (/dev/mail). */
export const internalMailRequestSchema = z.strictObject({
  to: emailField,
  kind: text().regex(/^[a-z][a-z0-9-]{1,40}$/),
  /** One mail per key (a retry sends nothing twice). */
  dedupeKey: text().min(1).max(200),
  subject: text().min(1).max(300),
  /** Mail bodies: the only request fields that hold several lines (\n, \r, \t allowed). */
  text: text({ multiline: true }).min(1).max(20_000),
  html: text({ multiline: true }).max(100_000).optional(),
});
export type InternalMailRequest = z.infer<typeof internalMailRequestSchema>;

/** order service GET /internal/orders?email= : that mailbox's orders, newest first (the user service maps them). */
export const internalOrderListResponseSchema = z.object({
  orders: z.array(userOrderSchema.omit({ status: true, href: true }).extend({ status: orderStatusSchema })),
});
export type InternalOrderListResponse = z.infer<typeof internalOrderListResponseSchema>;
