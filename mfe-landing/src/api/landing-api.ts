import { api } from '@iq/api/query';
import type { Category, HelpArticle, HelpList, Protocol, ProtocolId, SupportInfo } from '@iq/contracts';

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryList: build.query<Category[], void>({
      query: () => '/exam/category/list',
      providesTags: ['Category'],
    }),
    // spec §7 content calls; `hl` is part of each argument so a language switch fetches anew.
    helpList: build.query<HelpList, { examId: number; hl: string }>({
      query: ({ examId, hl }) => `/app/help/list/${examId}/${encodeURIComponent(hl)}`,
    }),
    helpInfo: build.query<HelpArticle, { id: string; hl: string }>({
      query: ({ id, hl }) => `/app/help/info/${encodeURIComponent(id)}?hl=${encodeURIComponent(hl)}`,
    }),
    protocolInfo: build.query<Protocol, { id: ProtocolId; hl: string }>({
      query: ({ id, hl }) => `/app/protocol/info/${id}?hl=${encodeURIComponent(hl)}`,
    }),
    supportInfo: build.query<SupportInfo, void>({
      query: () => '/app/support/info',
    }),
  }),
});

export const {
  useCategoryListQuery,
  useHelpListQuery,
  useHelpInfoQuery,
  useProtocolInfoQuery,
  useSupportInfoQuery,
} = landingApi;
