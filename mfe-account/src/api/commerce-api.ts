// Issue 35: the personal centre's purchases and subscriptions, from the order service
// (shared/contracts account-commerce-api.ts). The account is the one the session cookie names
// (the gateway signs it for the service); nothing here sends an identity of its own.
import { api } from '@iq/api/query';
import {
  ACCOUNT_COMMERCE_PATHS,
  type AccountPurchasesResponse,
  type CancelAccountSubscriptionRequest,
  type AccountSubscription,
} from '@iq/contracts';

const credentials = 'same-origin' as const;

export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Receipts (newest first) and subscriptions (live first); titles in the `hl` header's locale. */
    accountPurchases: build.query<AccountPurchasesResponse, void>({
      query: () => ({ url: ACCOUNT_COMMERCE_PATHS.purchases, credentials }),
      providesTags: ['User', 'Subscription', 'Order'],
    }),
    /** One step: the answer is the subscription as it stands after cancelling. */
    cancelAccountSubscription: build.mutation<AccountSubscription, CancelAccountSubscriptionRequest>({
      query: (body) => ({
        url: ACCOUNT_COMMERCE_PATHS.cancelSubscription,
        method: 'POST',
        body,
        credentials,
      }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useAccountPurchasesQuery, useCancelAccountSubscriptionMutation } = commerceApi;
