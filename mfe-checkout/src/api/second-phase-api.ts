// The checkout's second-phase calls (issue 10; spec §2 six-step upsell, §7 secondPhase and vip
// calls), typed from @iq/contracts (second-phase-api.ts). The one-click purchases charge the card
// of the order; the Exam-Session header (added by the base query) proves the buyer is the payer.
import { api } from '@iq/api/query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PackageListResponse,
  type PurchaseResponse,
  type SecondPhaseOrderResponse,
  type SkuPackageRequest,
  type UpsellStep,
  type VipCreateRequest,
  type VipOrderStatusResponse,
  type WrongQuestionRequest,
} from '@iq/contracts';
import { PLAN_REGION } from './subscription-api';

export const secondPhaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    upsellPackages: build.query<
      PackageListResponse,
      { examId: number; step: UpsellStep; hl: string; orderNumber: string | null }
    >({
      query: ({ examId, step, hl, orderNumber }) =>
        `/secondPhase/sku/package/${examId}/${step}/${PLAN_REGION}?hl=${encodeURIComponent(hl)}` +
        (orderNumber ? `&orderNumber=${encodeURIComponent(orderNumber)}` : ''),
      providesTags: ['Subscription'],
    }),
    secondPhaseOrder: build.query<SecondPhaseOrderResponse, { orderNumber: string }>({
      query: ({ orderNumber }) => `/secondPhase/order/${encodeURIComponent(orderNumber)}`,
      providesTags: ['Subscription'],
    }),
    /** GET /vip/pay/status/{examOrderNumber}: the VIP state of the order's mailbox. */
    vipOrderStatus: build.query<VipOrderStatusResponse, { orderNumber: string }>({
      query: ({ orderNumber }) => `/vip/pay/status/${encodeURIComponent(orderNumber)}`,
      providesTags: ['Subscription'],
    }),
    buySkuPackage: build.mutation<PurchaseResponse, { body: SkuPackageRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/pay/secondPhase/pay/skuPackage',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Subscription'],
    }),
    buyWrongQuestion: build.mutation<
      PurchaseResponse,
      { body: WrongQuestionRequest; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/pay/secondPhase/pay/wrongQuestion',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Subscription'],
    }),
    buyVip: build.mutation<PurchaseResponse, { body: VipCreateRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/pay/vip/pay/create',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useUpsellPackagesQuery,
  useSecondPhaseOrderQuery,
  useVipOrderStatusQuery,
  useBuySkuPackageMutation,
  useBuyWrongQuestionMutation,
  useBuyVipMutation,
} = secondPhaseApi;
