// The one store the shell creates; remotes inject slices with `rootReducer.inject(slice)`.
//
// The RTK Query api is not part of the first view (issue 9): RTK Query and every endpoint live
// behind '@iq/api/query', which a screen imports only where it calls the server, and which
// attaches the api (reducer and middleware) to the store when it is first loaded. The home page
// therefore paints and hydrates without RTK Query's code.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { API_REDUCER_PATH, ApiSliceState } from './api-types';
import { runtimeSlice, type RuntimeState } from './runtime-slice';

type ApiState = { [K in typeof API_REDUCER_PATH]: ApiSliceState };
/** What '@iq/api/query' attaches: the RTK Query api's reducer and middleware. */
interface Api {
  reducerPath: typeof API_REDUCER_PATH;
  reducer: Reducer<ApiSliceState>;
  middleware: Middleware;
}

export const rootReducer = combineSlices(runtimeSlice).withLazyLoadedSlices<ApiState>();

const dynamicMiddleware = createDynamicMiddleware();
// Stores made before the api was attached get an action so that their state gains its slice.
const stores = new Set<{ dispatch: (action: { type: string }) => unknown }>();
let attached: Api | null = null;

/** Dispatched to every store when the api attaches: the reducer then fills in `state.api`. */
export const API_ATTACHED = '@iq/api/attached';

export function createAppStore(runtime?: Partial<RuntimeState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    preloadedState: runtime ? { runtime: { ...runtimeSlice.getInitialState(), ...runtime } } : undefined,
  });
  stores.add(store);
  return store;
}

/**
 * Adds the RTK Query api to the store (its reducer and middleware) and to every store made
 * later. Called by '@iq/api/query' when it loads; attaching the same api again does nothing.
 */
export function attachApi(instance: Api): void {
  if (attached === instance) return;
  if (attached) throw new Error('@iq/api: a second RTK Query api cannot be attached');
  attached = instance;
  rootReducer.inject(instance);
  dynamicMiddleware.addMiddleware(instance.middleware);
  for (const store of stores) store.dispatch({ type: API_ATTACHED });
}

/** Whether an api is attached (tests, and screens that only read the store). */
export const isApiAttached = () => attached !== null;

export type AppStore = ReturnType<typeof createAppStore>;
/** The state as screens see it: code that reads or dispatches to the api has loaded (attached) it. */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof ApiState> & ApiState;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
