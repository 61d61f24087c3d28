// The checkout's subscription calls (issue 10; spec §7 secondPhase plan list, planSku, unsubscribe),
// typed from @iq/contracts (subscription-api.ts). Paths as the order service serves them behind
// the gateway's /api prefix; the (pay) calls are under /pay (ARCHITECTURE.md).
import { api } from '@iq/api/query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PlanChangeResponse,
  type PlanListResponse,
  type StartSubscriptionRequest,
  type SubscriptionView,
  type UnsubscribeCancelRequest,
  type UnsubscribeCancelResponse,
  type UnsubscribeCheckRequest,
  type UnsubscribeCheckResponse,
} from '@iq/contracts';

/** spec §7: second-phase plan lookups are fixed to region US. */
export const PLAN_REGION = 'US';

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    planList: build.query<PlanListResponse, { examId: number; hl: string }>({
      query: ({ examId, hl }) =>
        `/secondPhase/plan/sku/list/${examId}/${PLAN_REGION}?hl=${encodeURIComponent(hl)}`,
      providesTags: ['Plan'],
    }),
    /**
     * Charges nothing during a trial; with skipTrial or a plan without one, the first period at
     * once. On an order that already has a subscription the service changes it instead (skip the
     * trial now, or the daily-rate plan), and the answer says what was charged (`change`).
     */
    startSubscription: build.mutation<
      SubscriptionView | PlanChangeResponse,
      { start: StartSubscriptionRequest; idempotencyKey: string }
    >({
      query: ({ start, idempotencyKey }) => ({
        url: '/pay/secondPhase/pay/planSku',
        method: 'POST',
        body: start,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Subscription'],
    }),
    /** Mails a 6-digit code to a live subscription's address, or (issue 37) that none uses it. */
    unsubscribeCheckEmail: build.mutation<UnsubscribeCheckResponse, UnsubscribeCheckRequest>({
      query: (body) => ({ url: '/pay/unsubscribe/check/email', method: 'POST', body }),
    }),
    unsubscribeCancel: build.mutation<UnsubscribeCancelResponse, UnsubscribeCancelRequest>({
      query: (body) => ({ url: '/pay/unsubscribe/cancel', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  usePlanListQuery,
  useStartSubscriptionMutation,
  useUnsubscribeCheckEmailMutation,
  useUnsubscribeCancelMutation,
} = subscriptionApi;
