import { api } from '@iq/api';
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
