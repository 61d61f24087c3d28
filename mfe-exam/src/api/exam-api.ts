import { api } from '@iq/api/query';
import type {
  ConfirmExamResponse,
  ExamInfoResponse,
  ExamSessionState,
  QuestionList,
  SaveAnswerResponse,
  StartExamSessionRequest,
  StartExamSessionResponse,
} from '@iq/contracts';

/** The exam service's calls (ARCHITECTURE.md "Exam session"); the session travels as a header. */
export const examApi = api.injectEndpoints({
  endpoints: (build) => ({
    examInfo: build.query<ExamInfoResponse, number>({ query: (examId) => `/exam/info/${examId}` }),
    startExamSession: build.mutation<StartExamSessionResponse, StartExamSessionRequest>({
      query: (body) => ({ url: '/exam/session/start', method: 'POST', body }),
    }),
    questionList: build.query<QuestionList, { examId: number; hl: string; session: string }>({
      // The session is part of the cache key, so a new session never sees another's set.
      query: ({ examId, hl }) => `/exam/question/list/${examId}/${encodeURIComponent(hl)}`,
      providesTags: ['Questions'],
    }),
    examState: build.query<ExamSessionState, { session: string }>({
      query: () => '/exam/session/state',
      providesTags: ['ExamSession'],
    }),
    saveAnswer: build.mutation<SaveAnswerResponse, { questionId: string; optionId: string | null }>({
      query: (body) => ({ url: '/exam/session/answer', method: 'POST', body }),
    }),
    confirmExam: build.mutation<ConfirmExamResponse, void>({
      query: () => ({ url: '/exam/session/confirm', method: 'POST', body: {} }),
      invalidatesTags: ['ExamSession'],
    }),
    saveExamEmail: build.mutation<{ saved: boolean }, { email: string }>({
      query: (body) => ({ url: '/exam/session/email', method: 'POST', body }),
      invalidatesTags: ['ExamSession'],
    }),
  }),
});

export const {
  useExamInfoQuery,
  useStartExamSessionMutation,
  useQuestionListQuery,
  useExamStateQuery,
  useSaveAnswerMutation,
  useConfirmExamMutation,
  useSaveExamEmailMutation,
} = examApi;
