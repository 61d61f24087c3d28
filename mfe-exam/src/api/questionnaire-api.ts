// The questionnaire exams' calls (issue 12; shared/contracts questionnaire-api.ts). Injected only
// by the lazily loaded questionnaire screens, so the IQ question page never carries them.
import { api } from '@iq/api/query';
import {
  QUESTIONNAIRE_PATHS,
  type PersonalityForm,
  type QuestionnaireResult,
  type QuestionnaireView,
  type SavePersonalityFormResponse,
  type SaveQuestionnaireAnswerRequest,
  type SaveQuestionnaireAnswerResponse,
} from '@iq/contracts';

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
    confirmQuestionnaire: build.mutation<QuestionnaireResult, void>({
      query: () => ({ url: QUESTIONNAIRE_PATHS.confirm, method: 'POST', body: {} }),
    }),
    questionnaireResult: build.query<QuestionnaireResult, { session: string }>({
      query: () => QUESTIONNAIRE_PATHS.result,
      providesTags: ['ExamSession'],
    }),
  }),
});

export const {
  useQuestionnaireViewQuery,
  useSaveQuestionnaireAnswerMutation,
  useSavePersonalityFormMutation,
  useConfirmQuestionnaireMutation,
  useQuestionnaireResultQuery,
} = questionnaireApi;
