// The free evaluation pack's calls (spec §7 GET /exam/extra/package/list/{orderNumber}, POST
// /exam/extra/order/submit; /triplePurchase), typed from @iq/contracts (extra-api.ts). Free:
// nothing is charged, so no idempotency key; a second submit answers the same.
import { api } from '@iq/api/query';
import {
  EXTRA_PATHS,
  type ExtraOrderSubmitRequest,
  type ExtraOrderSubmitResponse,
  type ExtraPackageList,
} from '@iq/contracts';

export const extraApi = api.injectEndpoints({
  endpoints: (build) => ({
    extraPackages: build.query<ExtraPackageList, { orderNumber: string }>({
      query: ({ orderNumber }) => EXTRA_PATHS.packageList(orderNumber),
      providesTags: ['Order'],
    }),
    submitExtraOrder: build.mutation<ExtraOrderSubmitResponse, ExtraOrderSubmitRequest>({
      query: (body) => ({ url: EXTRA_PATHS.submit, method: 'POST', body }),
      // Only an added pack changes what the list says (a refusal changed nothing).
      invalidatesTags: (result) => (result ? ['Order'] : []),
    }),
  }),
});

export const { useExtraPackagesQuery, useSubmitExtraOrderMutation } = extraApi;
