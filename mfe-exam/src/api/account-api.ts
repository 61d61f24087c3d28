// Who is signed in, as the exam pages need it (issue 38): the questionnaires' instructions say
// whether an account is still needed for the result, and the personality form takes what the
// account already has. GET /user/get (user service, contracts' user-api.ts); the session is an
// HttpOnly cookie sent along. Named apart from the account remote's getUser (an endpoint name can
// be injected only once), with the same 'User' tag, so a login or logout anywhere refetches it.
import { api, type ApiError } from '@iq/api/query';
import type { UserProfile } from '@iq/contracts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in account, or null when nobody is signed in (the service's 401). */
    signedInAccount: build.query<UserProfile | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: '/user/get', credentials: 'same-origin' });
        const error = answer.error as ApiError | undefined;
        if (error?.status === 401) return { data: null };
        if (error) return { error };
        return { data: answer.data as UserProfile };
      },
      providesTags: ['User'],
    }),
  }),
});

export const { useSignedInAccountQuery } = accountApi;
