// spec §4 "refresh (test; answers are kept)": the network-unstable screen's Refresh asks again
// for what the page is showing and failed to get, without a reload that would drop what the
// screen holds (an answer whose save is still to be retried, say).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './base-api';

type QueryEndpoint = {
  initiate: (args: unknown, options: object) => ThunkAction<unknown, unknown, unknown, UnknownAction>;
};

/**
 * Re-sends every failed query that a mounted screen still uses; returns how many it re-sent.
 * (The state's subscriptions trail the screens by up to 500 ms: the screen has been up longer.)
 */
export function refetchFailedQueries(): ThunkAction<number, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = (getState() as Record<string, ReturnType<typeof api.reducer> | undefined>)[api.reducerPath];
    if (!state) return 0;
    let sent = 0;
    for (const [key, query] of Object.entries(state.queries)) {
      const users = Object.keys(state.subscriptions[key] ?? {}).length;
      const name = query?.endpointName;
      const endpoint = name ? (api.endpoints as Record<string, QueryEndpoint | undefined>)[name] : undefined;
      if (!query || query.status !== 'rejected' || users === 0 || !endpoint) continue;
      dispatch(endpoint.initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
      sent++;
    }
    return sent;
  };
}
