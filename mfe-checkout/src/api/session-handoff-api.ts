// The session hand-over calls of the in-app mask (issue 13; contracts: SESSION_HANDOFF in
// @iq/contracts). Asking sends the tab's Exam-Session header (the shared base query adds it);
// claiming needs none: the new tab has no session yet.
import { api } from '@iq/api/query';
import {
  SESSION_HANDOFF,
  type ClaimSessionHandoffRequest,
  type ClaimSessionHandoffResponse,
  type SessionHandoffResponse,
} from '@iq/contracts';

export const sessionHandoffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A one-use code for this tab's session, for the link copied out of an app's browser. */
    createSessionHandoff: build.mutation<SessionHandoffResponse, void>({
      query: () => ({ url: SESSION_HANDOFF.path, method: 'POST', body: {} }),
    }),
    /** The session id the code stands for; a used, expired or unknown code is a 404. */
    claimSessionHandoff: build.mutation<ClaimSessionHandoffResponse, ClaimSessionHandoffRequest>({
      query: (body) => ({ url: SESSION_HANDOFF.claimPath, method: 'POST', body }),
    }),
  }),
});

export const { useCreateSessionHandoffMutation, useClaimSessionHandoffMutation } = sessionHandoffApi;
