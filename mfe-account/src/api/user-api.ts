// The account remote's calls to the user service (issue 11; spec §7 the /user, /email calls),
// typed from @iq/contracts (user-api.ts). Paths as the service serves them behind the gateway's
// /api prefix (the shared base query adds it). The session is an HttpOnly cookie: every call
// sends it explicitly (same origin), nothing here ever sees it.
import { api } from '@iq/api/query';
import { FREE_TEST_PATHS, RESULT_SAVED_PATH } from '@iq/contracts';
import type {
  ConfirmResponse,
  confirmRequestSchema,
  RegisterRequest,
  LoginRequest,
  registerResponseSchema,
  resetPasswordRequestSchema,
  ResultSavedResponse,
  SessionResponse,
  UnlockedQuestionnaires,
  updatePasswordRequestSchema,
  UpdateProfileRequest,
  UserOrderListResponse,
  UserProfile,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
  VipStatus,
} from '@iq/contracts';

const credentials = 'same-origin' as const;

// The contracts export these bodies as schemas only: their parsed types, without zod in this bundle.
type Parsed<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;
export type ConfirmRequest = Parsed<typeof confirmRequestSchema>;
export type VerifyCodeRequest = Parsed<typeof verifyCodeRequestSchema>;
export type VerifyCodeResponse = Parsed<typeof verifyCodeResponseSchema>;
export type ResetPasswordRequest = Parsed<typeof resetPasswordRequestSchema>;
export type UpdatePasswordRequest = Parsed<typeof updatePasswordRequestSchema>;
export type RegisterResponse = Parsed<typeof registerResponseSchema>;
/** POST /email/captcha/send answers this whether or not the address has an account. */
export interface CodeSentResponse {
  sent: true;
}

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Never signs in: `{ accepted: true }` for a new and a known address alike (no enumeration). */
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/user/register', method: 'POST', body, credentials }),
    }),
    /** The registration mail's link: signs in, and claims the results the sign-up brought (issue 38). */
    confirm: build.mutation<ConfirmResponse, ConfirmRequest>({
      query: (body) => ({ url: '/user/confirm', method: 'POST', body, credentials }),
      invalidatesTags: ['User', 'Report'],
    }),
    /**
     * Issue 38: has a sign-up saved this tab's result (the Exam-Session header the shared base
     * query adds)? Asked by the tab that signed up while the mailed link is opened elsewhere.
     */
    resultSaved: build.query<ResultSavedResponse, void>({
      query: () => ({ url: RESULT_SAVED_PATH, credentials }),
    }),
    /** The signed-in account's free-test results (order service), the personal centre's card. */
    accountFreeTests: build.query<UnlockedQuestionnaires, void>({
      query: () => ({ url: FREE_TEST_PATHS.list, credentials }),
      providesTags: ['Report', 'User'],
    }),
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: '/user/login', method: 'POST', body, credentials }),
      invalidatesTags: ['User'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/user/logout', method: 'POST', body: {}, credentials }),
      invalidatesTags: ['User'],
    }),
    /** The signed-in account; 401 when nobody is signed in. */
    getUser: build.query<UserProfile, void>({
      query: () => ({ url: '/user/get', credentials }),
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<unknown, UpdateProfileRequest>({
      query: (body) => ({ url: '/user/update', method: 'POST', body, credentials }),
      invalidatesTags: ['User'],
    }),
    /** Ends every other session and rotates this one. */
    updatePassword: build.mutation<SessionResponse, UpdatePasswordRequest>({
      query: (body) => ({ url: '/user/password/update', method: 'POST', body, credentials }),
      invalidatesTags: ['User'],
    }),
    /** Mails a code: a POST (the address in the query, as the spec has it). */
    sendCode: build.mutation<CodeSentResponse, { email: string; hl?: string }>({
      query: ({ email, hl }) => ({
        url: '/email/captcha/send',
        method: 'POST',
        params: hl ? { email, hl } : { email },
        credentials,
      }),
    }),
    /** The mailed 6-digit code → a one-time reset token. */
    verifyCode: build.mutation<VerifyCodeResponse, VerifyCodeRequest>({
      query: (body) => ({ url: '/user/verify', method: 'POST', body, credentials }),
    }),
    /** Ends every session of the account; the owner logs in with the new password. */
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/user/password/reset', method: 'POST', body, credentials }),
      invalidatesTags: ['User'],
    }),
    /** The signed-in account's orders; `userId` must be the session's own (404 otherwise). */
    orderList: build.query<UserOrderListResponse, number>({
      query: (userId) => ({ url: `/user/order/list/${userId}`, credentials }),
      providesTags: ['User', 'Order'],
    }),
    isVip: build.query<VipStatus, void>({
      query: () => ({ url: '/user/isVIP', credentials }),
      providesTags: ['User'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useConfirmMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetUserQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useSendCodeMutation,
  useVerifyCodeMutation,
  useResetPasswordMutation,
  useOrderListQuery,
  useIsVipQuery,
  useLazyResultSavedQuery,
  useAccountFreeTestsQuery,
} = userApi;
