import { api } from '@iq/api/query';
import type { Category } from '@iq/contracts';

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryList: build.query<Category[], void>({
      query: () => '/exam/category/list',
      providesTags: ['Category'],
    }),
  }),
});

export const { useCategoryListQuery } = landingApi;
