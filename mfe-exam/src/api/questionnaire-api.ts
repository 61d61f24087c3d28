// The questionnaire exams' calls (issue 12; shared/contracts questionnaire-api.ts). Injected only
// by the lazily loaded questionnaire screens, so the IQ question page never carries them (nor the
// zod schemas the answers are checked against).
import { api, type ApiError } from '@iq/api/query';
import {
  FREE_TEST_PATHS,
  QUESTIONNAIRE_PATHS,
  questionnaireConfirmedSchema,
  unlockedQuestionnaireSchema,
  type ClaimQuestionnaireRequest,
  type PersonalityForm,
  type QuestionnaireConfirmed,
  type QuestionnaireView,
  type SavePersonalityFormResponse,
  type SaveQuestionnaireAnswerRequest,
  type SaveQuestionnaireAnswerResponse,
  type UnlockedQuestionnaire,
} from '@iq/contracts';

/** An answer of the wrong shape is a failed call (retry offered), not an exception. */
const schemaFailure = (error: { issues: readonly unknown[] }): ApiError => ({
  status: 'PARSING_ERROR',
  data: error.issues,
});

export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    questionnaireView: build.query<QuestionnaireView, { examId: number; hl: string; session: string }>({
      // The session is part of the cache key, so a new session never sees another's answers.
      query: ({ examId, hl }) => QUESTIONNAIRE_PATHS.questionnaire(examId, encodeURIComponent(hl)),
      providesTags: ['Questions'],
    }),
    saveQuestionnaireAnswer: build.mutation<SaveQuestionnaireAnswerResponse, SaveQuestionnaireAnswerRequest>({
      query: (body) => ({ url: QUESTIONNAIRE_PATHS.answer, method: 'POST', body }),
    }),
    savePersonalityForm: build.mutation<SavePersonalityFormResponse, PersonalityForm>({
      query: (body) => ({ url: QUESTIONNAIRE_PATHS.profile, method: 'POST', body }),
    }),
    /** Answers locked and scored; the result is not in the answer (it is unlocked by the claim). */
    confirmQuestionnaire: build.mutation<QuestionnaireConfirmed, void>({
      query: () => ({ url: QUESTIONNAIRE_PATHS.confirm, method: 'POST', body: {} }),
      responseSchema: questionnaireConfirmedSchema,
      catchSchemaFailure: schemaFailure,
    }),
    /**
     * Unlocks a confirmed session's result (order service): `{}` as a free test of the signed-in
     * account (the session cookie goes along; 401 without one) or `{ orderNumber }` as a test a
     * paid report tier includes. Idempotent per exam session.
     */
    claimQuestionnaire: build.mutation<UnlockedQuestionnaire, ClaimQuestionnaireRequest>({
      query: (body) => ({ url: FREE_TEST_PATHS.claim, method: 'POST', body, credentials: 'same-origin' }),
      responseSchema: unlockedQuestionnaireSchema,
      catchSchemaFailure: schemaFailure,
      // The report's pages read what is unlocked: cached reads of it are stale now.
      invalidatesTags: ['Report'],
    }),
  }),
});

export const {
  useQuestionnaireViewQuery,
  useSaveQuestionnaireAnswerMutation,
  useSavePersonalityFormMutation,
  useConfirmQuestionnaireMutation,
  useClaimQuestionnaireMutation,
} = questionnaireApi;
