import { api } from '@iq/api';
import type { CountryEntry } from '@iq/contracts';

export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    countryList: build.query<CountryEntry[], void>({ query: () => '/exam/order/country/list' }),
  }),
});

export const { useCountryListQuery } = reportApi;
