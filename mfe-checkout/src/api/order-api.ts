// The checkout's calls to the order service (spec §7 sku, payment, order and pay calls), typed
// from @iq/contracts. The tier list itself is the shared catalogue (@iq/api/query useSkuListQuery):
// landing and exam read it too.
import { api } from '@iq/api/query';
import {
  EXAM_SESSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type ExamSessionState,
  type OrderStatusResponse,
  type PaymentMethodList,
  type RetryPaymentRequest,
  type SkuId,
  type SkuInfoResponse,
  type UpgradeQuote,
} from '@iq/contracts';

export interface SkuInfoArgs {
  examId: number;
  skuId: SkuId;
  country: string;
  hl: string;
}

/** The contracts name no body for retry; the order service answers as for create (payUrl). */
export type RetryPaymentResponse = CreateOrderResponse;

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    skuInfo: build.query<SkuInfoResponse, SkuInfoArgs>({
      query: ({ examId, skuId, country, hl }) =>
        `/exam/sku/info/${examId}/${skuId}/${encodeURIComponent(country)}/${encodeURIComponent(hl)}`,
      providesTags: ['Sku'],
    }),
    /** What an upgrade of a paid order to `skuId` costs (the difference), before paying. */
    upgradeQuote: build.query<UpgradeQuote, { orderNumber: string; skuId: SkuId }>({
      query: ({ orderNumber, skuId }) =>
        `/exam/order/upgrade/${encodeURIComponent(orderNumber)}/${encodeURIComponent(skuId)}`,
      providesTags: ['Order'],
    }),
    paymentMethods: build.query<PaymentMethodList, { examId: number; country: string }>({
      query: ({ examId, country }) => `/app/payment/list/${examId}/${encodeURIComponent(country)}`,
    }),
    /** The buyer's exam session (its e-mail prefills the payment form); the session is the cache key. */
    checkoutSessionState: build.query<ExamSessionState, { session: string }>({
      query: () => '/exam/session/state',
      providesTags: ['ExamSession'],
    }),
    createOrder: build.mutation<CreateOrderResponse, { order: CreateOrderRequest; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: '/pay/pay/order/create',
        method: 'POST',
        body: order,
        // Issue 35: an upgrade is named by its paid order, not by this tab's test (which may be
        // another one, or none when the report was opened from the mail or the centre).
        headers: order.upgradeFrom
          ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, [EXAM_SESSION_HEADER]: undefined }
          : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Order'],
    }),
    retryPayment: build.mutation<
      RetryPaymentResponse,
      { retry: RetryPaymentRequest; idempotencyKey: string }
    >({
      query: ({ retry, idempotencyKey }) => ({
        url: '/pay/pay/order/retry',
        method: 'POST',
        body: retry,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: ['Order'],
    }),
    /** A read, though a POST: each call asks the provider again, so it is never served from cache. */
    orderStatus: build.query<OrderStatusResponse, string>({
      query: (orderNumber) => ({ url: '/pay/pay/check/status', method: 'POST', body: { orderNumber } }),
      providesTags: ['Order'],
      keepUnusedDataFor: 0,
    }),
    updateOrderEmail: build.mutation<
      { orderNumber: string; email: string },
      { orderNumber: string; email: string }
    >({
      query: (body) => ({ url: '/exam/order/update/email', method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useSkuInfoQuery,
  useUpgradeQuoteQuery,
  usePaymentMethodsQuery,
  useCheckoutSessionStateQuery,
  useCreateOrderMutation,
  useRetryPaymentMutation,
  useOrderStatusQuery,
  useUpdateOrderEmailMutation,
} = orderApi;
