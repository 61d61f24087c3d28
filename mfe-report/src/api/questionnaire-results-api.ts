// The unlocked questionnaire results (issue 12; shared/contracts questionnaire-api.ts). Apart
// from report-api.ts because it checks the answer against the contract's zod schema: only the
// free tests page and the extras' lazily loaded included tests load this module, so the report
// pages' own chunks carry neither zod nor the questionnaire copy.
import { api, type ApiError } from '@iq/api/query';
import { FREE_TEST_PATHS, unlockedQuestionnairesSchema, type UnlockedQuestionnaires } from '@iq/contracts';

export const questionnaireResultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Without an order number the signed-in account's free tests (401 when nobody is signed in;
     * the session cookie goes along), with one the tests that paid order's tiers include.
     */
    unlockedQuestionnaires: build.query<UnlockedQuestionnaires, { orderNumber?: string }>({
      query: ({ orderNumber }) => ({
        url: FREE_TEST_PATHS.list,
        params: orderNumber ? { orderNumber } : undefined,
        credentials: 'same-origin',
      }),
      responseSchema: unlockedQuestionnairesSchema,
      // An answer of the wrong shape is a failed call like any other (retry), not a thrown error.
      catchSchemaFailure: (error): ApiError => ({
        status: 'PARSING_ERROR',
        data: error.value,
        message: error.message,
      }),
      // mfe-exam's claim invalidates 'Report'; signing in or out invalidates 'User'.
      providesTags: ['Report', 'User'],
    }),
  }),
});

export const { useUnlockedQuestionnairesQuery } = questionnaireResultsApi;
