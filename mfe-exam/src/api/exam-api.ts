import { api } from '@iq/api';
import type { QuestionList, StartExamSessionResponse } from '@iq/contracts';

export const examApi = api.injectEndpoints({
  endpoints: (build) => ({
    startExamSession: build.mutation<StartExamSessionResponse, { examId: number; code: string }>({
      query: (body) => ({ url: '/exam/session/start', method: 'POST', body }),
    }),
    questionList: build.query<QuestionList, { examId: number; hl: string; session: string }>({
      // The session is part of the cache key, so a new session never sees another's set.
      query: ({ examId, hl }) => `/exam/question/list/${examId}/${encodeURIComponent(hl)}`,
      providesTags: ['Questions'],
    }),
  }),
});

export const { useStartExamSessionMutation, useQuestionListQuery } = examApi;
